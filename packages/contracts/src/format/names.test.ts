import { describe, expect, it } from 'vitest';
import { displayName, initials, personName } from './names.js';

describe('user names', () => {
  it('joins first and last name, and falls back to the username only where asked', () => {
    expect(personName({ first_name: 'Marta', last_name: 'Ruiz' })).toBe('Marta Ruiz');
    expect(personName({ first_name: 'Marta', last_name: '' })).toBe('Marta');
    expect(personName({ first_name: '', last_name: '' })).toBe('');
    expect(displayName({ first_name: '', last_name: '', username: 'mruiz' })).toBe('mruiz');
    expect(displayName({ first_name: ' ', last_name: 'Ruiz', username: 'mruiz' })).toBe('Ruiz');
  });

  it('takes the capitals of the first two words for initials', () => {
    expect(initials('Marta Ruiz')).toBe('MR');
    expect(initials('  ana  maría  lópez ')).toBe('AM');
    expect(initials('')).toBe('');
  });
});
