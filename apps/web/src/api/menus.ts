import { type MenuItem, menuItem } from '@qualium/contracts';
import { z } from 'zod';
import { apiRequest } from './client';
import { centroScope } from './scope';

const menuTree = z.array(menuItem);

/** GET {centro}/menuitem/full: the menu trees the user may see (shell-and-admin §7 "Menu items"). */
export async function fetchMenuTree(
  site: string | null,
  centro: number | null,
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  const data = await apiRequest(`${centroScope(site, centro)}/menuitem/full`, { signal });
  const parsed = menuTree.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn('Unexpected menuitem/full response', parsed.error.issues);
  return Array.isArray(data) ? (data as MenuItem[]) : [];
}
