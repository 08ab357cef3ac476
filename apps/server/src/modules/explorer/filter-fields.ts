import {
  DATE_UNIT_COLUMNS,
  EXPLORER_MESSAGES,
  type FilterField,
  type FilterFieldsResponse,
  type FilterUsersResponse,
  MESSAGES,
  personName,
  USER_FILTER_ME_MARK,
} from '@qualium/contracts';
import type { RequestContext, Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { formInput } from '../units/form-inputs.js';
import { unitColumnLabels } from './labels.js';
import { resolveRef } from './refs.js';
import { type ListedBp, siteBusinessProcesses } from './scope.js';

/**
 * The advanced filter's fields (get_fields_definition_to_collect_for_filtering), the date fields a
 * date range may use (get_fields_by_type_to_collect_for_filtering), in the user's language, and the
 * people the user filter offers (get_users_to_collect_for_filtering).
 */

async function namedBusinessProcess(ctx: RequestContext, reference: string): Promise<ListedBp> {
  const bp = (await siteBusinessProcesses(ctx.deps.db, ctx.scope)).find((b) => b.row.reference === reference);
  if (!bp) throw badRequest({ business_process: [MESSAGES.unknownBusinessProcess(reference)] });
  return bp;
}

function asFilterField(bp: ListedBp, fieldId: string, scope: Scope): FilterField {
  const field = bp.definition.business_process.model.fields.find((f) => f.id === fieldId)!;
  const input = formInput(bp.definition, field, { lang: scope.lang, siteId: scope.site.id });
  return { id: field.id, label: input.label, kind: field.kind, multiple: input.multiple, items: input.items };
}

/** The BP's fields marked filterable that the typed index can filter on. */
export async function filterableFields(
  ctx: RequestContext,
  reference: string | undefined,
): Promise<FilterFieldsResponse> {
  if (!reference) throw badRequest(EXPLORER_MESSAGES.businessProcessRequired);
  const bp = await namedBusinessProcess(ctx, reference);
  const fields = bp.definition.business_process.model.fields.filter(
    (f) => f.filterable && resolveRef(f.id, [bp.definition]) !== null,
  );
  return { fields: fields.map((f) => asFilterField(bp, f.id, ctx.scope)) };
}

/** Date fields: the unit date columns, then the BP's date and date-time fields. */
export async function dateFields(ctx: RequestContext, reference: string | undefined): Promise<FilterFieldsResponse> {
  const labels = unitColumnLabels(ctx.scope.lang);
  const columns: FilterField[] = DATE_UNIT_COLUMNS.map((id) => ({
    id,
    label: labels[id],
    kind: 'date',
    multiple: false,
    items: [],
  }));
  if (!reference) return { fields: columns };
  const bp = await namedBusinessProcess(ctx, reference);
  const own = bp.definition.business_process.model.fields.filter((f) => f.kind === 'date' || f.kind === 'date_time');
  return { fields: [...columns, ...own.map((f) => asFilterField(bp, f.id, ctx.scope))] };
}

/**
 * The user filter (records-explorer §5): active users holding a role in the scope's centro, admins left out,
 * the current user first (even an admin: it is their own to-do) and marked '(YO)'.
 */
export async function filterUsers(ctx: RequestContext, centroId: number): Promise<FilterUsersResponse> {
  const me = ctx.scope.user;
  const rows = await ctx.deps.db.k
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('id', '=', me.id), eb('is_admin', '=', 0)]))
    .where('id', 'in', (q) => q.selectFrom('user_centro_roles').select('user_id').where('centro_id', '=', centroId))
    .execute();
  const mine = rows.filter((u) => u.id === me.id);
  // Alphabetical as the user's language sorts (Á with A, ñ after n), which neither database's collation promises.
  const others = rows.filter((u) => u.id !== me.id).sort((a, b) => personName(a).localeCompare(personName(b), me.lang));
  return {
    users: [
      ...mine.map((u) => ({ id: u.id, label: `${personName(u)} ${USER_FILTER_ME_MARK}`, me: true })),
      ...others.map((u) => ({ id: u.id, label: personName(u), me: false })),
    ],
  };
}
