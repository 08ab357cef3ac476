import { describe, expect, it } from 'vitest';
import { formatFormErrors } from './formErrors';

describe('formatFormErrors', () => {
  it('shows a string body as is', () => {
    expect(formatFormErrors('Server exploded')).toEqual(['Server exploded']);
  });

  it('prefixes field messages with their label, or the field name when unknown', () => {
    const body = { current_password: ['Current password is not correct.'], other: ['Bad.', 'Worse.'] };
    expect(formatFormErrors(body, { current_password: 'Current password' })).toEqual([
      'Current password: Current password is not correct.',
      'other: Bad. Worse.',
    ]);
  });

  it('shows non_field_errors and detail without prefix', () => {
    expect(formatFormErrors({ non_field_errors: ['Unable to log in with provided credentials.'] })).toEqual([
      'Unable to log in with provided credentials.',
    ]);
    expect(formatFormErrors({ detail: 'Too many failed login attempts. Try again in 5 minutes.' })).toEqual([
      'Too many failed login attempts. Try again in 5 minutes.',
    ]);
  });

  it('flattens nested errors', () => {
    expect(formatFormErrors({ address: { city: ['Required.'] } })).toEqual(['address: city: Required.']);
  });

  it('falls back to the raw error', () => {
    expect(formatFormErrors(['a', 'b'])).toEqual(['["a","b"]']);
    expect(formatFormErrors(42)).toEqual(['42']);
    expect(formatFormErrors({})).toEqual(['{}']);
    expect(formatFormErrors(null)).toEqual([]);
  });
});
