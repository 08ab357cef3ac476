import { SSO_MESSAGES, type SsoSettings, ssoSettings } from '@qualium/contracts';

/** Problems per field: `idp_sso_url`, `idp_certificates.1`, … (the server's keys, zod's paths). */
export type SettingsErrors = Record<string, string[]>;

/** The same rules the server applies first, checked as the admin types. */
export function checkSettings(values: SsoSettings): SettingsErrors {
  const result = ssoSettings.safeParse(values);
  if (result.success) return {};
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** A server 400 body as field problems (strings only; anything else stays for the alert). */
export function serverFieldErrors(body: unknown): SettingsErrors {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([key, messages]) => [key, messages.filter((m): m is string => typeof m === 'string')]),
  );
}

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(SSO_MESSAGES).map(([key, text]) => [text, `sso.admin.messages.${key}`]),
);

/** The contract's English texts in the interface language; any other message as the server wrote it. */
export function translateMessage(message: string, t: (key: string) => string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
