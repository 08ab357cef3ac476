import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSiteUrlName } from './constants.js';
import { MESSAGES } from './errors.js';
import { isStrongPassword, passwordChangeRequest } from './password.js';

describe('password strength (shell-and-admin §5)', () => {
  it.each([
    ['Demo1234!', true],
    ['demo1234!', false],
    ['DEMO1234!', false],
    ['Demoabcd!', false],
    ['Demo12345', false],
    ['De1!', false],
    ['Abcdef1&', true],
    ['Abcdef1?', false],
  ])('%s → %s', (value, strong) => expect(isStrongPassword(value)).toBe(strong));

  it('accepts any string that has all four kinds and 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (s) => {
        expect(isStrongPassword(`aA1!${s}`)).toBe(true);
      }),
    );
  });
});

describe('passwordChangeRequest', () => {
  const messagesOf = (value: unknown) => {
    const r = passwordChangeRequest.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('requires every field', () => {
    expect(messagesOf({})).toEqual([
      `current_password: ${MESSAGES.required}`,
      `new_password: ${MESSAGES.required}`,
      `confirm_password: ${MESSAGES.required}`,
    ]);
  });
  it('checks difference and confirmation', () => {
    expect(
      messagesOf({ current_password: 'Demo1234!', new_password: 'Demo1234!', confirm_password: 'Demo1234!' }),
    ).toEqual([`new_password: ${MESSAGES.passwordMustDiffer}`]);
    expect(messagesOf({ current_password: 'a', new_password: 'Demo1234!', confirm_password: 'Demo1234?' })).toEqual([
      `confirm_password: ${MESSAGES.passwordMustMatch}`,
    ]);
    expect(messagesOf({ current_password: 'a', new_password: 'Demo1234!', confirm_password: 'Demo1234!' })).toEqual([]);
  });
});

describe('isValidSiteUrlName', () => {
  it('takes lower-case slugs that are not numbers or resource names', () => {
    expect(isValidSiteUrlName('norte')).toBe(true);
    expect(isValidSiteUrlName('demo-2')).toBe(true);
    expect(isValidSiteUrlName('12')).toBe(false);
    expect(isValidSiteUrlName('unit')).toBe(false);
    expect(isValidSiteUrlName('Norte')).toBe(false);
  });
});
