import { DOCISODEFAULT_DEFINITION } from '@qualium/demo-bps';
import { describe, expect, it } from 'vitest';
import { planTransition } from './plan.js';
import { actor, parsed } from './testFixtures.js';
import type { UnitSnapshot } from './types.js';

/** Version numbers follow approvals (`workflow.document_control`), in the demo's controlled document. */
const DOC = parsed(DOCISODEFAULT_DEFINITION);

const awaiting = (fields: Record<string, unknown>): UnitSnapshot => ({
  state: 'pendiente_aprobacion',
  responsibleId: 7,
  creatorId: 7,
  limit: '2026-11-30',
  closedAt: null,
  fields: { code: 'PG-07', doc_title: 'Control de la documentación', owner: 7, review_period: '12m', ...fields },
});

const approve = (unit: UnitSnapshot) =>
  planTransition(DOC, unit, actor(7, 'responsible'), {
    transitionId: 'aprobar',
    values: { approved_on: '2026-11-20' },
    today: '2026-11-20',
  });

describe('approvals number the versions of a controlled document', () => {
  it('gives the first approval version 1, recorded in the history diff', () => {
    const plan = approve(awaiting({}));
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.fields.doc_version).toBe('1');
    expect(plan.diff).toContainEqual({ field: 'doc_version', kind: 'new', new: '1' });
  });

  it('gives each later approval the next number', () => {
    const plan = approve(awaiting({ doc_version: '2' }));
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.diff).toContainEqual({ field: 'doc_version', kind: 'changed', old: '2', new: '3' });
  });

  it('leaves the number alone on other transitions', () => {
    const plan = planTransition(DOC, awaiting({ doc_version: '2' }), actor(7, 'responsible'), {
      transitionId: 'devolver',
      values: { review_comments: 'Falta el anexo II.' },
      today: '2026-11-20',
    });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.fields.doc_version).toBe('2');
    expect(plan.diff.map((c) => c.field)).toEqual(['review_comments']);
  });
});
