import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { confirmFailureText } from './confirmFailure';

const failed = (status: number, data: unknown) => new ApiError(status, data, '/x', undefined);
const translate = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('confirmFailureText', () => {
  it("shows the server's refusal in its own words, with or without a caller's line", () => {
    const refusal = failed(409, { detail: 'Centro has 3 users' });
    expect(confirmFailureText(refusal, translate)).toBe('Centro has 3 users');
    expect(confirmFailureText(refusal, translate, 'Could not delete')).toBe('Centro has 3 users');
  });

  it('falls back to the generic network / HTTP line without a caller line', () => {
    expect(confirmFailureText(failed(0, 'Failed to fetch'), translate)).toBe('globalMessage.networkError');
    expect(confirmFailureText(failed(502, '<html>Bad gateway</html>'), translate)).toBe(
      'globalMessage.httpError{"status":502}',
    );
    expect(confirmFailureText(new Error('boom'), translate)).toBe('Error: boom');
  });

  it("puts the caller's line in place of every generic one", () => {
    expect(confirmFailureText(failed(0, 'Failed to fetch'), translate, 'Could not delete')).toBe('Could not delete');
    expect(confirmFailureText(failed(500, ''), translate, 'Could not delete')).toBe('Could not delete');
    expect(confirmFailureText(new Error('boom'), translate, 'Could not delete')).toBe('Could not delete');
  });
});
