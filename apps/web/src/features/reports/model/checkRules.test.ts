import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem, templateProblems, unitSelectorDisabled } from './checkRules';

const file = (name: string, size = 1000) => ({ name, size });
const UID = 'QUnit#NC#1#1';

describe("check-template rules: the server's schema (records-explorer §5)", () => {
  it('a docx template needs a document and a .docx file, both required', () => {
    expect(templateProblems({ kind: 'docx', file: null, unit: null })).toEqual({
      template: ['fileRequired'],
      unit: ['unitRequired'],
    });
    expect(templateProblems({ kind: 'docx', file: file('a.docx'), unit: null })).toEqual({
      template: [],
      unit: ['unitRequired'],
    });
    expect(templateProblems({ kind: 'docx', file: null, unit: UID })).toEqual({ template: ['fileRequired'], unit: [] });
    expect(templateProblems({ kind: 'docx', file: file('a.xlsx'), unit: UID }).template).toEqual(['fileKind']);
    expect(templateProblems({ kind: 'docx', file: file('Plantilla.DOCX'), unit: UID })).toEqual({
      template: [],
      unit: [],
    });
  });

  it('an xlsx template needs an .xlsx file and no document; .xls is refused as the server refuses it', () => {
    expect(templateProblems({ kind: 'xlsx', file: null, unit: null })).toEqual({
      template: ['fileRequired'],
      unit: [],
    });
    expect(templateProblems({ kind: 'xlsx', file: file('a.xlsx'), unit: null })).toEqual({ template: [], unit: [] });
    expect(templateProblems({ kind: 'xlsx', file: file('a.xls'), unit: null }).template).toEqual(['xlsNotSupported']);
    expect(templateProblems({ kind: 'xlsx', file: file('a.docx'), unit: null }).template).toEqual(['fileKind']);
    expect(templateProblems({ kind: 'xlsx', file: file('sin extension'), unit: null }).template).toEqual(['fileKind']);
  });

  it('refuses files of 20 MiB or more, and takes one byte less', () => {
    expect(fileProblem('xlsx', file('a.xlsx', UPLOAD_MAX_BYTES - 1))).toBeNull();
    expect(fileProblem('xlsx', file('a.xlsx', UPLOAD_MAX_BYTES))).toBe('fileTooBig');
  });

  it('disables the document selector with no units, and for list templates', () => {
    expect(unitSelectorDisabled('docx', 0)).toBe(true);
    expect(unitSelectorDisabled('docx', 3)).toBe(false);
    expect(unitSelectorDisabled('xlsx', 3)).toBe(true);
  });
});
