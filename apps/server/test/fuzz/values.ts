import type { Random } from '../../src/seed/demo-random.js';

/** The part of an OpenAPI (JSON Schema) description the fuzzer reads. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** Texts no field expects: empty, huge, control and bidi characters, injections, odd encodings. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '1.5',
  '0x1F',
  'true',
  '[]',
  '{}',
  '[1,2',
  '{"a":',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  // A template placeholder, as text: nothing may evaluate it.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is the point
  '${7*7}{{7*7}}',
  'a\u0000b',
  '\u202Eexe.pdf',
  '\uFEFF',
  '\uD800',
  '🙂'.repeat(50),
  'ñ'.repeat(300),
  'x'.repeat(5000),
  '2026-02-30',
  '9999-99-99T99:99',
  'QUnit#NC#1#1',
  'QUnit#NC#999999#1',
  '__proto__',
  'constructor',
];

const NUMBERS = [0, -1, 1, 2, 3, 7, 42, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308, Number.MAX_SAFE_INTEGER];

/** A text the fuzzer sends where some value is expected, encoded or not by the caller. */
export const hostileText = (random: Random): string => random.pick(HOSTILE_TEXTS);

/** Keys forms and bodies of the app use, and some no route expects. */
export const FIELD_NAMES = [
  'name',
  'code',
  'username',
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'business_process',
  'transition_id',
  'uid',
  'id',
  'parent',
  'path',
  'title',
  'lang',
  'site',
  'centro',
  'roles',
  'users',
  'user',
  'process',
  'processes',
  'role',
  'department',
  'is_admin',
  'email',
  'url_name',
  'subject',
  'body',
  'recipient',
  'notifications_ids',
  'json_file',
  'file',
  'photo',
  'template',
  'directory',
  'folder',
  'responsible',
  'cancel_reason',
  'items',
  'children',
  'settings',
  '__proto__',
  'constructor',
];

/** Any JSON value, nested up to `depth` levels. */
export function randomJson(random: Random, depth = 3): unknown {
  const kind = random.int(0, depth > 0 ? 6 : 3);
  if (kind === 0) return random.pick(NUMBERS);
  if (kind === 1) return random.pick(HOSTILE_TEXTS);
  if (kind === 2) return random.pick([null, true, false]);
  if (kind === 3) return random.pick(['ok', 'NC', 'cerrar', 'nobody', 'demo']);
  if (kind === 4) return Array.from({ length: random.int(0, 4) }, () => randomJson(random, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, 5); i > 0; i--) object[random.pick(FIELD_NAMES)] = randomJson(random, depth - 1);
  return object;
}

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value of the schema's shape, or (sometimes, at each level) one that breaks it. */
export function valueFor(random: Random, schema: Schema | undefined, breakRate = 0.2): unknown {
  if (!schema || random.chance(breakRate)) return randomJson(random, 2);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return valueFor(random, random.pick(choices), breakRate);
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = random.pick(typesOf(schema).length ? typesOf(schema) : ['string']);
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? 0;
    const high = Math.min(schema.maximum ?? 1000, low + 1000);
    return random.pick([low, high, random.int(Math.ceil(low), Math.floor(high)), low - 1, high + 1]);
  }
  if (type === 'boolean') return random.chance(0.5);
  if (type === 'null') return null;
  if (type === 'array')
    return Array.from({ length: random.int(0, 3) }, () => valueFor(random, schema.items, breakRate));
  if (type === 'object') {
    const object: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(key) || random.chance(0.6)) object[key] = valueFor(random, property, breakRate);
    }
    return object;
  }
  if (schema.format === 'date') return random.pick(['2026-03-01', '2026-13-01', 'x']);
  const length = random.pick([schema.minLength ?? 1, schema.maxLength ?? 20, (schema.maxLength ?? 20) + 1, 3]);
  return random.chance(0.5) ? random.pick(HOSTILE_TEXTS) : 'a'.repeat(Math.max(0, Math.min(length, 10_000)));
}
