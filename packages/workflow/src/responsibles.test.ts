import { describe, expect, it } from 'vitest';
import { transitionById } from './definition.js';
import { candidateResponsibles } from './responsibles.js';
import { AUDIT, actor, CAPA, DOC, NC } from './testFixtures.js';
import type { UnitSnapshot } from './types.js';

const t = (def: typeof NC, id: string) => {
  const transition = transitionById(def, id);
  if (!transition) throw new Error(id);
  return transition;
};
const unit: UnitSnapshot = { state: 'abierta', responsibleId: 10, creatorId: 20, fields: { action_owner: 33 } };

describe('candidateResponsibles', () => {
  it.each([
    ['keep', NC, 'iniciar_analisis', unit, {}, { kind: 'fixed', userId: 10 }],
    ['none', NC, 'cerrar', unit, {}, { kind: 'fixed', userId: null }],
    [
      'process role of the BP process',
      NC,
      'abrir',
      null,
      {},
      { kind: 'choose', role: 'responsible', process: 'PS-08' },
    ],
    [
      'process role editor',
      NC,
      'solicitar_verificacion',
      unit,
      {},
      { kind: 'choose', role: 'editor', process: 'PS-08' },
    ],
    ['actor', DOC, 'crear', null, {}, { kind: 'fixed', userId: 7 }],
    ['creator of the unit', DOC, 'devolver', unit, {}, { kind: 'fixed', userId: 20 }],
    ['field from new values', CAPA, 'planificar', null, { action_owner: 41 }, { kind: 'fixed', userId: 41 }],
    ['field from the unit', CAPA, 'verificar_no_eficaz', unit, {}, { kind: 'fixed', userId: 33 }],
    ['empty field', CAPA, 'planificar', null, {}, { kind: 'fixed', userId: null }],
    [
      'multiple user field',
      AUDIT,
      'planificar',
      null,
      { lead_auditor: [5, 6] },
      { kind: 'choose_among', userIds: [5, 6] },
    ],
  ] as const)('%s', (_name, def, id, u, values, expected) => {
    expect(candidateResponsibles(def, t(def, id), { unit: u, actor: actor(7), values })).toEqual(expected);
  });

  it('takes the creator rule on creation as the actor', () => {
    const create = { ...t(DOC, 'crear'), responsible: { rule: 'creator' as const } };
    expect(candidateResponsibles(DOC, create, { unit: null, actor: actor(7) })).toEqual({ kind: 'fixed', userId: 7 });
  });

  it('uses the rule process over the BP process', () => {
    const tr = {
      ...t(NC, 'abrir'),
      responsible: { rule: 'process_role' as const, role: 'editor' as const, process: 'PE-02' },
    };
    expect(candidateResponsibles(NC, tr, { unit: null, actor: actor(7) })).toEqual({
      kind: 'choose',
      role: 'editor',
      process: 'PE-02',
    });
  });
});
