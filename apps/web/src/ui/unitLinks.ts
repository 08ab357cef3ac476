import { QUNIT_UID_PREFIX } from '@qualium/contracts';

/**
 * Where a unit opens. The spec's one route of this area is the explorer with `business_process`
 * and `pk` (records-explorer §2: related-record chips, indicator-tracking tables); the full-page
 * unit detail view is the same route with `unit` (docs/decisions.md, "Unit viewer").
 */
const UNIT_PARAM = 'unit';

/** The business process of a unit's uid (`QUnit#NC#…`): '' for a text that is no uid. */
export function businessProcessOfUid(uid: string): string {
  return uid.startsWith(QUNIT_UID_PREFIX) ? (uid.split('#')[1] ?? '') : '';
}

function explorerHref(params: Record<string, string>): string {
  return `/explorer?${new URLSearchParams(params).toString()}`;
}

/** The explorer of the unit's BP filtered to that unit. */
export function unitExplorerHref(uid: string, businessProcess = businessProcessOfUid(uid)): string {
  return explorerHref({ business_process: businessProcess, pk: uid });
}

/** The full-page unit detail view (full-screen on mobile). */
export function unitDetailHref(uid: string, businessProcess = businessProcessOfUid(uid)): string {
  return explorerHref({ business_process: businessProcess, [UNIT_PARAM]: uid });
}
