import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { testInput } from './testInputs';
import { checkInput, errorsOfPart } from './validate';

const codes = (errors: ReadonlyArray<{ code: string }>) => errors.map((e) => e.code);

describe('date-time completeness (records-explorer §4)', () => {
  const optional = testInput({ id: 'start', kind: 'date_time', field_kind: 'date_time' });
  const required = { ...optional, required: true };

  it('asks for the time when only the day is given, and for the day when only the time is', () => {
    const onlyDay = checkInput(optional, { date: '2026-03-02', time: '' });
    expect(codes(errorsOfPart(onlyDay, 'time'))).toEqual(['required_field']);
    expect(errorsOfPart(onlyDay, 'date')).toEqual([]);
    const onlyTime = checkInput(optional, { date: '', time: '10:00' });
    expect(codes(errorsOfPart(onlyTime, 'date'))).toEqual(['required_field']);
  });

  it('is empty (null) when both are empty: fine when optional, required_field when required', () => {
    expect(checkInput(optional, { date: '', time: '' })).toEqual([]);
    expect(codes(checkInput(required, { date: '', time: '' }))).toEqual(['required_field']);
  });

  it('names the time problems HH:MM, invalid_hour and invalid_minute', () => {
    const time = (t: string) => codes(errorsOfPart(checkInput(optional, { date: '2026-03-02', time: t }), 'time'));
    expect(time('930')).toEqual(['HH:MM']);
    expect(time('9:3')).toEqual(['HH:MM']);
    expect(time('24:00')).toEqual(['invalid_hour']);
    expect(time('23:60')).toEqual(['invalid_minute']);
    expect(time('9:30')).toEqual([]);
  });

  it('refuses days outside 1900-2100', () => {
    expect(codes(errorsOfPart(checkInput(optional, { date: '2101-01-01', time: '10:00' }), 'date'))).toEqual([
      'invalid_date',
    ]);
  });
});

describe('the client gives the engine messages', () => {
  it('numbers: thousands with _ or spaces, comma decimals, decimals and limits', () => {
    const cost = testInput({ id: 'cost', kind: 'numeric', field_kind: 'decimal', rules: { min: 0, decimals: 2 } });
    expect(checkInput(cost, '1_234,50')).toEqual([]);
    expect(checkInput(cost, '1 234,5')).toEqual([]);
    expect(codes(checkInput(cost, 'doce'))).toEqual(['invalid_value']);
    expect(codes(checkInput(cost, '1,234'))).toEqual(['invalid_value']);
    expect(checkInput(cost, '-1')).toEqual([{ code: 'bigger_than', params: { value: -0.01 } }]);
    const count = testInput({
      id: 'n',
      kind: 'numeric',
      field_kind: 'numeric',
      rules: { min: 0, max: 999, decimals: 0 },
    });
    expect(checkInput(count, '1000')).toEqual([{ code: 'smaller_than', params: { value: 1000 } }]);
    expect(codes(checkInput(count, '2,5'))).toEqual(['invalid_value']);
  });

  it('texts, e-mails and links', () => {
    const text = testInput({ id: 't', kind: 'text', field_kind: 'text' });
    expect(codes(checkInput(text, ' leading'))).toEqual(['inputs.start_space']);
    const email = testInput({ id: 'e', kind: 'text', field_kind: 'text', rules: { email: true } });
    expect(codes(checkInput(email, 'calidad@'))).toEqual(['inputs.email_invalid']);
    const link = testInput({ id: 'l', kind: 'link', field_kind: 'link' });
    expect(codes(checkInput(link, 'ftp://intranet/kpi'))).toEqual(['inputs.link_invalid']);
    expect(checkInput(link, 'https://intranet.example.com/kpi')).toEqual([]);
  });

  it('required selections, including related selects needing at least one unit', () => {
    const origin = testInput({
      id: 'origin',
      kind: 'select',
      field_kind: 'choice',
      required: true,
      items: [{ value: 'proveedor', text: 'Proveedor' }],
    });
    expect(codes(checkInput(origin, ''))).toEqual(['required_field']);
    expect(checkInput(origin, 'proveedor')).toEqual([]);
    const findings = testInput({
      id: 'f',
      kind: 'related_select',
      field_kind: 'related',
      multiple: true,
      required: true,
    });
    expect(codes(checkInput(findings, []))).toEqual(['required_field']);
    expect(checkInput(findings, ['QUnit#NC#1#4'])).toEqual([]);
  });

  it('files: up to 20 MiB each before any byte is sent; a stored file satisfies required', () => {
    const doc = testInput({ id: 'doc', kind: 'file', field_kind: 'versionable_file', required: true });
    const sized = (size: number) => {
      const file = new File([], 'manual.pdf', { type: 'application/pdf' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    expect(checkInput(doc, [sized(UPLOAD_MAX_BYTES - 1)])).toEqual([]);
    expect(codes(checkInput(doc, [sized(UPLOAD_MAX_BYTES)]))).toEqual(['inputs.file_too_big']);
    expect(codes(checkInput(doc, []))).toEqual(['required_field']);
    const stored = { ...doc, value: { filename: 'manual.pdf', version: 2 } };
    expect(checkInput(stored, [])).toEqual([]);
  });

  it('tracking cells of number metrics must be numbers', () => {
    const tracking = testInput({ id: 'tracking', kind: 'indicator_tracking', field_kind: 'indicator_tracking' });
    const metrics = [
      {
        id: 1,
        name: 'A',
        description: 'a',
        weight: 1,
        type: 'number' as const,
        metric_config: { number_type: 'int' as const, only_positive: false, units: 'u' },
      },
    ];
    const errors = checkInput(tracking, [{ period: '2026-02', values: { '1': 'muchos' } }], { metrics });
    expect(errors).toEqual([{ code: 'invalid_value', params: { period: '2026-02', metric: '1' } }]);
    expect(checkInput(tracking, [{ period: '2026-02', values: { '1': '12' } }], { metrics })).toEqual([]);
  });

  it('does not check what it does not send', () => {
    const score = testInput({ id: 's', kind: 'computed', field_kind: 'decimal', readonly: true, required: true });
    expect(checkInput(score, '')).toEqual([]);
  });
});
