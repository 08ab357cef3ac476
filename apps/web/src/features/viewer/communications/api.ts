import {
  type CommunicationList,
  communicationList,
  communicationRow,
  type SendCommunicationBody,
  type SendCommunicationResponse,
  sendCommunicationResponse,
} from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** A unit's communications (records-explorer §2 comunications box): list, send, mark read. */

const base = (scope: string, uid: string) => `${scope}/unit/${encodeURIComponent(uid)}/communications/`;

export const communicationsKey = (scope: string, uid: string) => ['communications', scope, uid] as const;

export function useCommunications(scope: string, uid: string) {
  return useQuery({
    queryKey: communicationsKey(scope, uid),
    // Silent: the box draws its own "could not load" state.
    queryFn: async ({ signal }): Promise<CommunicationList> =>
      communicationList.parse(await apiRequest(base(scope, uid), { signal, silent: true })),
  });
}

/** Errors come back to the dialog, which shows them under its fields. */
export async function sendCommunication(
  scope: string,
  uid: string,
  body: SendCommunicationBody,
): Promise<SendCommunicationResponse> {
  return sendCommunicationResponse.parse(await apiRequest(base(scope, uid), { method: 'POST', body, silent: true }));
}

/** The recipient opened it. */
export async function markCommunicationRead(scope: string, uid: string, id: number) {
  return communicationRow.parse(await apiRequest(`${base(scope, uid)}${id}/read/`, { method: 'POST' }));
}
