import { type PreferencesResponse, preferencesResponse } from '@qualium/contracts';
import { apiRequest } from '../../api/client';
import { submitForm } from '../../api/submit';

/** One's own preferences (server: apps/server/src/modules/preferences). */
export const preferencesKey = (userId: number | null) => ['preferences', userId] as const;

export async function fetchPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  // Silent: the page draws its own error state with a retry.
  return preferencesResponse.parse(await apiRequest('/user_data/me/preferences/', { signal, silent: true }));
}

export interface PreferencesChange {
  lang: string;
  preferredCentro: number | null;
  /** A new photo, or 'remove' to take the current one away; absent keeps it. */
  photo?: File | 'remove';
}

/** The multipart PUT; a refusal comes back as ApiError with the server's field errors. */
export async function savePreferences(change: PreferencesChange, onProgress?: (f: number) => void) {
  const form = new FormData();
  form.append('lang', change.lang);
  form.append('preferred_centro', change.preferredCentro === null ? '' : String(change.preferredCentro));
  if (change.photo === 'remove') form.append('remove_photo', 'true');
  else if (change.photo) form.append('photo', change.photo, change.photo.name);
  const answer = await submitForm({ path: '/user_data/me/preferences/', method: 'PUT', form, onProgress });
  return preferencesResponse.parse(answer);
}
