import { validateBpDefinition } from '@qualium/contracts';
import { DEMO_BP_DEFINITIONS } from '@qualium/demo-bps';
import { describe, expect, it } from 'vitest';
import type { SortSpec, UnitFilter } from './query.js';
import { statementKey } from './query.js';
import { resolveRef } from './refs.js';

/** The demo NC definition, validated as the server keeps it (a fresh object each call). */
function ncDefinition() {
  const checked = validateBpDefinition(DEMO_BP_DEFINITIONS.NC);
  if (!checked.ok) throw new Error('demo definition invalid');
  return checked.value;
}

const list: UnitFilter = {
  siteId: 1,
  businessProcessIds: [3],
  visible: [{ centroId: 1, processIds: [4, 5] }],
  search: [],
  processIds: [],
  responsibleId: null,
  openOnly: false,
  excludeStates: [],
  uid: null,
  directoryIds: [],
  conditions: [],
  relatedTo: null,
};

const sortBy = (name: string, definition = ncDefinition()): SortSpec => ({
  ref: resolveRef(name, [definition])!,
  desc: true,
  stateOrder: [],
});

describe('statementKey', () => {
  it('tells apart lists, orders and pages that make different statements', () => {
    const page = { offset: 0, limit: 10 };
    const key = statementKey(list, sortBy('fecha_creacion'), page);
    expect(statementKey(list, sortBy('fecha_creacion'), page)).toBe(key);
    expect(statementKey(list, sortBy('fecha_creacion'), { offset: 10, limit: 10 })).not.toBe(key);
    expect(statementKey(list, sortBy('severity'), page)).not.toBe(key);
    expect(statementKey(list, { ...sortBy('fecha_creacion'), desc: false }, page)).not.toBe(key);
    expect(statementKey({ ...list, excludeStates: ['cerrada'] }, sortBy('fecha_creacion'), page)).not.toBe(key);
    expect(
      statementKey({ ...list, visible: [{ centroId: 2, processIds: [4, 5] }] }, sortBy('fecha_creacion'), page),
    ).not.toBe(key);
    expect(statementKey({ ...list, searchFound: 'broad', search: ['lote'] }, sortBy('fecha_creacion'), page)).not.toBe(
      key,
    );
  });

  it('keys a field by what the statement reads of it, not by the definition it comes from', () => {
    const key = statementKey(list, sortBy('severity'));
    // Another copy of the definition (kept again after an edit that left the field alone): same statement.
    expect(statementKey(list, sortBy('severity', ncDefinition()))).toBe(key);
    expect(key).not.toContain('business_process');
    const ref = sortBy('severity').ref;
    expect(
      statementKey(list, { ...sortBy('severity'), ref: { ...ref, column: 'number_value' } as typeof ref }),
    ).not.toBe(key);
  });

  it('has no key for a list holding the units a search found', () => {
    expect(statementKey({ ...list, search: ['lote'], searchFound: [1, 2, 3] })).toBeNull();
  });
});
