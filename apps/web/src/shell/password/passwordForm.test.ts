import { describe, expect, it } from 'vitest';
import { checkPasswordForm, EMPTY_PASSWORD_FORM } from './passwordForm';

describe('checkPasswordForm', () => {
  it('requires every field', () => {
    expect(checkPasswordForm(EMPTY_PASSWORD_FORM)).toEqual({
      valid: false,
      errors: {
        current_password: 'validation.required',
        new_password: 'validation.required',
        confirm_password: 'validation.required',
      },
    });
  });
  it('applies strength, difference and match rules', () => {
    expect(checkPasswordForm({ current_password: 'a', new_password: 'weak', confirm_password: 'weak' }).errors).toEqual(
      {
        new_password: 'validation.passwordStrength',
      },
    );
    expect(
      checkPasswordForm({ current_password: 'Demo1234!', new_password: 'Demo1234!', confirm_password: 'Demo1234!' })
        .errors,
    ).toEqual({
      new_password: 'validation.passwordMustDiffer',
    });
    expect(
      checkPasswordForm({ current_password: 'x', new_password: 'Strong1!x', confirm_password: 'Strong1!y' }).errors,
    ).toEqual({
      confirm_password: 'validation.passwordMustMatch',
    });
  });
  it('accepts a valid change', () => {
    expect(
      checkPasswordForm({ current_password: 'Demo1234!', new_password: 'Nuevo5678#', confirm_password: 'Nuevo5678#' }),
    ).toEqual({
      valid: true,
      errors: {},
    });
  });
});
