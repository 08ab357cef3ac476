import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { MESSAGES } from './errors.js';
import { onWrongType } from './messages/wrong-type.js';

/** shell-and-admin §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const PASSWORD_STRENGTH_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{${PASSWORD_MIN_LENGTH},}$`,
);

export function isStrongPassword(value: string): boolean {
  return PASSWORD_STRENGTH_PATTERN.test(value);
}

const requiredText = z.string(onWrongType(MESSAGES.required)).min(1, MESSAGES.required).max(256);

const passwordChangeFields = z.object({
  current_password: requiredText,
  new_password: requiredText,
  confirm_password: requiredText,
});

/**
 * The change-password form (spec shell-and-admin §2.6, §5), its rules in one place for the server
 * and the dialog. The strength rule applies only when the company's flag is on (§5 shouldValidate,
 * default off); the new password must differ from the current one and be confirmed.
 */
export function passwordChangeRules(strength: boolean) {
  return passwordChangeFields.superRefine((value, ctx) => {
    if (strength && value.new_password && !isStrongPassword(value.new_password)) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.passwordStrength });
    }
    if (value.new_password && value.new_password === value.current_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.passwordMustDiffer });
    }
    if (value.confirm_password && value.confirm_password !== value.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordMustMatch });
    }
  });
}

/** The request as the route reads it; the service adds the strength rule where the company has it on. */
export const passwordChangeRequest = passwordChangeRules(false);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;
