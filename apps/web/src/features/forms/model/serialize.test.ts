import { describe, expect, it } from 'vitest';
import { initialDrafts } from './drafts';
import { buildFormData, rawValue } from './serialize';
import { testInput } from './testInputs';

const subject = testInput({ id: 'subject', kind: 'text', field_kind: 'text' });
const standard = testInput({ id: 'standard', kind: 'select', field_kind: 'choice', multiple: true });
const start = testInput({ id: 'start', kind: 'date_time', field_kind: 'date_time' });
const review = testInput({
  id: 'review',
  kind: 'time_event',
  field_kind: 'time_event',
  time_event: { min_days: 0, max_days: 1000, default_period: 'm', includes_weekends: true },
});
const evidence = testInput({ id: 'evidence', kind: 'file', field_kind: 'file', multiple: true });
const metrics = testInput({ id: 'metrics', kind: 'metric_edit', field_kind: 'metrics' });
const tracking = testInput({ id: 'tracking', kind: 'indicator_tracking', field_kind: 'indicator_tracking' });
const score = testInput({ id: 'score', kind: 'computed', field_kind: 'decimal', readonly: true, value: 80 });
const secret = testInput({ id: 'secret', kind: 'text', field_kind: 'text', hidden: true, value: 'kept' });
const status = testInput({ id: 'status', kind: 'state', field_kind: 'state', value: 'abierta' });

const numberMetric = {
  id: 1,
  name: 'Entregas',
  description: 'A tiempo',
  weight: 2,
  type: 'number' as const,
  metric_config: { number_type: 'float' as const, only_positive: true, units: '%' },
};
const categoryMetric = {
  id: 2,
  name: 'Auditoría',
  description: 'Resultado',
  weight: 1,
  type: 'category' as const,
  metric_config: { categories: { Bueno: 100, Malo: 0 } },
};

function entries(form: FormData): Array<[string, string]> {
  return [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}:${v.size}`]);
}

describe('buildFormData', () => {
  it('sends control fields first, leaving empty ones out', () => {
    const form = buildFormData({ business_process: 'NC', responsible: '', origin_qunit: 'QUnit#AUDIT#1#3' }, [], {});
    expect(entries(form)).toEqual([
      ['business_process', 'NC'],
      ['origin_qunit', 'QUnit#AUDIT#1#3'],
    ]);
  });

  it('sends texts as typed, lists and structured values as JSON, files as files', () => {
    const photo = new File(['abc'], 'foto.png', { type: 'image/png' });
    const form = buildFormData(
      { transition_id: 'iniciar', version: '3' },
      [subject, standard, start, review, evidence],
      {
        subject: ' Etiquetado incorrecto',
        standard: ['iso9001', 'iso14001'],
        start: { date: '2026-03-02', time: '9:30' },
        review: { amount: '12', tipo_periodo: 'm', incluye_findes: false, weekdays: [] },
        evidence: [photo],
      },
    );
    expect(entries(form)).toEqual([
      ['transition_id', 'iniciar'],
      ['version', '3'],
      ['subject', ' Etiquetado incorrecto'],
      ['standard', '["iso9001","iso14001"]'],
      ['start', '{"date":"2026-03-02","time":"9:30"}'],
      ['review', '{"amount":"12","tipo_periodo":"m","incluye_findes":false}'],
      ['evidence', 'file:foto.png:3'],
    ]);
  });

  it('sends empty values so that a transition can clear a field, but no file when none was chosen', () => {
    const form = buildFormData(
      {},
      [subject, standard, start, review, evidence],
      initialDrafts([subject, standard, start, review, evidence], 'es'),
    );
    expect(entries(form)).toEqual([
      ['subject', ''],
      ['standard', '[]'],
      ['start', ''],
      ['review', ''],
    ]);
  });

  it('never sends hidden, read-only, computed or state inputs', () => {
    const form = buildFormData({}, [score, secret, status], initialDrafts([score, secret, status], 'es'));
    expect(entries(form)).toEqual([]);
  });

  it('sends weekly selections sorted, only for weekly periods', () => {
    const weekly = { amount: '2', tipo_periodo: 's' as const, incluye_findes: true, weekdays: [4, 0, 2] };
    expect(rawValue(review, weekly)).toEqual({ ...weekly, weekdays: [0, 2, 4] });
    expect(rawValue(review, { ...weekly, tipo_periodo: 'm' })).toEqual({
      amount: '2',
      tipo_periodo: 'm',
      incluye_findes: true,
    });
  });

  it('turns typed metric and tracking numbers into numbers, keeping category names', () => {
    const form = buildFormData(
      {},
      [metrics, tracking],
      {
        metrics: [{ ...numberMetric, value: '95,5' }, categoryMetric],
        tracking: [{ period: '2026-01', values: { '1': '1 234,5', '2': 'Bueno', '3': '' } }],
      },
      { metrics: [numberMetric, categoryMetric] },
    );
    const sent = Object.fromEntries(entries(form).map(([k, v]) => [k, JSON.parse(v)]));
    expect(sent.metrics[0].value).toBe(95.5);
    expect(sent.metrics[1]).toEqual(categoryMetric);
    expect(sent.tracking).toEqual([{ period: '2026-01', values: { '1': 1234.5, '2': 'Bueno', '3': null } }]);
  });
});
