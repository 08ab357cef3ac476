import { MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { checkPasswordForm, EMPTY_PASSWORD_FORM, passwordMessageKey, translateRuleMessages } from './passwordForm';

describe('checkPasswordForm', () => {
  it('requires every field', () => {
    expect(checkPasswordForm(EMPTY_PASSWORD_FORM, true)).toEqual({
      valid: false,
      errors: {
        current_password: 'validation.required',
        new_password: 'validation.required',
        confirm_password: 'validation.required',
      },
    });
  });
  it('applies strength, difference and match rules', () => {
    expect(
      checkPasswordForm({ current_password: 'a', new_password: 'weak', confirm_password: 'weak' }, true).errors,
    ).toEqual({
      new_password: 'validation.passwordStrength',
    });
    expect(
      checkPasswordForm(
        { current_password: 'Demo1234!', new_password: 'Demo1234!', confirm_password: 'Demo1234!' },
        true,
      ).errors,
    ).toEqual({ new_password: 'validation.passwordMustDiffer' });
    expect(
      checkPasswordForm({ current_password: 'x', new_password: 'Strong1!x', confirm_password: 'Strong1!y' }, true)
        .errors,
    ).toEqual({
      confirm_password: 'validation.passwordMustMatch',
    });
  });
  it('applies the strength rule only where the company has it on (§5 shouldValidate, default off)', () => {
    const weak = { current_password: 'Demo1234!', new_password: 'abcdefgh', confirm_password: 'abcdefgh' };
    expect(checkPasswordForm(weak, false)).toEqual({ valid: true, errors: {} });
    expect(checkPasswordForm(weak, true).errors).toEqual({ new_password: 'validation.passwordStrength' });
    const same = { current_password: 'abcdefgh', new_password: 'abcdefgh', confirm_password: 'abcdefgh' };
    expect(checkPasswordForm(same, false).errors).toEqual({ new_password: 'validation.passwordMustDiffer' });
  });
  it('accepts a valid change', () => {
    expect(
      checkPasswordForm(
        { current_password: 'Demo1234!', new_password: 'Nuevo5678#', confirm_password: 'Nuevo5678#' },
        true,
      ),
    ).toEqual({
      valid: true,
      errors: {},
    });
  });
  it('knows both spec texts for a confirmation that differs, and each rule text verbatim in English', () => {
    const english = (key: string | undefined) =>
      key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    for (const message of [
      MESSAGES.required,
      MESSAGES.passwordStrength,
      MESSAGES.passwordMustDiffer,
      MESSAGES.passwordMustMatch,
      MESSAGES.passwordNoMatch,
    ]) {
      expect(english(passwordMessageKey(message))).toBe(message);
    }
    expect(passwordMessageKey(MESSAGES.currentPasswordWrong)).toBeUndefined();
  });
});

describe('translateRuleMessages', () => {
  it("puts the rules' messages of a server answer in the interface language and leaves the rest", () => {
    const translate = (key: string) => `«${key}»`;
    expect(
      translateRuleMessages(
        {
          confirm_password: [MESSAGES.passwordNoMatch],
          current_password: [MESSAGES.currentPasswordWrong],
          non_field_errors: MESSAGES.required,
        },
        translate,
      ),
    ).toEqual({
      confirm_password: ['«validation.passwordNoMatch»'],
      current_password: [MESSAGES.currentPasswordWrong],
      non_field_errors: '«validation.required»',
    });
    expect(translateRuleMessages(null, translate)).toBeNull();
  });
});
