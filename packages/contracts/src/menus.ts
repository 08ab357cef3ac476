import { z } from 'zod';

export interface MenuItem {
  id: number;
  name: string;
  order: number;
  parent: number | null;
  url: string | null;
  enabled: boolean;
  allowed_roles: number[];
  blocked_roles: number[];
  items: MenuItem[];
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    order: z.number().int().min(1),
    parent: z.number().int().nullable(),
    url: z.string().nullable(),
    enabled: z.boolean(),
    allowed_roles: z.array(z.number().int()),
    blocked_roles: z.array(z.number().int()),
    items: z.array(menuItem),
  }),
);
