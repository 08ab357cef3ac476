import { describe, expect, it } from 'vitest';
import {
  FIELD_KIND_INPUTS,
  FIELD_KIND_SPEC_NAMES,
  FIELD_KINDS,
  type FieldKind,
  FORM_INPUT_KINDS,
} from './fieldKinds.js';
import { bpField } from './fields.js';

/** The least each kind needs besides id, kind and label. */
const MINIMAL: Record<FieldKind, object> = {
  date_time: {},
  date: {},
  image: {},
  link: {},
  file: {},
  numeric: {},
  decimal: {},
  text: {},
  textarea: {},
  autocomplete: { items: [{ value: 'a', label: { es: 'A' } }] },
  treeview: { items: [{ value: 'a', label: { es: 'A' }, children: [{ value: 'b', label: { es: 'B' } }] }] },
  choice: { items: [{ value: 'a', label: { es: 'A' } }] },
  directory: {},
  user: {},
  related: {},
  relationships: { target_business_process: 'NC' },
  process_user: {},
  dynamic_choice: { depends_on: { field: 'other', source: { business_process: 'AUDIT', field: 'standard' } } },
  tag: {},
  time_event: {},
  state: {},
  date_limit: {},
  versionable_file: {},
  indicator_tracking: { metrics_field: 'metrics' },
  centro: {},
  metrics: {},
};

describe('field kinds', () => {
  it.each(FIELD_KINDS)('%s parses with its minimal options', (kind) => {
    const r = bpField.safeParse({ id: 'f', kind, label: { es: 'Campo' }, ...MINIMAL[kind] });
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  it('has a spec name and a default input for every kind, and only known inputs', () => {
    for (const kind of FIELD_KINDS) {
      expect(FIELD_KIND_SPEC_NAMES[kind]).toBeTruthy();
      for (const input of FIELD_KIND_INPUTS[kind]) expect(FORM_INPUT_KINDS).toContain(input);
    }
  });

  it('applies the spec defaults: numeric 0 decimals, decimal 2, time event by month', () => {
    const parse = (kind: string) => bpField.parse({ id: 'f', kind, label: { es: 'x' } }) as any;
    expect(parse('numeric').decimals).toBe(0);
    expect(parse('decimal').decimals).toBe(2);
    expect(parse('time_event').time_event).toEqual({
      min_days: 0,
      max_days: 36_525,
      default_period: 'm',
      includes_weekends: true,
    });
  });

  it('refuses a dynamic choice without a source', () => {
    const r = bpField.safeParse({ id: 'f', kind: 'dynamic_choice', label: { es: 'x' }, depends_on: { field: 'a' } });
    expect(r.success).toBe(false);
  });
});
