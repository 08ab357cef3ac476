import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { refusalLines } from './refusal';

const refused = (status: number, data: unknown) => new ApiError(status, data, '/x', undefined);

describe('refusalLines', () => {
  it("lists each of the template's problems on its own line", () => {
    const error = refused(400, {
      template: ['The tag beginning with "{name" is unclosed', 'Unknown placeholder {x} in cell B2'],
    });
    expect(refusalLines(error)).toEqual([
      'The tag beginning with "{name" is unclosed',
      'Unknown placeholder {x} in cell B2',
    ]);
  });

  it('shows other answers as the form errors read, and nothing for network failures or HTML pages', () => {
    expect(refusalLines(refused(400, { detail: 'Filter business_process is required' }))).toEqual([
      'Filter business_process is required',
    ]);
    expect(refusalLines(refused(400, { name: ['Unknown'] }), { name: 'Plantilla' })).toEqual(['Plantilla: Unknown']);
    expect(refusalLines(refused(0, 'TypeError: Failed to fetch'))).toEqual([]);
    expect(refusalLines(refused(502, '<html>Bad gateway</html>'))).toEqual([]);
  });
});
