import { MESSAGES, type ProcessRole } from '@qualium/contracts';
import type { ResponsibleResolution } from '@qualium/workflow';
import type { CentroContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { usersWithProcessRole } from '../access/policy.js';
import { siteProcessIds } from '../processes/repo.js';

/** The responsible the actor picked in the form (`responsible`), if any. */
export type ChosenResponsible = number | null | undefined;

export interface Candidate {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

/** The process a `process_role` rule names by reference, or the unit's own process. */
async function processIdOf(
  ctx: CentroContext,
  reference: string | null,
  fallback: number | null,
): Promise<number | null> {
  if (reference === null) return fallback;
  return (await siteProcessIds(ctx.deps.db, ctx.scope)).get(reference) ?? fallback;
}

/** The users the actor may choose as next responsible (get_transition_candidate_responsibles). */
export async function responsibleCandidates(
  ctx: CentroContext,
  resolution: ResponsibleResolution,
  where: { centroId: number; processId: number | null },
): Promise<Candidate[]> {
  const { db } = ctx.deps;
  const ids =
    resolution.kind === 'fixed'
      ? resolution.userId === null
        ? []
        : [Number(resolution.userId)]
      : resolution.kind === 'choose_among'
        ? resolution.userIds.map(Number)
        : null;
  if (ids !== null) {
    if (ids.length === 0) return [];
    return (
      db.k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'username', 'email'])
        .where('id', 'in', ids)
        // Only people of this company: a user field can never make an outsider responsible.
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_centro_roles')
              .select('user_id')
              .whereRef('user_centro_roles.user_id', '=', 'users.id')
              .where('user_centro_roles.site_id', '=', ctx.scope.site.id),
          ),
        )
        .execute()
    );
  }
  const processId = await processIdOf(ctx, resolution.kind === 'choose' ? resolution.process : null, where.processId);
  if (processId === null) return [];
  return usersWithProcessRole(db, ctx.scope, where.centroId, processId, (resolution as { role: ProcessRole }).role);
}

/**
 * The next responsible: fixed by the rule, or the actor's pick checked against the candidates
 * (a single candidate is taken without asking).
 */
export async function resolveResponsible(
  ctx: CentroContext,
  resolution: ResponsibleResolution,
  chosen: ChosenResponsible,
  where: { centroId: number; processId: number | null },
): Promise<number | null> {
  if (resolution.kind === 'fixed') return resolution.userId === null ? null : Number(resolution.userId);
  const candidates = await responsibleCandidates(ctx, resolution, where);
  if (chosen === undefined || chosen === null) {
    if (candidates.length === 1) return candidates[0]!.id;
    throw badRequest({ responsible: [MESSAGES.invalidResponsible] });
  }
  if (!candidates.some((c) => c.id === chosen)) throw badRequest({ responsible: [MESSAGES.invalidResponsible] });
  return chosen;
}
