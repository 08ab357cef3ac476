import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { validateFieldValue } from './fieldValue.js';
import { field } from './testFixtures.js';

const items = [
  { value: 'leve', label: { es: 'Leve' } },
  { value: 'grave', label: { es: 'Grave' } },
];
const tree = [
  { value: 'operativos', label: { es: 'Operativos' }, children: [{ value: 'PO-03', label: { es: 'Producción' } }] },
];
const pdf = { filename: 'acta.pdf', size: 1024, mimetype: 'application/pdf' };
const fail = (code: string, params?: object) => ({ ok: false, errors: [params ? { code, params } : { code }] });
const ok = (value: unknown) => ({ ok: true, value });

describe('required fields (records-explorer §5)', () => {
  it.each([
    ['text', {}],
    ['textarea', {}],
    ['choice', { items }],
    ['treeview', { items: tree }],
    ['directory', {}],
    ['related', {}],
    ['process_user', {}],
    ['metrics', {}],
    ['date', {}],
    ['date_time', {}],
    ['numeric', {}],
    ['file', {}],
    ['user', { multiple: true }],
  ] as const)('%s → required_field when empty', (kind, extra) => {
    const f = field(kind, { ...extra, required: true });
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(validateFieldValue(f, empty)).toEqual(fail('required_field'));
    }
  });

  it('lets an optional empty field through as null', () => {
    expect(validateFieldValue(field('text'), '')).toEqual(ok(null));
    expect(validateFieldValue(field('date_time'), { date: '', time: '' })).toEqual(ok(null));
  });

  it('counts a stored file as given', () => {
    const stored = { value: 'blob/ab12', filename: 'acta.pdf' };
    expect(validateFieldValue(field('file', { required: true }), null, { previous: stored })).toEqual(ok(stored));
    expect(validateFieldValue(field('versionable_file', { required: true }), undefined, { previous: stored })).toEqual(
      ok(stored),
    );
  });
});

