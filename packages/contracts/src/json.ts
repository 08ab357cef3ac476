import { MESSAGES } from './errors.js';
import { fixedMessage } from './messages/catalog.js';

/**
 * How deep a JSON text from outside may nest arrays and objects: in request bodies, in JSON sent
 * inside forms and query strings, and in uploaded business-process definitions. The deepest
 * legitimate text is a BP definition (the demo ones nest 10 levels; a treeview's choices or a
 * chart layout add two levels per level of their own), so 64 leaves room for any real one while
 * keeping every walk over a parsed value (checks, copies, JSON.stringify) far from the stack's end.
 */
export const JSON_MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests arrays and objects no deeper than `limit`: one pass over the
 * characters, brackets inside strings skipped, nothing built. Malformed text may pass; the parser
 * that runs next refuses it.
 */
export function jsonDepthWithin(text: string, limit = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return false;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return true;
}

/** A JSON text from outside that nests deeper than JSON_MAX_DEPTH. */
export class JsonTooDeepError extends Error {
  constructor() {
    super(fixedMessage(MESSAGES.jsonTooDeep(JSON_MAX_DEPTH)));
  }
}

/** JSON.parse for text from outside: a text nested too deep throws JsonTooDeepError before it is parsed. */
export function parseBoundedJson(text: string): unknown {
  if (!jsonDepthWithin(text)) throw new JsonTooDeepError();
  return JSON.parse(text);
}
