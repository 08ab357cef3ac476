import { describe, expect, it } from 'vitest';
import { planTransition } from './plan.js';
import { actor, NC } from './testFixtures.js';
import type { UnitSnapshot } from './types.js';

const opening = {
  subject: 'Etiquetado sin alérgenos en lote 24-118',
  origin: 'reclamacion_cliente',
  severity: 'grave',
  description: 'El cliente detecta etiquetas sin la mención de sulfitos.',
  detected_by: 12,
  detected_on: '2026-11-19',
  affected_process: 'PO-03',
};

describe('planTransition (an NC from opening to closing)', () => {
  it('creates the unit with the initial transition', () => {
    const plan = planTransition(NC, null, actor(12, 'creator'), {
      transitionId: 'abrir',
      values: opening,
      today: '2026-11-20',
    });
    expect(plan).toMatchObject({
      ok: true,
      state: 'abierta',
      responsible: { kind: 'choose', role: 'responsible', process: 'PS-08' },
      limit: '2026-11-27',
      closedAt: null,
    });
    if (!plan.ok) return;
    expect(plan.fields).toEqual(opening);
    expect(plan.diff.map((c) => [c.field, c.kind])).toEqual([
      ['subject', 'new'],
      ['origin', 'new'],
      ['severity', 'new'],
      ['description', 'new'],
      ['detected_by', 'new'],
      ['detected_on', 'new'],
      ['affected_process', 'new'],
    ]);
  });

  it('refuses creation to a user without creator or editor role', () => {
    expect(
      planTransition(NC, null, actor(12, 'reader'), { transitionId: 'abrir', values: opening, today: '2026-11-20' }),
    ).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
  });

  const open: UnitSnapshot = {
    state: 'en_analisis',
    responsibleId: 30,
    creatorId: 12,
    fields: opening,
    limit: '2026-12-05',
  };

  it('refuses a transition from another state, an unknown one and one the actor may not run', () => {
    const run = (transitionId: string, who = actor(30)) =>
      planTransition(NC, open, who, { transitionId, values: {}, today: '2026-11-25' });
    expect(run('cerrar')).toEqual({ ok: false, reason: 'not_allowed' });
    expect(run('abrir')).toEqual({ ok: false, reason: 'not_allowed' });
    expect(run('volar')).toEqual({ ok: false, reason: 'unknown_transition' });
    expect(run('planificar_acciones', actor(99))).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it('returns the field messages when the form is not valid', () => {
    const plan = planTransition(NC, open, actor(30), {
      transitionId: 'planificar_acciones',
      values: { root_cause_category: 'maquina', cost: '1.234,5' },
      today: '2026-11-25',
    });
    expect(plan).toEqual({
      ok: false,
      reason: 'invalid_fields',
      errors: {
        root_cause: [{ code: 'required_field' }],
        cost: [{ code: 'invalid_value' }],
        actions_due: [{ code: 'required_field' }],
      },
    });
  });

  it('records changes with old values and takes the limit from the field', () => {
    const plan = planTransition(NC, open, actor(30), {
      transitionId: 'planificar_acciones',
      values: {
        root_cause_category: 'maquina',
        root_cause: 'La etiquetadora L2 no carga la plantilla actualizada tras el cambio de formato.',
        cost: '1 234,50',
        actions_due: '2027-01-15',
      },
      today: '2026-11-25',
    });
    expect(plan).toMatchObject({
      ok: true,
      state: 'acciones_en_curso',
      limit: '2027-01-15',
      responsible: { kind: 'fixed', userId: 30 },
    });
    if (!plan.ok) return;
    expect(plan.diff).toEqual([
      { field: 'root_cause_category', kind: 'new', new: 'maquina' },
      { field: 'cost', kind: 'new', new: 1234.5 },
      {
        field: 'root_cause',
        kind: 'new',
        new: 'La etiquetadora L2 no carga la plantilla actualizada tras el cambio de formato.',
      },
      { field: 'actions_due', kind: 'new', new: '2027-01-15' },
    ]);
  });

  it('closes with today and clears the limit', () => {
    const checking: UnitSnapshot = { ...open, state: 'verificacion_eficacia', responsibleId: 40 };
    const plan = planTransition(NC, checking, actor(40), {
      transitionId: 'cerrar',
      values: {
        effectiveness_result: 'eficaz',
        verified_on: '2027-02-20',
        effectiveness_notes: 'Sin reclamaciones en 3 meses.',
      },
      today: '2027-02-22',
    });
    expect(plan).toMatchObject({
      ok: true,
      state: 'cerrada',
      closedAt: '2027-02-22',
      limit: null,
      responsible: { kind: 'fixed', userId: null },
    });
  });

  it('opens a child CAPA without moving the NC', () => {
    const plan = planTransition(NC, open, actor(30), { transitionId: 'abrir_capa', values: {}, today: '2026-11-25' });
    expect(plan).toMatchObject({ ok: true, state: null, limit: '2026-12-05', diff: [] });
  });

  it('removes a value the user clears', () => {
    const withCost: UnitSnapshot = { ...open, state: 'acciones_en_curso', fields: { ...opening, cost: 100 } };
    const plan = planTransition(NC, withCost, actor(30), {
      transitionId: 'solicitar_verificacion',
      values: { cost: '' },
      today: '2026-11-25',
    });
    expect(plan.ok && plan.diff).toEqual([{ field: 'cost', kind: 'removed', old: 100 }]);
    expect(plan.ok && 'cost' in plan.fields).toBe(false);
  });
});
