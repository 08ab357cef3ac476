import {
  type BpDefinition,
  type BpRetention,
  localizedText,
  type RetentionListResponse,
  type RetentionUnit,
  retentionCutoff,
  retentionEnd,
} from '@qualium/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CentroContext } from '../../http/context.js';
import { ancestorSitePaths, bpDefinition } from '../bp/repo.js';
import type { UnitRow } from '../units/repo.js';

/**
 * Which units are past their BP's retention period (issue 15 §4; docs/bp-definition.md
 * "Retention"): those whose closing (or creation) lies before the period's cut-off at the
 * request's time. Scoped to the site and centro of the request.
 */

/** A BP the site's units may belong to, with the retention its definition asks. */
interface RetainedBp {
  id: number;
  reference: string;
  definition: BpDefinition;
  retention: BpRetention;
}

/** The start of a unit's period, or null when it has not started (a unit not closed, counted from its closing). */
export function retentionSince(unit: Pick<UnitRow, 'is_closed' | 'fecha_cierre' | 'created_at'>, r: BpRetention) {
  if (r.from === 'created') return unit.created_at;
  return unit.is_closed && unit.fecha_cierre ? unit.fecha_cierre : null;
}

/** Whether a unit is past its period at `now`; never without a retention in its definition. */
export function isPastRetention(unit: UnitRow, definition: BpDefinition, now: Date): boolean {
  const retention = definition.business_process.retention;
  const since = retention && retentionSince(unit, retention);
  return !!since && retentionEnd(retention, new Date(since)).getTime() <= now.getTime();
}

/**
 * Every BP row of the site and its ancestors that declares a retention: units keep the row they
 * were created with, so an overridden ancestor's row may still hold some.
 */
async function retainedBps(ctx: CentroContext, reference: string | undefined): Promise<RetainedBp[]> {
  let query = ctx.deps.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('path', 'in', ancestorSitePaths(ctx.scope.site.path));
  if (reference !== undefined) query = query.where('reference', '=', reference);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const definition = bpDefinition(row);
    const retention = definition.business_process.retention;
    return retention ? [{ id: row.id, reference: row.reference, definition, retention }] : [];
  });
}

/** The centro's units past retention, oldest first (by creation), a page at a time. */
export async function listPastRetention(
  ctx: CentroContext,
  query: { business_process?: string | undefined; items_per_page: number; offset: number },
): Promise<Omit<RetentionListResponse, 'sso_idp'>> {
  const bps = await retainedBps(ctx, query.business_process);
  if (bps.length === 0) return { count: 0, results: [] };
  const past = (eb: ExpressionBuilder<Database, 'units'>) =>
    eb.or(
      bps.map((bp) => {
        const cutoff = retentionCutoff(bp.retention, ctx.now).toISOString();
        const ofBp = eb('units.business_process_id', '=', bp.id);
        return bp.retention.from === 'created'
          ? eb.and([ofBp, eb('units.created_at', '<', cutoff)])
          : eb.and([ofBp, eb('units.is_closed', '=', 1), eb('units.fecha_cierre', '<', cutoff)]);
      }),
    );
  const base = ctx.deps.db.k
    .selectFrom('units')
    .where('units.site_id', '=', ctx.scope.site.id)
    .where('units.centro_id', '=', ctx.scope.centro.id)
    .where(past);
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('units.id').limit(query.items_per_page).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const byId = new Map(bps.map((bp) => [bp.id, bp]));
  return {
    count: Number(counted?.n ?? 0),
    results: rows.map((u) => present(u, byId.get(u.business_process_id)!, ctx)),
  };
}

function present(unit: UnitRow, bp: RetainedBp, ctx: CentroContext): RetentionUnit {
  const { lang } = ctx.scope;
  const since = retentionSince(unit, bp.retention) ?? unit.created_at;
  const state = bp.definition.business_process.workflow.states.find((s) => s.id === unit.current_state);
  return {
    uid: unit.uid,
    version: unit.version,
    reference: unit.reference,
    title: unit.title,
    business_process: bp.reference,
    business_process_name: localizedText(bp.definition.business_process.info.name, lang),
    state: state ? localizedText(state.label, lang) : unit.current_state,
    from: bp.retention.from,
    since,
    retention_ended: retentionEnd(bp.retention, new Date(since)).toISOString(),
  };
}
