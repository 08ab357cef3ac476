import { describe, expect, it } from 'vitest';
import { transitionById } from './definition.js';
import { fieldsToCollect, validateFields } from './fields.js';
import { AUDIT, NC } from './testFixtures.js';

const t = (id: string) => {
  const transition = transitionById(NC, id);
  if (!transition) throw new Error(id);
  return transition;
};

describe('fieldsToCollect', () => {
  it('gives the model fields in the transition order with its overrides', () => {
    const fields = fieldsToCollect(NC, t('planificar_acciones'));
    expect(fields.map((f) => [f.id, f.kind, f.required])).toEqual([
      ['root_cause_category', 'choice', true],
      ['root_cause', 'textarea', true],
      ['cost', 'decimal', false],
      ['actions_due', 'date', true],
    ]);
  });
  it('is empty for a transition that collects nothing', () => {
    expect(fieldsToCollect(NC, t('abrir_capa'))).toEqual([]);
  });
});

describe('validateFields', () => {
  const valid = {
    subject: 'Etiquetado sin alérgenos en lote 24-118',
    origin: 'reclamacion_cliente',
    severity: 'grave',
    description: 'El cliente Distribuciones Sur detecta etiquetas sin la mención de sulfitos.',
    detected_by: '12',
    detected_on: '2026-03-14',
    affected_process: 'PO-03',
    product_lot: 'Mejillón en escabeche 120 g / lote 24-118',
    quantity_affected: '1 200',
    evidence: [{ filename: 'foto_etiqueta.jpg', size: 2_000_000, mimetype: 'image/jpeg' }],
    not_collected: 'ignored',
  };

  it('returns the checked values of the collected fields only', () => {
    const r = validateFields(NC, t('abrir').fields, valid);
    expect(r.ok).toBe(true);
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ detected_by: 12, quantity_affected: 1200, audit: null, photo: null });
    expect(r.values).not.toHaveProperty('not_collected');
  });

  it('gives every field its messages', () => {
    const r = validateFields(NC, t('abrir').fields, {
      ...valid,
      subject: ' Etiquetado',
      severity: 'muy_grave',
      detected_on: '2026-02-30',
      quantity_affected: '-5',
      description: '',
    });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual({
      subject: [{ code: 'inputs.start_space' }],
      severity: [{ code: 'invalid_value' }],
      description: [{ code: 'required_field' }],
      detected_on: [{ code: 'invalid_date' }],
      quantity_affected: [{ code: 'bigger_than', params: { value: -1 } }],
    });
  });

  it('applies per-transition required overrides', () => {
    expect(validateFields(NC, t('iniciar_analisis').fields, {}).errors).toEqual({
      immediate_action: [{ code: 'required_field' }],
    });
    expect(validateFields(NC, ['immediate_action'], {}).ok).toBe(true);
    expect(validateFields(NC, [{ field: 'subject', required: false }], {}).ok).toBe(true);
  });

  it('skips readonly fields', () => {
    expect(validateFields(NC, [{ field: 'subject', readonly: true }], { subject: ' x' })).toEqual({
      ok: true,
      values: {},
      errors: {},
    });
  });

  it('checks date-time fields part by part', () => {
    const r = validateFields(AUDIT, ['planned_start', 'planned_end'], {
      planned_start: { date: '2026-05-18', time: '9:00' },
      planned_end: { date: '2026-05-19', time: '' },
    });
    expect(r.values).toEqual({ planned_start: '2026-05-18T09:00' });
    expect(r.errors).toEqual({ planned_end: [{ code: 'required_field', params: { part: 'time' } }] });
  });

  it('throws on a field the definition does not have (a programming error)', () => {
    expect(() => validateFields(NC, ['lote'], {})).toThrow(/Unknown field 'lote'/);
  });
});
