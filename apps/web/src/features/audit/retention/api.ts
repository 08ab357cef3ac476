import {
  type PurgeInput,
  type PurgeSsoSigningStart,
  purgeResponse,
  retentionListResponse,
  ssoSigningLocation,
} from '@qualium/contracts';
import { apiRequest } from '../../../api/client';

/** Units past retention and their purge (server: apps/server/src/modules/retention), admins only. */
export const retentionListQuery = (scopePath: string, page: number, size: number) => ({
  queryKey: ['retention', 'units', scopePath, page, size] as const,
  enabled: scopePath !== '',
  placeholderData: <T>(previous: T | undefined) => previous,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    retentionListResponse.parse(
      await apiRequest(`${scopePath}/unit/past_retention/`, {
        query: { items_per_page: String(size), offset: String((page - 1) * size) },
        signal,
        silent: true,
      }),
    ),
});

/** The purge, signed with the password or an IdP code, and a reason; the dialog shows a refusal itself. */
export const purgeUnit = async (scopePath: string, uid: string, input: PurgeInput) =>
  purgeResponse.parse(
    await apiRequest(`${scopePath}/unit/${encodeURIComponent(uid)}/purge/`, {
      method: 'POST',
      body: input,
      silent: true,
    }),
  );

/** A purge signed through the identity provider: the IdP address its window goes to (ForceAuthn). */
export const startPurgeSigning = async (scopePath: string, uid: string, body: PurgeSsoSigningStart) =>
  ssoSigningLocation.parse(
    await apiRequest(`${scopePath}/unit/${encodeURIComponent(uid)}/purge_sso_signing/`, {
      method: 'POST',
      body,
      silent: true,
    }),
  ).location;
