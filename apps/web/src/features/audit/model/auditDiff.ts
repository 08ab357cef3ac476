import { historyDiff } from '@qualium/workflow';
import type { DiffLine } from '../../viewer/diff';

/**
 * An audit entry's before and after as a readable diff (issue 6 "Audit"): nested values are
 * flattened to dotted paths (`info.name.es`), lists stay whole, and the workflow package's history
 * diff says what is new, changed or removed — drawn like a unit's history (new green, changed red
 * over the struck-through old value, removed struck through).
 */
type Flat = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaves of a JSON value by path; a value that is not an object is one leaf named `value`. */
export function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (!isRecord(value)) {
    if (value !== null && value !== undefined) out[prefix || 'value'] = value;
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) flatten(inner, path, out);
    else out[path] = inner;
  }
  return out;
}

/** A stored value as text: strings as they are, anything else as compact JSON. */
export const valueText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  return historyDiff(flatten(before), flatten(after)).map((change) => ({
    field: change.field,
    label: change.field,
    kind: change.kind,
    value: change.kind === 'removed' ? null : valueText(change.new),
    previous: change.kind === 'new' ? null : valueText(change.old),
  }));
}
