import { MESSAGES, type PasswordChangeRequest, passwordChangeRules } from '@qualium/contracts';

/** The change-password form's fields, in display order. */
export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const EMPTY_PASSWORD_FORM: PasswordChangeRequest = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * The rules' messages (shell-and-admin §5, §8) map to translation keys; the `en` texts are the contract's,
 * verbatim. Both texts the spec gives for a confirmation that differs are known: "Password must
 * match" is the form's own rule, "Password no match" its alternate, whichever the server answers.
 */
const MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.required]: 'validation.required',
  [MESSAGES.passwordStrength]: 'validation.passwordStrength',
  [MESSAGES.passwordMustDiffer]: 'validation.passwordMustDiffer',
  [MESSAGES.passwordMustMatch]: 'validation.passwordMustMatch',
  [MESSAGES.passwordNoMatch]: 'validation.passwordNoMatch',
};

/** The translation key of a rule's message, or undefined for any other text. */
export function passwordMessageKey(message: string): string | undefined {
  return MESSAGE_KEYS[message];
}

/**
 * A server error body with the rules' messages in the interface language, so the dialog's
 * alert never answers a Spanish form in English for a rule the form itself states. Any other
 * server text stays as the server wrote it (shell-and-admin §8).
 */
export function translateRuleMessages(body: unknown, translate: (key: string) => string): unknown {
  if (typeof body === 'string') {
    const key = passwordMessageKey(body);
    return key ? translate(key) : body;
  }
  if (Array.isArray(body)) return body.map((item) => translateRuleMessages(item, translate));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, translateRuleMessages(v, translate)]),
    );
  }
  return body;
}

export interface PasswordFormCheck {
  valid: boolean;
  /** First message per field, as a translation key (or the raw message when unknown). */
  errors: Partial<Record<PasswordField, string>>;
}

/** Validates with the server's rules: the strength rule only where the company has it on (§5). */
export function checkPasswordForm(values: PasswordChangeRequest, strength: boolean): PasswordFormCheck {
  const result = passwordChangeRules(strength).safeParse(values);
  if (result.success) return { valid: true, errors: {} };
  const errors: PasswordFormCheck['errors'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PasswordField | undefined;
    if (field && !(field in errors)) errors[field] = passwordMessageKey(issue.message) ?? issue.message;
  }
  return { valid: false, errors };
}
