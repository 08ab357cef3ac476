import { type SsoSettings, ssoSettings } from '@qualium/contracts';

/**
 * A site's stored `sso_config`, read with the contract's schema. A missing, unreadable or (after a
 * schema change) no longer valid document reads as "switched off" rather than failing the request:
 * the admin sees the defaults and saves again.
 */
export function readSsoSettings(stored: string | null): SsoSettings {
  const fallback = ssoSettings.parse({});
  if (!stored) return fallback;
  try {
    const parsed = ssoSettings.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** What the public login page may know: single sign-on is on (and usable) for the site. */
export function isSsoEnabled(stored: string | null): boolean {
  return readSsoSettings(stored).enabled;
}
