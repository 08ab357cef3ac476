import {
  type BpChoiceItem,
  type BpField,
  type BpFieldOf,
  FIELD_MESSAGES,
  type FieldError,
  QUNIT_UID_PREFIX,
} from '@qualium/contracts';
import { parseFieldDate } from './dates.js';
import { checkFileUpload } from './files.js';
import { metricWeight, validateMetric } from './metrics.js';
import { checkNumeric } from './numeric.js';
import { dateTimeParts, parseDateTime } from './time.js';
import { checkTimeEvent } from './timeEvent.js';
import { type FieldCheck, fieldFail, fieldOk } from './types.js';

/**
 * One field value against its definition (records-explorer §5): returns the
 * value to store (numbers parsed, times padded, time events in days) or the
 * spec's messages. Empty values pass as null unless the field is required.
 */
export interface FieldValueContext {
  /** The value the unit holds now: a required file is satisfied by a stored one. */
  previous?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const invalid: FieldError = { code: FIELD_MESSAGES.invalidValue };

export function isEmptyValue(v: unknown): boolean {
  return (
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
  );
}

export function validateFieldValue(field: BpField, raw: unknown, context: FieldValueContext = {}): FieldCheck {
  if (field.kind === 'date_time' && !isEmptyValue(raw)) return checkDateTime(field, raw);
  if (isEmptyValue(raw)) {
    const isFile = field.kind === 'file' || field.kind === 'image' || field.kind === 'versionable_file';
    if (isFile && !isEmptyValue(context.previous)) return fieldOk(context.previous);
    return field.required ? fieldFail({ code: FIELD_MESSAGES.required }) : fieldOk(null);
  }
  switch (field.kind) {
    case 'text':
      return checkText(field, raw);
    case 'textarea':
      if (typeof raw !== 'string') return fieldFail(invalid);
      return tooLong(raw, field.rules?.max_length) ?? fieldOk(raw);
    case 'link':
      return checkLink(raw);
    case 'numeric':
    case 'decimal':
      if (typeof raw !== 'string' && typeof raw !== 'number') return fieldFail(invalid);
      return checkNumeric(raw, { decimals: field.decimals, min: field.rules?.min, max: field.rules?.max });
    case 'date_time':
      return fieldOk(null); // handled above; only reached when empty
    case 'date':
    case 'date_limit':
      return typeof raw === 'string' && parseFieldDate(raw.trim()) !== null
        ? fieldOk(raw.trim())
        : fieldFail({ code: FIELD_MESSAGES.invalidDate });
    case 'choice':
    case 'autocomplete':
    case 'treeview':
      return checkChoice(field, raw);
    case 'tag': {
      const tags = checkTags(raw);
      return tags.ok && tags.value === null && field.required ? fieldFail({ code: FIELD_MESSAGES.required }) : tags;
    }
    case 'dynamic_choice':
      return many(field.multiple, raw, (v) => (typeof v === 'string' && v.trim() !== '' ? v : null));
    case 'user':
    case 'process_user':
      return many(field.multiple, raw, asId);
    case 'directory':
    case 'centro':
      return many(false, raw, asPositiveInteger);
    case 'related':
      return many(field.multiple, raw, asUid);
    case 'relationships':
      return many(true, raw, asUid);
    case 'state':
      return typeof raw === 'string' ? fieldOk(raw) : fieldFail(invalid);
    case 'time_event':
      return checkTimeEvent(field.time_event, raw);
    case 'file':
      return checkFiles(raw, field.multiple, field.rules?.accept);
    case 'image':
    case 'versionable_file':
      return checkFiles(raw, false, field.rules?.accept);
    case 'metrics':
      return checkMetrics(raw);
    case 'indicator_tracking':
      return checkTracking(raw);
  }
}

function tooLong(text: string, max: number | undefined): FieldCheck | null {
  return max !== undefined && text.length > max
    ? fieldFail({ code: FIELD_MESSAGES.invalidValue, params: { max_length: max } })
    : null;
}

function checkText(field: BpFieldOf<'text'>, raw: unknown): FieldCheck {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fieldFail(invalid);
  const text = String(raw);
  if (/^\s/.test(text)) return fieldFail({ code: FIELD_MESSAGES.startSpace });
  if (field.rules?.email && !EMAIL.test(text)) return fieldFail({ code: FIELD_MESSAGES.emailInvalid });
  return tooLong(text, field.rules?.max_length) ?? fieldOk(text);
}

/** A URL with protocol http or https (records-explorer §5). */
function checkLink(raw: unknown): FieldCheck {
  if (typeof raw !== 'string') return fieldFail({ code: FIELD_MESSAGES.linkInvalid });
  try {
    const url = new URL(raw.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return fieldOk(raw.trim());
  } catch {
    // Not a URL at all: same message as a wrong protocol.
  }
  return fieldFail({ code: FIELD_MESSAGES.linkInvalid });
}

function checkDateTime(field: BpFieldOf<'date_time'>, raw: unknown): FieldCheck {
  const parts = dateTimeParts(raw);
  if (!parts) return fieldFail({ code: FIELD_MESSAGES.invalidDate });
  const parsed = parseDateTime(parts);
  if (!parsed.ok) return fieldFail(...parsed.errors);
  if (parsed.value === null && field.required) return fieldFail({ code: FIELD_MESSAGES.required });
  return fieldOk(parsed.value);
}

/** One value, or a list of them when the field is multiple; each converted or refused by `one`. */
function many<T>(multiple: boolean, raw: unknown, one: (v: unknown) => T | null): FieldCheck {
  const list = Array.isArray(raw) ? raw : [raw];
  if (!multiple && list.length > 1) return fieldFail(invalid);
  const values: T[] = [];
  for (const v of list) {
    const converted = one(v);
    if (converted === null) return fieldFail(invalid);
    if (!values.includes(converted)) values.push(converted);
  }
  return fieldOk(multiple ? values : values[0]);
}

function asPositiveInteger(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** User ids are the database's integers; numeric text from multipart forms is read as one. */
function asId(v: unknown): number | string | null {
  return asPositiveInteger(v) ?? (typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : null);
}

function asUid(v: unknown): string | null {
  return typeof v === 'string' && v.startsWith(QUNIT_UID_PREFIX) && v.length > QUNIT_UID_PREFIX.length ? v : null;
}

function itemValues(items: readonly BpChoiceItem[]): string[] {
  return items.flatMap((i) => [i.value, ...itemValues(i.children ?? [])]);
}

function checkChoice(field: BpFieldOf<'choice' | 'autocomplete' | 'treeview'>, raw: unknown): FieldCheck {
  const allowed = itemValues(field.items);
  return many(field.multiple, raw, (v) => (typeof v === 'string' && allowed.includes(v) ? v : null));
}

/** Free tags: trimmed, without repeats; a comma-separated text is split. */
function checkTags(raw: unknown): FieldCheck {
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return fieldFail(invalid);
  const tags = [...new Set((list as string[]).map((t) => t.trim()).filter((t) => t !== ''))];
  return fieldOk(tags.length > 0 ? tags : null);
}

function checkFiles(raw: unknown, multiple: boolean, accept?: readonly string[]): FieldCheck {
  const list = Array.isArray(raw) ? raw : [raw];
  if (!multiple && list.length > 1) return fieldFail({ code: FIELD_MESSAGES.fileNotValid });
  for (const file of list) {
    const check = checkFileUpload(file, accept);
    if (!check.ok) return check;
  }
  return fieldOk(multiple ? list : list[0]);
}

/** Every metric's problems, each with `params.metric` (index) and `params.path`. */
function checkMetrics(raw: unknown): FieldCheck {
  if (!Array.isArray(raw)) return fieldFail(invalid);
  const errors = raw.flatMap((m, index) =>
    validateMetric(m).map((p) => ({ ...p.error, params: { ...p.error.params, metric: index, path: p.path } })),
  );
  if (errors.length > 0) return fieldFail(...errors);
  // Stored with the spec's default weight filled in.
  return fieldOk(raw.map((m: Record<string, unknown>) => ({ ...m, weight: metricWeight(m.weight) })));
}

/** `[{period: 'YYYY-MM', values: {metricId: number | category name | null}}]`. */
function checkTracking(raw: unknown): FieldCheck {
  if (!Array.isArray(raw)) return fieldFail(invalid);
  const periods = new Set<string>();
  for (const row of raw) {
    const r = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const period = r.period;
    const values = r.values;
    if (typeof period !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(period) || periods.has(period)) {
      return fieldFail(invalid);
    }
    periods.add(period);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return fieldFail(invalid);
    for (const [metricId, v] of Object.entries(values)) {
      const okValue = v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
      if (!/^\d+$/.test(metricId) || !okValue) return fieldFail(invalid);
    }
  }
  return fieldOk(raw);
}
