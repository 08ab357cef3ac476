import type { BpDefinition, BpTransition, ProcessRole } from '@qualium/contracts';
import type { Actor, UnitSnapshot, UserId } from './types.js';

/**
 * Who becomes responsible after a transition. The engine names the rule's
 * outcome; the server lists users (for `choose`) and checks the chosen one.
 */
export type ResponsibleResolution =
  /** This user (null: nobody). */
  | { kind: 'fixed'; userId: UserId | null }
  /** The actor picks one of the users holding `role` in `process` in the unit's centro. */
  | { kind: 'choose'; role: ProcessRole; process: string | null }
  /** The actor picks one of these users (a multiple user field). */
  | { kind: 'choose_among'; userIds: UserId[] };

export interface ResponsibleContext {
  /** Null while creating. */
  unit: UnitSnapshot | null;
  actor: Actor;
  /** The unit's fields after this transition's values. */
  values?: Readonly<Record<string, unknown>>;
}

function userIds(value: unknown): UserId[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.filter((v): v is UserId => typeof v === 'number' || (typeof v === 'string' && v !== ''));
}

export function candidateResponsibles(
  definition: BpDefinition,
  transition: BpTransition,
  context: ResponsibleContext,
): ResponsibleResolution {
  const rule = transition.responsible;
  switch (rule.rule) {
    case 'keep':
      return { kind: 'fixed', userId: context.unit?.responsibleId ?? null };
    case 'creator':
      // While creating, the creator is the actor.
      return { kind: 'fixed', userId: context.unit ? context.unit.creatorId : context.actor.userId };
    case 'actor':
      return { kind: 'fixed', userId: context.actor.userId };
    case 'none':
      return { kind: 'fixed', userId: null };
    case 'process_role':
      return { kind: 'choose', role: rule.role, process: rule.process ?? definition.business_process.info.process };
    case 'field': {
      const ids = userIds(context.values?.[rule.field] ?? context.unit?.fields?.[rule.field]);
      return ids.length > 1 ? { kind: 'choose_among', userIds: ids } : { kind: 'fixed', userId: ids[0] ?? null };
    }
  }
}
