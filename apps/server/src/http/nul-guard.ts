import { MESSAGES } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';

/** One step of the walk: a value, the key it sits under, and its parent's step (for the path). */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | null = step; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (keys and indexes) of the first text in a parsed value that holds NUL, in a key or in
 * a value; `[]` when the value itself is such a text, null when there is none. Walks with a stack
 * of its own, in time linear in the size of the value, so no nesting can exhaust the call stack.
 */
export function findNul(value: unknown): string[] | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (step.key?.includes(NUL)) return pathOf(step);
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return pathOf(step);
    } else if (v !== null && typeof v === 'object') {
      // Pushed last to first, so that the first key is looked at first.
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** The 400 for a NUL in a named field (or in the body as a whole). */
export function nulFieldError(path: readonly string[]) {
  return badRequest({ [path.length > 0 ? path.join('.') : 'non_field_errors']: [MESSAGES.nulCharacter] });
}

/**
 * PostgreSQL cannot store NUL in text and fails the query, so NUL is refused where input enters,
 * for both databases alike: in the URL (path, scope and query, before authentication looks
 * anything up) here, in JSON bodies as they are parsed (json-body.ts), in multipart text fields
 * as they are read (multipart.ts); no header reaches the database.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // NUL can only arrive percent-encoded: Node's HTTP parser refuses a raw one in the request line.
    if (/%00/.test(request.originalUrl) || request.originalUrl.includes(NUL)) {
      throw badRequest(MESSAGES.nulCharacter);
    }
  });
}
