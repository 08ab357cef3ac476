import { INACTIVITY_TIMEOUT_MS } from '@qualium/contracts';

/**
 * Local settings (localStorage `qualium.settings`): {"inactivityTimeoutMs": number, "footer": boolean}.
 * shell-and-admin §4 lets the inactivity timeout be overridden locally; §2.2 lets settings hide the footer.
 */
export interface LocalSettings {
  inactivityTimeoutMs: number;
  footer: boolean;
}

export const DEFAULT_SETTINGS: LocalSettings = { inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS, footer: true };

export function parseSettings(raw: string | null): LocalSettings {
  if (!raw) return DEFAULT_SETTINGS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (json === null || typeof json !== 'object') return DEFAULT_SETTINGS;
  const value = json as Record<string, unknown>;
  const timeout = value.inactivityTimeoutMs;
  return {
    inactivityTimeoutMs:
      typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
        ? timeout
        : DEFAULT_SETTINGS.inactivityTimeoutMs,
    footer: typeof value.footer === 'boolean' ? value.footer : DEFAULT_SETTINGS.footer,
  };
}
