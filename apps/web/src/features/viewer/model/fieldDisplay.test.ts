import type { UnitField } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { type DisplayContext, fieldDisplay } from './fieldDisplay';

const field = (type: string, value: unknown, readable = '', extra: Partial<UnitField> = {}): UnitField => ({
  id: `f_${type}`,
  type,
  label: type,
  value,
  readable,
  ...extra,
});

const metrics = [
  {
    id: 1,
    name: 'Quejas',
    description: '',
    weight: 2,
    type: 'number',
    metric_config: { number_type: 'int', only_positive: true, units: 'n' },
    value: 1500,
  },
  {
    id: 2,
    name: 'Satisfacción',
    description: '',
    weight: 1,
    type: 'category',
    metric_config: { categories: { Alta: 100 } },
    value: 'Alta',
  },
  {
    id: 3,
    name: 'Sub',
    weight: 1,
    type: 'indicator',
    metric_config: {},
    value: { indicator_uid: 'QUnit#INDICATOR#1#7' },
  },
];
const ctx: DisplayContext = { locale: 'es-ES', fields: { metrics: field('metrics', metrics, 'Quejas') } };
const show = (f: UnitField) => fieldDisplay(f, ctx);

describe('field display per kind', () => {
  it('treats missing values of any kind as empty', () => {
    for (const value of [null, undefined, '', []]) expect(show(field('text', value))).toEqual({ kind: 'empty' });
    expect(show(field('user', 5, ''))).toEqual({ kind: 'empty' });
  });

  it('formats dates, date limits and date-times in Spanish form', () => {
    expect(show(field('date', '2026-11-20', '2026-11-20'))).toMatchObject({ kind: 'text', text: '20/11/2026' });
    expect(show(field('date_limit', '2026-02-03'))).toMatchObject({ text: '03/02/2026' });
    expect(show(field('date_time', '2026-11-20T08:15', '2026-11-20 08:15'))).toMatchObject({
      text: '20/11/2026, 08:15',
    });
  });

  it('formats numbers with the locale, decimals at least 2', () => {
    expect(show(field('numeric', 12000, '12000'))).toMatchObject({ text: '12.000' });
    expect(show(field('decimal', 1250.5, '1250.5'))).toMatchObject({ text: '1250,50' });
    expect(show(field('decimal', 'x', 'x'))).toMatchObject({ text: 'x' });
  });

  it('keeps line breaks of text areas and shows plain texts and choices by their readable text', () => {
    expect(show(field('textarea', 'a\nb', 'a\nb'))).toEqual({ kind: 'text', text: 'a\nb', multiline: true });
    expect(show(field('choice', 'major', 'Mayor'))).toEqual({ kind: 'text', text: 'Mayor', multiline: false });
    expect(show(field('time_event', { days: 30 }, '30 días'))).toMatchObject({ text: '30 días' });
  });

  it('shows a state with its colour, white by default', () => {
    expect(show(field('state', 'abierta', 'Abierta', { color: '#e53935' }))).toEqual({
      kind: 'state',
      text: 'Abierta',
      color: '#e53935',
    });
    expect(show(field('state', 'x', 'X'))).toMatchObject({ color: '#ffffff' });
  });

  it('shows users and folders with their names', () => {
    expect(show(field('user', 4, 'Ana García'))).toEqual({ kind: 'user', text: 'Ana García' });
    expect(show(field('process_user', [4, 5], 'Ana García, Luis Pérez'))).toMatchObject({ kind: 'user' });
    expect(show(field('directory', 3, 'Procedimientos'))).toEqual({ kind: 'folder', text: 'Procedimientos' });
  });

  it('links only http and https addresses', () => {
    expect(show(field('link', 'https://example.com/a', 'https://example.com/a'))).toEqual({
      kind: 'link',
      href: 'https://example.com/a',
      text: 'https://example.com/a',
    });
    expect(show(field('link', 'javascript:alert(1)', 'javascript:alert(1)'))).toMatchObject({ kind: 'text' });
  });

  it('lists tags', () => {
    expect(show(field('tag', ['calidad', 'cocina'], 'calidad, cocina'))).toEqual({
      kind: 'tags',
      tags: ['calidad', 'cocina'],
    });
  });

  it('lists stored files with their type and version', () => {
    const one = { filename: 'evidencia.pdf', mimetype: 'application/pdf', size: 10, sha256: 'x', version: 2 };
    const photo = { filename: 'foto.jpg', mimetype: 'image/jpeg', size: 10, sha256: 'y', version: 1 };
    expect(show(field('file', [one, photo], 'evidencia.pdf, foto.jpg'))).toEqual({
      kind: 'files',
      files: [
        {
          attribute: 'f_file',
          name: 'evidencia.pdf',
          mimetype: 'application/pdf',
          version: 2,
          type: 'pdf',
        },
        {
          attribute: 'f_file',
          name: 'foto.jpg',
          mimetype: 'image/jpeg',
          version: 1,
          type: 'image',
        },
      ],
    });
    expect(show(field('versionable_file', { filename: 'PR-01.docx' }))).toMatchObject({
      files: [{ name: 'PR-01.docx', type: 'msword', version: null }],
    });
    expect(show(field('image', { nonsense: true }))).toEqual({ kind: 'empty' });
  });

  it('shows an image field as pictures, and a centro field with its logo', () => {
    const photo = { filename: 'fuga.png', mimetype: 'image/png', version: 1 };
    expect(show(field('image', photo, 'fuga.png'))).toEqual({
      kind: 'images',
      files: [{ attribute: 'f_image', name: 'fuga.png', mimetype: 'image/png', version: 1, type: 'image' }],
    });
    const logo = '/media/logos/lab.svg';
    expect(show(field('centro', 3, 'Laboratorio Clínico', { logo }))).toEqual({
      kind: 'centro',
      text: 'Laboratorio Clínico',
      logo,
    });
    expect(show(field('centro', 3, 'Laboratorio Clínico'))).toMatchObject({ logo: null });
    expect(show(field('centro', 99, ''))).toEqual({ kind: 'empty' });
  });

  it('links related units to their BP, naming each by its readable text when it splits cleanly', () => {
    expect(show(field('related', 'QUnit#NC#1#4', 'NC-2026-0004 Etiqueta, ausente'))).toEqual({
      kind: 'units',
      units: [{ uid: 'QUnit#NC#1#4', businessProcess: 'NC', text: 'NC-2026-0004 Etiqueta, ausente' }],
    });
    const two = ['QUnit#CAPA#1#1', 'QUnit#AUDIT#1#2'];
    expect(show(field('relationships', two, 'CAPA-1 Uno, AUD-2 Dos'))).toMatchObject({
      units: [
        { text: 'CAPA-1 Uno', businessProcess: 'CAPA' },
        { text: 'AUD-2 Dos', businessProcess: 'AUDIT' },
      ],
    });
    // A title with a comma makes the parts ambiguous: each link shows its uid instead.
    expect(show(field('relationships', two, 'CAPA-1 Uno, dos, AUD-2 Tres'))).toMatchObject({
      units: [{ text: 'QUnit#CAPA#1#1' }, { text: 'QUnit#AUDIT#1#2' }],
    });
  });

  it('shows metrics as table rows with their type and value', () => {
    expect(show(ctx.fields.metrics!)).toEqual({
      kind: 'metrics',
      metrics: [
        { number: 1, name: 'Quejas', weight: 2, type: 'number', value: '1500', indicator: null },
        { number: 2, name: 'Satisfacción', weight: 1, type: 'category', value: 'Alta', indicator: null },
        // A sub-indicator links to the indicator it scores (records-explorer §2 route).
        {
          number: 3,
          name: 'Sub',
          weight: 1,
          type: 'indicator',
          value: '',
          indicator: { uid: 'QUnit#INDICATOR#1#7', businessProcess: 'INDICATOR' },
        },
      ],
    });
  });

  it('shows tracking as periods (newest first) against the unit metrics', () => {
    const tracking = [
      { period: '2026-01', values: { '1': 12, '2': 'Alta' } },
      { period: '2026-02', values: { '1': 1234.5, '3': null } },
    ];
    expect(show(field('indicator_tracking', tracking, '2'))).toEqual({
      kind: 'tracking',
      table: {
        metrics: [
          { id: 1, name: 'Quejas', indicator: null },
          { id: 2, name: 'Satisfacción', indicator: null },
          { id: 3, name: 'Sub', indicator: { uid: 'QUnit#INDICATOR#1#7', businessProcess: 'INDICATOR' } },
        ],
        rows: [
          { period: '2026-02', values: ['1234,5', '', ''] },
          { period: '2026-01', values: ['12', 'Alta', ''] },
        ],
      },
    });
  });

  it('falls back to the readable text for kinds it does not know', () => {
    expect(show(field('hologram', { x: 1 }, 'algo'))).toEqual({ kind: 'text', text: 'algo', multiline: false });
  });
});
