import { describe, expect, it } from 'vitest';
import { readCallbackFragment } from './callbackFragment';

describe('the /ssocallback fragment', () => {
  it('reads a one-time code, a refusal with its company, or nothing', () => {
    expect(readCallbackFragment('#code=abc-DEF_123')).toEqual({ kind: 'code', code: 'abc-DEF_123' });
    expect(readCallbackFragment('#error=expired&site=demo')).toEqual({ kind: 'error', error: 'expired', site: 'demo' });
    expect(readCallbackFragment('#error=replayed')).toEqual({ kind: 'error', error: 'replayed', site: null });
    expect(readCallbackFragment('')).toEqual({ kind: 'empty' });
  });

  it('reads an unknown refusal code as an invalid response', () => {
    expect(readCallbackFragment('#error=something_new&site=demo')).toEqual({
      kind: 'error',
      error: 'invalid',
      site: 'demo',
    });
  });
});
