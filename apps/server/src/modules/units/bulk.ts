import {
  BULK_TRANSITION_MAX_UNITS,
  type BulkCandidates,
  type BulkTransitionResult,
  type ExplorerQuery,
  type Language,
  localize,
  SELECTION_MESSAGES,
  type UnitSelection,
} from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { badRequest, HttpError, type MessageFieldErrors } from '../../http/errors.js';
import { resolveList, resolveSort } from '../explorer/filters.js';
import { filteredUnits, orderUnits } from '../explorer/query.js';
import { offeredTransition, runsWithoutForm } from './offered.js';
import { presentTransitionCandidates } from './present.js';
import { loadReadableUnit } from './read.js';
import { executeTransition } from './service.js';

/**
 * Transitions on the explorer's selection (records-explorer §4, docs/decisions.md "Selection"):
 * the selected units are those the explorer's filters list (same resolution, visibility and order)
 * narrowed by the selection, so a selection never reaches a unit the list would not show. Each
 * unit runs through the ordinary execute_transition path in its own transaction: it moves fully or
 * not at all, and one refusal never stops the others.
 */

interface SelectedUnit {
  uid: string;
  reference: string;
  title: string;
}

/** The selected units in the list's order; more than the bulk cap is a 400, nothing run. */
async function selectedUnits(ctx: CentroContext, query: ExplorerQuery, selection: UnitSelection) {
  const { db } = ctx.deps;
  const resolved = await resolveList(db, ctx.scope, query, { businessProcess: 'required', centros: 'scope' });
  const rows: SelectedUnit[] = await orderUnits(
    filteredUnits(db, { ...resolved.filter, selection }).select(['units.uid', 'units.reference', 'units.title']),
    resolveSort(query, resolved),
  )
    .limit(BULK_TRANSITION_MAX_UNITS + 1)
    .execute();
  if (rows.length > BULK_TRANSITION_MAX_UNITS) throw badRequest(SELECTION_MESSAGES.tooManyForTransition);
  return rows;
}

/** Each selected unit with the transitions the server offers the user on it, and which run in bulk. */
export async function bulkCandidates(
  ctx: CentroContext,
  query: ExplorerQuery,
  selection: UnitSelection,
): Promise<BulkCandidates> {
  const units: BulkCandidates['units'] = [];
  for (const unit of await selectedUnits(ctx, query, selection)) {
    const loaded = await loadReadableUnit(ctx, unit.uid);
    const transitions = presentTransitionCandidates(loaded, ctx.scope.lang).map((t) => ({
      id: t.id,
      label: t.label,
      runs_in_bulk: runsWithoutForm(loaded, t.id),
    }));
    units.push({ ...unit, transitions });
  }
  return { units };
}

/** What a refusal says to the user: the server's own message, as the single-unit call answers it, in their language. */
function refusalText(error: HttpError, lang: Language): string {
  const { body } = error;
  const texts =
    'detail' in body && !Array.isArray(body.detail) ? [body.detail] : Object.values(body as MessageFieldErrors).flat();
  return texts.map((text) => localize(text, lang)).join(' ');
}

/** Runs one transition on every selected unit, one after another; one result line per unit. */
export async function bulkExecuteTransition(
  ctx: CentroContext,
  query: ExplorerQuery,
  selection: UnitSelection,
  transitionId: string,
): Promise<BulkTransitionResult> {
  const results: BulkTransitionResult['results'] = [];
  for (const unit of await selectedUnits(ctx, query, selection)) {
    try {
      const loaded = await loadReadableUnit(ctx, unit.uid);
      offeredTransition(loaded, transitionId);
      if (!runsWithoutForm(loaded, transitionId)) throw badRequest(SELECTION_MESSAGES.needsForm);
      await executeTransition(ctx, {
        uid: unit.uid,
        read: loaded,
        transitionId,
        // Decided on the unit as just read: a write in between is a 409 for this unit only.
        expectedVersion: loaded.unit.version,
        values: {},
      });
      results.push({ uid: unit.uid, reference: unit.reference, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({
        uid: unit.uid,
        reference: unit.reference,
        ok: false,
        message: refusalText(error, ctx.scope.lang),
      });
    }
  }
  return { results };
}
