import { type BpRecord, bpRecord } from '@qualium/contracts';
import { bpListQuery } from '../../api/bpMeta';
import { apiRequest } from '../../api/client';
import { siteScope } from '../../api/scope';
import { submitForm } from '../../api/submit';

/**
 * Business-process records (server: apps/server/src/modules/bp; shell-and-admin §7 "Business
 * process"). The admin screens call them at the company's scope, where editing is decided.
 *
 * The list is the explorer's own query (one cache for the site's definitions), read afresh
 * whenever an admin screen opens, since another administrator may have changed it meanwhile.
 */
export const adminBpListQuery = (sitePath: string | null) => ({
  ...bpListQuery(sitePath, sitePath !== null),
  refetchOnMount: 'always' as const,
});
/** What a write changes: the list every screen reads definitions from. */
export const BP_LIST_PREFIX = ['explorer', 'bp-list'] as const;

/** The upload form's one field (shell-and-admin §7: "POST (form: json_file, path)"). */
function definitionForm(file: Blob, filename: string): FormData {
  const form = new FormData();
  form.append('json_file', file, filename);
  return form;
}

/** A new BP of the current company. Refusals come back as ApiError with the server's field errors. */
export async function uploadBp(sitePath: string | null, file: File, onProgress?: (f: number) => void) {
  const answer = await submitForm({
    path: `${siteScope(sitePath)}/businessprocess/`,
    form: definitionForm(file, file.name),
    onProgress,
  });
  return bpRecord.parse(answer);
}

/** A new version of `record` (spec: "PUT /{id}/ to replace by reference"). */
export async function replaceBp(
  sitePath: string | null,
  record: Pick<BpRecord, 'id'>,
  file: Blob,
  filename: string,
  onProgress?: (f: number) => void,
) {
  const answer = await submitForm({
    path: `${siteScope(sitePath)}/businessprocess/${record.id}/`,
    method: 'PUT',
    form: definitionForm(file, filename),
    onProgress,
  });
  return bpRecord.parse(answer);
}

/** Silent: the confirmation dialog says why a delete was refused (units, other BPs naming it). */
export async function deleteBp(sitePath: string | null, record: Pick<BpRecord, 'id'>): Promise<void> {
  await apiRequest(`${siteScope(sitePath)}/businessprocess/${record.id}/`, { method: 'DELETE', silent: true });
}
