import { type AcknowledgementList, acknowledgementList } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * Who has acknowledged the unit's version in force (docs/bp-definition.md "Read and understood").
 * The unit's version is part of the key: after an acknowledgement (a transition) the box reads again.
 */
export function useAcknowledgements(scope: string, uid: string, unitVersion: number) {
  return useQuery({
    queryKey: ['acknowledgements', scope, uid, unitVersion],
    // Silent: the box draws its own "could not load" state.
    queryFn: async ({ signal }): Promise<AcknowledgementList> =>
      acknowledgementList.parse(
        await apiRequest(`${scope}/unit/${encodeURIComponent(uid)}/acknowledgements/`, { signal, silent: true }),
      ),
  });
}