describe('per-kind rules and messages', () => {
  it.each([
    // text
    ['text', {}, 'Etiquetado incorrecto', ok('Etiquetado incorrecto')],
    ['text', {}, ' Etiquetado', fail('inputs.start_space')],
    ['text', {}, '\tEtiquetado', fail('inputs.start_space')],
    ['text', { rules: { email: true } }, 'calidad@conservas-norte.es', ok('calidad@conservas-norte.es')],
    ['text', { rules: { email: true } }, 'calidad@conservas', fail('inputs.email_invalid')],
    ['text', { rules: { email: true } }, 'calidad conservas.es', fail('inputs.email_invalid')],
    ['text', { rules: { max_length: 5 } }, 'abcdef', fail('invalid_value', { max_length: 5 })],
    ['text', {}, { a: 1 }, fail('invalid_value')],
    ['textarea', {}, ' Empieza con espacio', ok(' Empieza con espacio')],
    ['textarea', { rules: { max_length: 3 } }, 'abcd', fail('invalid_value', { max_length: 3 })],
    // link
    ['link', {}, 'https://bi.conservas-norte.es/kpi/7', ok('https://bi.conservas-norte.es/kpi/7')],
    ['link', {}, 'http://intranet/doc', ok('http://intranet/doc')],
    ['link', {}, 'ftp://files.example.com', fail('inputs.link_invalid')],
    ['link', {}, 'javascript:alert(1)', fail('inputs.link_invalid')],
    ['link', {}, 'www.example.com', fail('inputs.link_invalid')],
    ['link', {}, 42, fail('inputs.link_invalid')],
    // numeric and decimal
    ['numeric', {}, '1_500', ok(1500)],
    ['numeric', {}, '1 500', ok(1500)],
    ['numeric', {}, 'mil', fail('invalid_value')],
    ['numeric', {}, '2,5', fail('invalid_value', { decimals: 0 })],
    ['numeric', { rules: { min: 0 } }, '-3', fail('bigger_than', { value: -1 })],
    ['numeric', { rules: { max: 999 } }, '1000', fail('smaller_than', { value: 1000 })],
    ['decimal', {}, '1 234,56', ok(1234.56)],
    ['decimal', {}, '1,234', fail('invalid_value', { decimals: 2 })],
    ['decimal', { rules: { min: 0 } }, '-0,01', fail('bigger_than', { value: -0.01 })],
    ['decimal', { decimals: 0 }, '3,5', fail('invalid_value', { decimals: 0 })],
    ['numeric', {}, true, fail('invalid_value')],
    // dates and times
    ['date', {}, '2026-03-14', ok('2026-03-14')],
    ['date', {}, '2026-02-29', fail('invalid_date')],
    ['date', {}, '1899-12-31', fail('invalid_date')],
    ['date', {}, '2101-01-01', fail('invalid_date')],
    ['date', {}, '14/03/2026', fail('invalid_date')],
    ['date_limit', {}, '2026-12-12', ok('2026-12-12')],
    ['date_time', {}, { date: '2026-03-14', time: '8:00' }, ok('2026-03-14T08:00')],
    ['date_time', {}, '2026-03-14T08:00', ok('2026-03-14T08:00')],
    ['date_time', {}, { date: '2026-03-14', time: '' }, fail('required_field', { part: 'time' })],
    ['date_time', {}, { date: '', time: '08:00' }, fail('required_field', { part: 'date' })],
    ['date_time', {}, { date: '2026-03-14', time: '0800' }, fail('HH:MM', { part: 'time' })],
    ['date_time', {}, { date: '2026-03-14', time: '24:00' }, fail('invalid_hour', { part: 'time' })],
    ['date_time', {}, { date: '2026-03-14', time: '08:61' }, fail('invalid_minute', { part: 'time' })],
    ['date_time', {}, 20260314, fail('invalid_date')],
    // choices
    ['choice', { items }, 'grave', ok('grave')],
    ['choice', { items }, 'muy_grave', fail('invalid_value')],
    ['choice', { items }, ['leve', 'grave'], fail('invalid_value')],
    ['choice', { items, multiple: true }, ['leve', 'grave', 'leve'], ok(['leve', 'grave'])],
    ['choice', { items, multiple: true }, 'leve', ok(['leve'])],
    ['autocomplete', { items }, 'leve', ok('leve')],
    ['treeview', { items: tree }, 'PO-03', ok('PO-03')],
    ['treeview', { items: tree }, 'PO-99', fail('invalid_value')],
    [
      'dynamic_choice',
      { depends_on: { field: 'a', source: { business_process: 'AUDIT', field: 'standard' } } },
      'iso_9001',
      ok('iso_9001'),
    ],
    ['tag', {}, ['alérgenos', ' etiquetado ', 'alérgenos', ''], ok(['alérgenos', 'etiquetado'])],
    ['tag', {}, 'alérgenos, etiquetado', ok(['alérgenos', 'etiquetado'])],
    ['tag', {}, [1, 2], fail('invalid_value')],
    ['tag', { required: true }, ['  ', ''], fail('required_field')],
    // references to users, folders, centres and units
    ['user', {}, 12, ok(12)],
    ['user', {}, '12', ok(12)],
    ['user', {}, [12, 13], fail('invalid_value')],
    ['user', { multiple: true }, ['12', 13, 12], ok([12, 13])],
    ['user', {}, 'drop table', fail('invalid_value')],
    ['process_user', {}, 7, ok(7)],
    ['directory', {}, '4', ok(4)],
    ['directory', {}, 0, fail('invalid_value')],
    ['directory', {}, 1.5, fail('invalid_value')],
    ['centro', {}, 3, ok(3)],
    ['related', {}, 'QUnit#AUDIT#1#12', ok('QUnit#AUDIT#1#12')],
    ['related', {}, 'AUD-2026-012', fail('invalid_value')],
    ['related', {}, 'QUnit#', fail('invalid_value')],
    ['relationships', { target_business_process: 'NC' }, 'QUnit#NC#1#3', ok(['QUnit#NC#1#3'])],
    ['state', {}, 'abierta', ok('abierta')],
    // time events
    [
      'time_event',
      {},
      { amount: 12, tipo_periodo: 'm' },
      ok({ amount: 12, tipo_periodo: 'm', days: 365, incluye_findes: true }),
    ],
    ['time_event', {}, { amount: 'x', tipo_periodo: 'm' }, fail('invalid_value')],
    // files
    ['file', {}, pdf, ok(pdf)],
    ['file', {}, { ...pdf, size: UPLOAD_MAX_BYTES }, fail('inputs.file_too_big')],
    ['file', {}, [pdf, pdf], fail('inputs.file_not_valid')],
    ['file', { multiple: true }, [pdf, { ...pdf, size: UPLOAD_MAX_BYTES }], fail('inputs.file_too_big')],
    ['file', { multiple: true }, [pdf], ok([pdf])],
    ['image', { rules: { accept: ['.jpg', '.png'] } }, pdf, fail('inputs.file_not_valid', { accept: '.jpg, .png' })],
    ['versionable_file', {}, 'borrador.docx', fail('inputs.file_not_valid')],
    // indicators
    ['metrics', {}, 'x', fail('invalid_value')],
    [
      'indicator_tracking',
      { metrics_field: 'metrics' },
      [{ period: '2026-01', values: { 1: 97.5, 2: 'Conforme', 3: null } }],
      ok([{ period: '2026-01', values: { 1: 97.5, 2: 'Conforme', 3: null } }]),
    ],
    ['indicator_tracking', { metrics_field: 'metrics' }, [{ period: '2026-13', values: {} }], fail('invalid_value')],
    [
      'indicator_tracking',
      { metrics_field: 'metrics' },
      [
        { period: '2026-01', values: {} },
        { period: '2026-01', values: {} },
      ],
      fail('invalid_value'),
    ],
    [
      'indicator_tracking',
      { metrics_field: 'metrics' },
      [{ period: '2026-01', values: { a: 1 } }],
      fail('invalid_value'),
    ],
  ] as const)('%s %j: %j → %j', (kind, extra, raw, result) => {
    expect(validateFieldValue(field(kind, extra), raw)).toEqual(result);
  });

  it('stores metrics with the default weight', () => {
    const metric = {
      id: 1,
      name: 'Entregas',
      description: 'd',
      type: 'number',
      metric_config: { number_type: 'int', units: '%' },
    };
    expect(validateFieldValue(field('metrics'), [metric])).toEqual(ok([{ ...metric, weight: 1 }]));
  });

  it('reports each metric problem with its index and path', () => {
    const metrics = [
      { id: 1, name: 'Entregas', description: 'd', type: 'number', metric_config: { number_type: 'int', units: '%' } },
      { id: 2, name: '', description: 'd', type: 'category', metric_config: { categories: { Bueno: 120 } } },
    ];
    expect(validateFieldValue(field('metrics'), metrics)).toEqual({
      ok: false,
      errors: [
        { code: 'required_field', params: { metric: 1, path: 'name' } },
        { code: 'indicators.invalid_percentage', params: { metric: 1, path: 'metric_config.categories.Bueno' } },
      ],
    });
  });
});
