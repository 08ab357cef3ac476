import { describe, expect, it } from 'vitest';
import { transitionById } from './definition.js';
import { actor, DOC, NC, NOTIF } from './testFixtures.js';
import { canCreate, canRunTransition, transitionCandidates } from './transitions.js';
import type { UnitSnapshot } from './types.js';

const ids = (list: { id: string }[]) => list.map((t) => t.id);
const unit = (state: string, extra: Partial<UnitSnapshot> = {}): UnitSnapshot => ({
  state,
  responsibleId: 10,
  creatorId: 20,
  ...extra,
});

describe('creation (records-explorer §6: creator may create units)', () => {
  it.each([
    [['creator'], true],
    [['editor'], true],
    [['creator', 'reader'], true],
    [['responsible'], false],
    [['reader', 'original_document_reader', 'visor_pdf_reader'], false],
    [[], false],
  ] as const)('roles %j → canCreate %s', (roles, expected) => {
    expect(canCreate(NC, actor(1, ...roles))).toBe(expected);
    expect(ids(transitionCandidates(NC, null, actor(1, ...roles)))).toEqual(expected ? ['abrir'] : []);
  });

  it('lets only editors create where the initial transition lists editor alone', () => {
    expect(canCreate(NOTIF, actor(1, 'creator'))).toBe(false);
    expect(canCreate(NOTIF, actor(1, 'editor'))).toBe(true);
  });
});

describe('transition candidates', () => {
  it.each([
    // [state, actor, candidates]
    ['abierta', actor(10), ['iniciar_analisis', 'anular']],
    ['abierta', actor(20), ['anular']],
    ['abierta', actor(30), []],
    ['abierta', actor(30, 'responsible', 'creator'), []],
    ['abierta', actor(30, 'editor'), ['iniciar_analisis', 'anular']],
    ['en_analisis', actor(10), ['abrir_capa', 'planificar_acciones', 'anular']],
    ['acciones_en_curso', actor(10), ['abrir_capa', 'solicitar_verificacion']],
    ['verificacion_eficacia', actor(10), ['cerrar', 'no_eficaz']],
    ['cerrada', actor(10, 'editor'), []],
    ['no_such_state', actor(10, 'editor'), []],
  ] as const)('%s for %j → %j', (state, who, expected) => {
    expect(ids(transitionCandidates(NC, unit(state), who))).toEqual(expected);
  });

  it('never offers the initial transition on an existing unit, even to editors', () => {
    expect(ids(transitionCandidates(NC, unit('abierta'), actor(1, 'editor')))).not.toContain('abrir');
  });

  it('gives reader roles the transitions that list them', () => {
    const vigente = unit('vigente');
    expect(ids(transitionCandidates(DOC, vigente, actor(50, 'reader')))).toEqual(['confirmar_lectura']);
    expect(ids(transitionCandidates(DOC, vigente, actor(50, 'visor_pdf_reader')))).toEqual(['confirmar_lectura']);
    expect(ids(transitionCandidates(DOC, vigente, actor(10)))).toEqual([
      'revisar_periodicamente',
      'nueva_version',
      'obsoletar',
    ]);
  });

  it('needs a responsible to match: a unit without one is open only to editors', () => {
    const orphan = unit('abierta', { responsibleId: null, creatorId: null });
    expect(ids(transitionCandidates(NC, orphan, actor(10)))).toEqual([]);
    const t = transitionById(NC, 'iniciar_analisis');
    expect(t && canRunTransition(t, orphan, actor(10, 'editor'))).toBe(true);
  });

  it('compares ids strictly (12 is not "12")', () => {
    expect(ids(transitionCandidates(NC, unit('abierta', { responsibleId: '10' }), actor(10)))).toEqual([]);
  });
});
