import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { describeDefinition, parseDefinition } from './describe';
import { bpFileName, downloadDefinition } from './download';
import { definitionFileProblem, definitionTextProblem } from './fileCheck';
import { refusalOf, splitProblem } from './refusal';
import { searchBps } from './search';

const record = (reference: string, extra: Record<string, string> = {}) => ({
  reference,
  name: `Nombre ${reference}`,
  type: 'Calidad',
  site_name: 'Grupo Demo',
  description: '',
  site: 2,
  business_process: '{"business_process":{}}',
  ...extra,
});
const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('download', () => {
  it('saves the stored text as {reference}_{site}.json', async () => {
    const save = vi.fn();
    expect(downloadDefinition(record('NC'), save)).toEqual({ ok: true });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('NC_2.json');
    expect(await blob.text()).toBe('{"business_process":{}}');
    expect(bpFileName({ reference: 'CAPA', site: 11 })).toBe('CAPA_11.json');
  });

  it('answers the error event for a BP with no stored text, saving nothing', () => {
    const save = vi.fn();
    expect(downloadDefinition(record('NC', { business_process: '  ' }), save)).toEqual({ ok: false, reason: 'noText' });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('search', () => {
  const list = [
    record('NC', { name: 'No conformidad' }),
    record('CAPA', { name: 'Acción correctiva', type: 'Mejora' }),
  ];
  it('filters from one character, on every word, without minding case or accents', () => {
    expect(searchBps(list, 'c').map((r) => r.reference)).toEqual(['NC', 'CAPA']);
    expect(searchBps(list, 'ACCION').map((r) => r.reference)).toEqual(['CAPA']);
    expect(searchBps(list, 'mejora correctiva').map((r) => r.reference)).toEqual(['CAPA']);
    expect(searchBps(list, 'xyz')).toEqual([]);
    expect(searchBps(list, '   ')).toEqual(list);
  });
});

describe('file check', () => {
  it('wants a .json file under 20 MiB holding JSON', () => {
    expect(definitionFileProblem(null)).toBe('required');
    expect(definitionFileProblem({ name: 'bp.txt', size: 10 })).toBe('unknownType');
    expect(definitionFileProblem({ name: 'BP.JSON', size: UPLOAD_MAX_BYTES - 1 })).toBeNull();
    expect(definitionFileProblem({ name: 'bp.json', size: UPLOAD_MAX_BYTES })).toBe('tooBig');
    expect(definitionTextProblem('\uFEFF{"business_process": {}}')).toBeNull();
    expect(definitionTextProblem('{"business_process": ')).toBe('invalid');
  });
});

describe('refusal', () => {
  it('splits the server’s "path: reason" lines and keeps the rest readable', () => {
    expect(splitProblem('business_process.model.fields[2].kind: Unknown kind: a: b')).toEqual({
      path: 'business_process.model.fields[2].kind',
      reason: 'Unknown kind: a: b',
    });
    expect(splitProblem('The file is invalid')).toEqual({ path: null, reason: 'The file is invalid' });
    const error = new ApiError(
      400,
      { json_file: ['business_process.info: Required', 'The file is invalid'], path: ['x'] },
      '/u',
      undefined,
    );
    expect(refusalOf(error, { path: 'Ruta' }, t)).toEqual({
      problems: [
        { path: 'business_process.info', reason: 'Required' },
        { path: null, reason: 'The file is invalid' },
      ],
      other: ['Ruta: x'],
    });
    const forbidden = new ApiError(403, { detail: 'This business process belongs to company /demo.' }, '/u', undefined);
    expect(refusalOf(forbidden, {}, t)).toEqual({
      problems: [],
      other: ['This business process belongs to company /demo.'],
    });
    expect(refusalOf(new ApiError(0, 'offline', '/u', undefined), {}, t).other).toEqual(['globalMessage.networkError']);
  });
});

describe('description', () => {
  /** A stored definition, shortened: the description reads any text without validating it. */
  const DOCUMENT = {
    business_process: {
      info: { reference: 'DOC', name: { es: 'Documento controlado', en: 'Controlled document' }, process: 'PS-01' },
      model: {
        fields: [
          { id: 'code', kind: 'text', label: { es: 'Código' } },
          { id: 'document', kind: 'versionable_file', label: { es: 'Documento' } },
        ],
      },
      workflow: {
        states: [
          { id: 'borrador', label: { es: 'Borrador' } },
          { id: 'vigente', label: { es: 'Vigente' } },
        ],
        transitions: [
          { id: 'crear', label: { es: 'Crear' }, initial: true, to: 'borrador' },
          { id: 'aprobar', label: { es: 'Aprobar' }, from: ['borrador'], to: 'vigente' },
        ],
      },
      views: [{ kind: 'table' }, { kind: 'cards' }],
    },
  };

  it('tells what a definition is and how big its parts are, in the reader’s language', () => {
    const about = describeDefinition(parseDefinition(JSON.stringify(DOCUMENT)), 'en');
    const bp = DOCUMENT.business_process;
    expect(about.name).toBe(bp.info.name.en ?? bp.info.name.es);
    expect(about.fields).toBe(bp.model.fields.length);
    expect(about.states).toBe(bp.workflow.states.length);
    expect(about.sections).toEqual(Object.keys(bp));
  });

  it('describes whatever is stored without failing', () => {
    expect(parseDefinition('not json')).toBeNull();
    expect(parseDefinition('[1]')).toBeNull();
    expect(describeDefinition(parseDefinition('{"other": 1}'), 'es')).toMatchObject({
      name: null,
      fields: 0,
      sections: [],
    });
  });
});
