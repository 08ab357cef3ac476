import {
  type BulkCandidates,
  type BulkTransitionResult,
  bulkCandidates,
  bulkTransitionResult,
  type UnitSelection,
} from '@qualium/contracts';
import { apiRequest } from '../../../api/client';
import { reportFilters } from '../../reports';

/**
 * The calls of the selection's transitions (docs/api.md): the explorer's filters without the page
 * as the query, the selection within them as the body.
 */
export async function fetchBulkCandidates(
  scopePath: string,
  query: Record<string, string>,
  selection: UnitSelection,
  signal?: AbortSignal,
): Promise<BulkCandidates> {
  return bulkCandidates.parse(
    await apiRequest(`${scopePath}/unit/bulk_transition_candidates/`, {
      method: 'POST',
      query: reportFilters(query),
      body: { selection },
      signal,
    }),
  );
}

/** Runs the transition on the units named: one result line each (done, or refused with why). */
export async function runBulkTransition(
  scopePath: string,
  query: Record<string, string>,
  uids: string[],
  transitionId: string,
): Promise<BulkTransitionResult['results']> {
  const answer = await apiRequest(`${scopePath}/unit/bulk_execute_transition/`, {
    method: 'POST',
    query: reportFilters(query),
    body: { selection: { uids }, transition_id: transitionId },
  });
  return bulkTransitionResult.parse(answer).results;
}
