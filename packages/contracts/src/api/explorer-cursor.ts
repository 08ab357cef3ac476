import { z } from 'zod';

/**
 * Keyset paging of the unit lists (docs/decisions.md "Paging past the count cap"): a cursor names
 * the last unit of a page by its place in the list's order (the sort value, the id breaking ties)
 * and the order it belongs to, so that the next page starts right after it however far it lies.
 * It travels as base64url JSON; clients hand it back as they got it and never read it.
 */
export const explorerCursor = z
  .object({
    /** The sort field and direction the cursor was made in. */
    s: z.string().min(1).max(64),
    d: z.boolean(),
    /** The last unit's sort value; null when it has none (such units come last ascending). */
    v: z.union([z.string().max(2000), z.number().finite(), z.null()]),
    /** The last unit's id. */
    i: z.number().int().positive(),
  })
  .strict();
export type ExplorerCursor = z.infer<typeof explorerCursor>;

export const INVALID_CURSOR = 'Invalid cursor: ask the list again from its first page';

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export const encodeExplorerCursor = (cursor: ExplorerCursor): string => toBase64Url(JSON.stringify(cursor));

/** The `cursor` query parameter: decoded and checked here, so that a tampered one is a 400. */
export const cursorParam = z
  .string()
  .max(3000)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR)
  .transform((text, ctx) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(fromBase64Url(text));
    } catch {
      decoded = undefined;
    }
    const cursor = explorerCursor.safeParse(decoded);
    if (cursor.success) return cursor.data;
    ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
    return z.NEVER;
  });
