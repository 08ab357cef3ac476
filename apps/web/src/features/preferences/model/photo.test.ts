import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo';

describe('photo check', () => {
  it('takes images up to 20 MiB and leaves unknown types to the server', () => {
    expect(photoProblem({ size: UPLOAD_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(photoProblem({ size: 10, type: '' })).toBeNull();
  });

  it('refuses one byte over 20 MiB and what the browser knows is no image', () => {
    expect(photoProblem({ size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooBig');
    expect(photoProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
  });
});
