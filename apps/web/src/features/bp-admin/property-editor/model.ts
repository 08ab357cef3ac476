/**
 * The generic property editor's logic (records-explorer §2 Other): any JSON value, edited as
 * strings, numbers, booleans, lists and dictionaries. A new property is one of five types with
 * its default — text '', dictionary {}, list [], number 0, boolean false — and needs a name only
 * when it goes into a dictionary. Every change returns a new value; nothing is changed in place.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** The types a new property may take, in the order the form offers them (records-explorer §2). */
export const PROPERTY_TYPES = ['text', 'dictionary', 'list', 'number', 'boolean'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** What a value is; `null` only arrives from outside (the editor never makes one). */
export type ValueKind = PropertyType | 'null';

export function defaultValueOf(type: PropertyType): JsonValue {
  switch (type) {
    case 'text':
      return '';
    case 'dictionary':
      return {};
    case 'list':
      return [];
    case 'number':
      return 0;
    case 'boolean':
      return false;
  }
}

export function kindOf(value: JsonValue): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'dictionary';
  }
}

/** The container a new property goes into: a list takes values, a dictionary named values. */
export type Container = 'list' | 'dictionary';

export interface NewProperty {
  name: string;
  type: PropertyType;
}

export type NewPropertyProblem = 'nameRequired' | 'nameTaken';

/** Why the new-property form cannot add yet (spec: a name is required only for dictionary values). */
export function newPropertyProblem(
  container: Container,
  name: string,
  existing: readonly string[],
): NewPropertyProblem | null {
  if (container === 'list') return null;
  const key = name.trim();
  if (key === '') return 'nameRequired';
  return existing.includes(key) ? 'nameTaken' : null;
}

/** The list with a new item of the type's default at its end. */
export function addToList(list: readonly JsonValue[], type: PropertyType): JsonValue[] {
  return [...list, defaultValueOf(type)];
}

/** The dictionary with a new entry (the trimmed name) of the type's default at its end. */
export function addToDictionary(dictionary: JsonObject, property: NewProperty): JsonObject {
  return { ...dictionary, [property.name.trim()]: defaultValueOf(property.type) };
}

export function replaceAt(list: readonly JsonValue[], index: number, value: JsonValue): JsonValue[] {
  return list.map((item, i) => (i === index ? value : item));
}

export function removeAt(list: readonly JsonValue[], index: number): JsonValue[] {
  return list.filter((_, i) => i !== index);
}

/** The dictionary with one entry's value replaced, in its place. */
export function replaceKey(dictionary: JsonObject, key: string, value: JsonValue): JsonObject {
  return { ...dictionary, [key]: value };
}

export function removeKey(dictionary: JsonObject, key: string): JsonObject {
  const { [key]: _removed, ...rest } = dictionary;
  return rest;
}

/**
 * A number as typed: a comma or a dot as decimal point, spaces and underscores between digits
 * (as the forms' numeric inputs read them, records-explorer §5); null when it is not a number.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[\s_]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}
