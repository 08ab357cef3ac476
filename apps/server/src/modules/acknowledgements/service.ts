import { ACKNOWLEDGEMENT_MESSAGES, type AcknowledgementList, displayName } from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { centroToday } from '../shared/centro-day.js';
import { loadReadableUnit } from '../units/read.js';
import { findUsers } from '../units/repo.js';
import { isOverdue } from './due.js';
import { acknowledgementsOf, effectiveVersion, versionRule } from './repo.js';

/**
 * GET {centro}/unit/{uid}/acknowledgements/ (the viewer's acknowledgements box): for the version in
 * force of a unit the user may read, who was asked to acknowledge it and who did, and when, by which
 * day and who let it pass; those still to do it first. A unit whose BP asks for no acknowledgements is a 400.
 */
export async function listAcknowledgements(ctx: CentroContext, uid: string): Promise<AcknowledgementList> {
  const { unit, definition } = await loadReadableUnit(ctx, uid);
  const ack = definition.business_process.workflow.acknowledgement;
  if (!ack) throw badRequest(ACKNOWLEDGEMENT_MESSAGES.noAcknowledgement);
  const { k } = ctx.deps.db;
  const siteId = ctx.scope.site.id;
  const rule = versionRule(definition.business_process.workflow, ack);
  const version = unit.current_state === ack.effective_state ? await effectiveVersion(k, siteId, unit.id, rule) : null;
  if (!version) return { effective: null, mine: false, people: [] };
  const rows = await acknowledgementsOf(k, siteId, unit.id, version.id);
  const names = new Map((await findUsers(ctx.deps.db, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.id, u]));
  const today = centroToday(ctx.now);
  const people = rows.map((r) => {
    const user = names.get(r.user_id);
    return {
      user: { id: r.user_id, name: user ? displayName(user) : `#${r.user_id}` },
      assigned: r.assigned === 1,
      acknowledged_at: r.acknowledged_at,
      overdue: isOverdue(r, today),
    };
  });
  people.sort(
    (a, b) =>
      Number(a.acknowledged_at !== null) - Number(b.acknowledged_at !== null) || a.user.name.localeCompare(b.user.name),
  );
  const inForce = await k
    .selectFrom('file_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unit.id)
    .where('status', '=', 'public')
    .executeTakeFirst();
  return {
    effective: {
      since: version.created_at,
      file_version: inForce?.version ?? null,
      // The tasks' limit (one per version); those who acknowledged unasked have none.
      due_date: rows.find((r) => r.due_date !== null)?.due_date ?? null,
    },
    mine: people.some((p) => p.user.id === ctx.scope.user.id && p.acknowledged_at !== null),
    people,
  };
}
