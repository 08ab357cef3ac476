import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo';

describe('photo check', () => {
  it('takes images under 20 MiB and leaves unknown types to the server', () => {
    expect(photoProblem({ size: UPLOAD_MAX_BYTES - 1, type: 'image/png' })).toBeNull();
    expect(photoProblem({ size: 10, type: '' })).toBeNull();
  });

  it('refuses 20 MiB and more, and what the browser knows is no image', () => {
    expect(photoProblem({ size: UPLOAD_MAX_BYTES, type: 'image/jpeg' })).toBe('tooBig');
    expect(photoProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
  });
});
