import type { BpDefinition, BpTransition } from '@qualium/contracts';
import { initialTransition } from './definition.js';
import type { Actor, UnitSnapshot } from './types.js';

/**
 * Who may run which transition (records-explorer §6: transitions are decided
 * per unit by the server, from process roles).
 *
 * - editor: every transition, the initial one included;
 * - creator (the role): the initial transition, when it lists creator;
 * - `responsible` listed: the unit's current responsible;
 * - `creator` listed on a later transition: the user who created the unit;
 * - reader, original_document_reader, visor_pdf_reader listed: their holders.
 */

export function canCreate(definition: BpDefinition, actor: Actor): boolean {
  return canRunTransition(initialTransition(definition), null, actor);
}

export function canRunTransition(transition: BpTransition, unit: UnitSnapshot | null, actor: Actor): boolean {
  if (actor.processRoles.has('editor')) return true;
  if (transition.initial) return transition.allowed_roles.includes('creator') && actor.processRoles.has('creator');
  if (!unit) return false;
  return transition.allowed_roles.some((role) => {
    switch (role) {
      case 'responsible':
        return unit.responsibleId !== null && unit.responsibleId === actor.userId;
      case 'creator':
        return unit.creatorId !== null && unit.creatorId === actor.userId;
      case 'editor':
        return false; // handled above
      default:
        return actor.processRoles.has(role);
    }
  });
}

/**
 * The transitions the actor may run now, in definition order: for a new unit
 * (`unit` null) the initial one, else those leaving the unit's state.
 */
export function transitionCandidates(
  definition: BpDefinition,
  unit: UnitSnapshot | null,
  actor: Actor,
): BpTransition[] {
  const transitions = definition.business_process.workflow.transitions;
  if (!unit) return transitions.filter((t) => t.initial && canRunTransition(t, null, actor));
  return transitions.filter((t) => !t.initial && t.from.includes(unit.state) && canRunTransition(t, unit, actor));
}
