import { ADMIN_MESSAGES as M, MESSAGES } from '@qualium/contracts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The fixed rule texts of the forms (shell-and-admin §5), by the key that translates them. */
const FIXED: ReadonlyArray<[string, string]> = [
  [M.required, 'required'],
  [M.duplicate, 'duplicate'],
  [M.emailInvalid, 'emailInvalid'],
  [M.linkInvalid, 'linkInvalid'],
  [M.leadingSpace, 'leadingSpace'],
  [M.notBoolean, 'notBoolean'],
  [M.invalidInteger, 'invalidInteger'],
  [M.invalidNumber, 'invalidNumber'],
  [M.usernameInvalid, 'usernameInvalid'],
  [M.roleBothAllowedAndBlocked, 'roleBothAllowedAndBlocked'],
  [MESSAGES.passwordStrength, 'passwordStrength'],
];
const BY_TEXT = new Map(FIXED);

/** Rule texts with numbers in them: the pattern finds the numbers for the translation. */
const PATTERNS: ReadonlyArray<[RegExp, string, (m: RegExpExecArray) => Record<string, unknown>]> = [
  [/^Ensure this field has no more than (\d+) characters\.$/, 'tooLong', (m) => ({ max: m[1] })],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, 'atLeast', (m) => ({ min: m[1] })],
  [/^Ensure this value is between (-?[\d.]+) and (-?[\d.]+)\.$/, 'between', (m) => ({ min: m[1], max: m[2] })],
];

/**
 * A rule message of the forms' own checks in the interface language (the spec's texts are verbatim
 * in English, docs/decisions.md). Anything else, such as the server's own words, is shown as written.
 */
export function translateRule(message: string, t: Translate): string {
  const key = BY_TEXT.get(message);
  if (key) return t(`admin.rules.${key}`);
  for (const [pattern, name, values] of PATTERNS) {
    const found = pattern.exec(message);
    if (found) return t(`admin.rules.${name}`, values(found));
  }
  return message;
}
