import type { z } from 'zod';

/**
 * A schema's own message for a missing or mistyped value only. zod 4 gives a schema's `error` to
 * every issue its checks raise too, so `z.string({ error: required }).max(150)` would answer a text
 * that is too long with "This field is required."; with this, the length check keeps zod's message.
 * Its own module: the login page's schemas use it, and zod-issues.ts brings zod's locales along.
 */
export function onWrongType(message: string): { error: z.core.$ZodErrorMap } {
  return { error: (issue) => (issue.code === 'invalid_type' ? message : undefined) };
}
