import { describe, expect, it } from 'vitest';
import { transitionById } from './definition.js';
import { closingDate, isOverdue, nextDueDate } from './due.js';
import { AUDIT, CAPA, DOC, NC } from './testFixtures.js';

const t = (def: typeof NC, id: string) => {
  const transition = transitionById(def, id);
  if (!transition) throw new Error(id);
  return transition;
};
// 2026-11-20 is a Friday.
const FRIDAY = '2026-11-20';

describe('nextDueDate', () => {
  it.each([
    ['5 working days (NC opened on a Friday)', NC, 'abrir', {}, null, '2026-11-27'],
    ['15 calendar days', NC, 'iniciar_analisis', {}, null, '2026-12-05'],
    ['30 calendar days', NC, 'no_eficaz', {}, null, '2026-12-20'],
    ['from a date field', NC, 'planificar_acciones', { actions_due: '2027-01-15' }, '2026-11-30', '2027-01-15'],
    ['from a date field, still empty: keeps', NC, 'planificar_acciones', {}, '2026-11-30', '2026-11-30'],
    ['from a date-time field', AUDIT, 'planificar', { planned_start: '2026-05-18T09:00' }, null, '2026-05-18'],
    [
      'from a time-event field (12 months)',
      DOC,
      'aprobar',
      { review_period: { amount: 12, tipo_periodo: 'm', days: 365 } },
      null,
      '2027-11-20',
    ],
    ['keep', CAPA, 'iniciar', {}, '2026-12-01', '2026-12-01'],
    ['none', NC, 'cerrar', {}, '2026-12-01', null],
    ['related BP leaves the limit', NC, 'abrir_capa', {}, '2026-12-01', '2026-12-01'],
  ] as const)('%s', (_name, def, id, values, current, expected) => {
    expect(nextDueDate(t(def, id), FRIDAY, values, current)).toBe(expected);
  });

  it('moves a date-field limit on a weekend to Monday when counting working days', () => {
    const tr = {
      ...t(NC, 'planificar_acciones'),
      due: { rule: 'field' as const, field: 'actions_due', offset_days: 0, working_days: true },
    };
    expect(nextDueDate(tr, FRIDAY, { actions_due: '2026-11-21' })).toBe('2026-11-23');
  });

  it('adds offset days to the field date', () => {
    const tr = {
      ...t(NC, 'planificar_acciones'),
      due: { rule: 'field' as const, field: 'actions_due', offset_days: 10, working_days: false },
    };
    expect(nextDueDate(tr, FRIDAY, { actions_due: '2026-12-28' })).toBe('2027-01-07');
  });
});

describe('closingDate', () => {
  it.each([
    ['reaching a closed state', 'cerrada', null, '2026-11-20'],
    ['staying open', 'en_analisis', null, null],
    ['moving between closed states keeps the first closing', 'anulada', '2026-10-01', '2026-10-01'],
    ['reopening clears it', 'acciones_en_curso', '2026-10-01', null],
  ] as const)('%s', (_name, state, current, expected) => {
    expect(closingDate(NC, state, FRIDAY, current)).toBe(expected);
  });
});

describe('isOverdue', () => {
  it.each([
    ['2026-11-19', true],
    ['2026-11-20', false],
    ['2026-11-21', false],
    [null, false],
    ['', false],
  ] as const)('%s → %s', (limit, overdue) => expect(isOverdue(limit, FRIDAY)).toBe(overdue));
});
