import type { RetentionListResponse } from '@qualium/contracts';
import { apiLogin } from './browser.js';

/** What the API lists past retention in the admin's own centro: the rows the Retention screen must show. */
export async function pastRetention(baseUrl: string): Promise<RetentionListResponse> {
  const { key, user } = await apiLogin(baseUrl, 'admin');
  const res = await fetch(`${baseUrl}/api/v1/demo/${user.preferred_centro}/unit/past_retention/?items_per_page=25`, {
    headers: { Authorization: `Token ${key}` },
  });
  return (await res.json()) as RetentionListResponse;
}
