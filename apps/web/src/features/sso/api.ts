import {
  type SsoLogoutResponse,
  type SsoSettings,
  type SsoSettingsResponse,
  type SsoTokenResponse,
  ssoLogoutResponse,
  ssoSettingsResponse,
  ssoTokenResponse,
} from '@qualium/contracts';
import { apiRequest } from '../../api/client';
import { siteScope } from '../../api/scope';

/** Single sign-on calls (server: apps/server/src/modules/sso). Answers are read with the contracts. */

/** Where "Entrar con SSO" leaves for: the server answers with a redirect to the company's IdP. */
export function ssoLoginAddress(site: string, redirect: string | null): string {
  const query = new URLSearchParams({ site });
  if (redirect) query.set('redirect', redirect);
  return `/api/saml/login?${query.toString()}`;
}

/** The one-time code of /ssocallback for a session token. Silent: the return screen says what failed. */
export async function exchangeSsoCode(code: string): Promise<SsoTokenResponse> {
  const data = await apiRequest('/rest-auth/saml/token/', {
    method: 'POST',
    body: { code },
    auth: false,
    silent: true,
  });
  return ssoTokenResponse.parse(data);
}

/** Ends the session; answers the IdP's logout address to go on to, if the session came from one. */
export async function ssoLogout(): Promise<SsoLogoutResponse> {
  const data = await apiRequest('/rest-auth/saml/logout/', { method: 'POST', handle401: false, silent: true });
  return ssoLogoutResponse.parse(data);
}

export async function fetchSsoSettings(
  sitePath: string | null,
  siteId: number,
  signal?: AbortSignal,
): Promise<SsoSettingsResponse> {
  // Silent: the settings page shows its own error with a retry.
  const data = await apiRequest(`${siteScope(sitePath)}/site/${siteId}/sso/`, { signal, silent: true });
  return ssoSettingsResponse.parse(data);
}

/** Silent: the form shows the server's field errors itself. */
export async function saveSsoSettings(
  sitePath: string | null,
  siteId: number,
  settings: SsoSettings,
): Promise<SsoSettingsResponse> {
  const data = await apiRequest(`${siteScope(sitePath)}/site/${siteId}/sso/`, {
    method: 'PUT',
    body: settings,
    silent: true,
  });
  return ssoSettingsResponse.parse(data);
}
