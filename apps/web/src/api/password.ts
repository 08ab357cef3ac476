import type { PasswordChangeRequest } from '@qualium/contracts';
import { apiRequest } from './client';
import { siteScope } from './scope';

/** POST /api/v1{sitePath}/user/{id}/pwd_change/ — errors are shown by the dialog, not globally. */
export async function changePassword(site: string | null, userId: number, body: PasswordChangeRequest): Promise<void> {
  await apiRequest(`${siteScope(site)}/user/${userId}/pwd_change/`, { method: 'POST', body, silent: true });
}
