import {
  type CentroPathResponse,
  centroPathResponse,
  type LoginResponse,
  loginResponse,
  type MeResponse,
  meResponse,
  type SitePathResponse,
  sitePathResponse,
} from '@qualium/contracts';
import type { z } from 'zod';
import { apiRequest } from './client';

/** Session endpoints (shell-and-admin §7 "Session"). Responses are checked against the shared contracts. */

/**
 * Validates, but trusts the server when a field drifts: a contract mismatch is logged for the
 * developer instead of locking the user out of the application.
 */
function checked<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.warn(`Unexpected ${what} response`, result.error.issues);
  return data as T;
}

export async function login(username: string, password: string, signal?: AbortSignal): Promise<LoginResponse> {
  const data = await apiRequest('/rest-auth/login/', {
    method: 'POST',
    body: { username, password },
    auth: false,
    silent: true,
    signal,
  });
  return checked(loginResponse, data, 'login');
}

export async function logout(): Promise<void> {
  // Best effort: the local session is purged whatever the server says.
  await apiRequest('/rest-auth/logout/', { method: 'POST', handle401: false, silent: true });
}

/** The token check: its 401 must not trigger the global 401 handling (shell-and-admin §4). */
export async function checkToken(token: string, signal?: AbortSignal): Promise<LoginResponse> {
  const data = await apiRequest(`/token/${encodeURIComponent(token)}/`, {
    auth: false,
    handle401: false,
    silent: true,
    signal,
  });
  return checked(loginResponse, data, 'token');
}

/** `token` is passed right after login, before the session store holds it. */
export async function fetchMe(signal?: AbortSignal, token?: string): Promise<MeResponse> {
  return checked(meResponse, await apiRequest('/user_data/me/', { signal, token }), 'user_data/me');
}

export async function fetchSitePath(urlName: string, signal?: AbortSignal): Promise<SitePathResponse> {
  const data = await apiRequest('/sitepath/', { query: { url_name: urlName }, auth: false, silent: true, signal });
  return checked(sitePathResponse, data, 'sitepath');
}

export async function fetchCentroPath(urlName: string, signal?: AbortSignal): Promise<CentroPathResponse> {
  const data = await apiRequest('/centropath/', { query: { url_name: urlName }, auth: false, silent: true, signal });
  return checked(centroPathResponse, data, 'centropath');
}
