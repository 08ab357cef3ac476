import {
  DEFAULT_NOTIFICATION_BP,
  type ExplorerQuery,
  NOTIFICATION_BP_PREFIX,
  NOTIFICATION_MESSAGES,
  type NotificationParent,
  type NotificationsQuery,
  type UnitCollection,
} from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { AppDeps, CentroContext, CentroScope, Scope } from '../../http/context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { type ListRules, resolveList } from '../explorer/filters.js';
import { countUnits } from '../explorer/query.js';
import { listUnits } from '../explorer/service.js';

/**
 * The user's notifications as a unit collection (records-explorer §3, §7): the explorer's own list
 * of the notification BP, narrowed to the units the user is responsible for — a notification's
 * responsible is its recipient, whom its `read` transition keeps. Search, date range, advanced
 * filters, paging and sorting are the explorer's; newest first unless asked otherwise (records-explorer §9).
 */

/** The explorer query a notifications query stands for; refuses `user` naming someone else. */
function asExplorerQuery(scope: Scope, query: NotificationsQuery): ExplorerQuery {
  if (query.user !== undefined && query.user !== scope.user.id) throw forbidden(NOTIFICATION_MESSAGES.notYours);
  const { centro: _centro, user: _user, ...filters } = query;
  const businessProcess = filters.business_process || DEFAULT_NOTIFICATION_BP;
  if (!businessProcess.startsWith(NOTIFICATION_BP_PREFIX)) {
    throw badRequest({ business_process: [NOTIFICATION_MESSAGES.notANotificationProcess(businessProcess)] });
  }
  return {
    ...filters,
    business_process: businessProcess,
    current_workflow_responsible: scope.user.id,
    sort_by: filters.sort_by ?? 'fecha_creacion:desc',
  };
}

/** One centro: the one asked for (`centro`, or `centros`), else the scope's. */
function rulesFor(query: NotificationsQuery): ListRules {
  return {
    businessProcess: 'required',
    centros: 'scope',
    centroIds: query.centro === undefined ? query.centros : [query.centro],
  };
}

/** The unit each notification is about: the target of its related field (`parent_unit`). */
async function parentsOf(db: Db, scope: Scope, unitIds: number[]): Promise<Map<number, NotificationParent>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db.k
    .selectFrom('unit_relations as r')
    .innerJoin('units as u', 'u.id', 'r.to_unit_id')
    .select(['r.from_unit_id', 'u.uid', 'u.reference', 'u.bp_reference'])
    .where('r.site_id', '=', scope.site.id)
    .where('r.from_unit_id', 'in', unitIds)
    .where('r.field', 'is not', null)
    .orderBy('r.id')
    .execute();
  const parents = new Map<number, NotificationParent>();
  for (const r of rows) {
    if (!parents.has(r.from_unit_id)) {
      parents.set(r.from_unit_id, { uid: r.uid, reference: r.reference, business_process: r.bp_reference });
    }
  }
  return parents;
}

/** get_user_notifications: a page of the user's notifications, each with the unit it is about. */
export async function userNotifications(ctx: CentroContext, query: NotificationsQuery): Promise<UnitCollection> {
  const { scope } = ctx;
  const collection = await listUnits(ctx, asExplorerQuery(scope, query), rulesFor(query));
  const parents = await parentsOf(
    ctx.deps.db,
    scope,
    collection.units.map((u) => u.instance_id),
  );
  return {
    ...collection,
    units: collection.units.map((u) => ({ ...u, parent_process: parents.get(u.instance_id) ?? null })),
  };
}

/** get_user_notifications_count: the user's unread notifications (those not closed, records-explorer §4). */
export async function unreadNotificationCount(
  deps: AppDeps,
  scope: CentroScope,
  query: NotificationsQuery,
): Promise<number> {
  const resolved = await resolveList(deps.db, scope, asExplorerQuery(scope, query), rulesFor(query));
  const counted = await countUnits(deps.db, { ...resolved.filter, openOnly: true }, deps.config.explorerCountCap);
  return counted.count;
}
