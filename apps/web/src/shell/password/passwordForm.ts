import { MESSAGES, type PasswordChangeRequest, passwordChangeRequest } from '@qualium/contracts';

/** The change-password form's fields, in display order. */
export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const EMPTY_PASSWORD_FORM: PasswordChangeRequest = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** The contract's messages map to translation keys (English texts are the contract's, verbatim). */
const MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.required]: 'validation.required',
  [MESSAGES.passwordStrength]: 'validation.passwordStrength',
  [MESSAGES.passwordMustDiffer]: 'validation.passwordMustDiffer',
  [MESSAGES.passwordMustMatch]: 'validation.passwordMustMatch',
};

export interface PasswordFormCheck {
  valid: boolean;
  /** First message per field, as a translation key (or the raw message when unknown). */
  errors: Partial<Record<PasswordField, string>>;
}

/** Validates with the shared contract schema (strength rule on, as on the server). */
export function checkPasswordForm(values: PasswordChangeRequest): PasswordFormCheck {
  const result = passwordChangeRequest.safeParse(values);
  if (result.success) return { valid: true, errors: {} };
  const errors: PasswordFormCheck['errors'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PasswordField | undefined;
    if (field && !(field in errors)) errors[field] = MESSAGE_KEYS[issue.message] ?? issue.message;
  }
  return { valid: false, errors };
}
