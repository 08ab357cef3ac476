import { type FieldError, fieldErrorText, type Language } from '@qualium/contracts';

/**
 * The line under an input: its problems (the client's in the interface language with the
 * engine's texts; the server's as they are), or its help text when it has none.
 */
export function fieldHelp(
  helpText: string,
  errors: readonly FieldError[],
  serverErrors: readonly string[],
  lang: Language,
): { error: boolean; helperText: string } {
  const messages = [...errors.map((e) => fieldErrorText(e, lang)), ...serverErrors];
  const unique = [...new Set(messages)];
  return unique.length > 0 ? { error: true, helperText: unique.join(' · ') } : { error: false, helperText: helpText };
}
