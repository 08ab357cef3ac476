import { MESSAGES } from '@qualium/contracts';
import { type Actor, candidateResponsibles, fieldsToCollect, transitionCandidates } from '@qualium/workflow';
import { badRequest, forbidden } from '../../http/errors.js';
import { type ReadableUnit, unitSnapshot } from './read.js';

/*
 * What the actor may run on a unit now, and what running it asks of them: shared by the unit
 * routes and the bulk runs on a selection.
 */

/** The transition as the actor may run it now, or 400/403 as execute_transition would answer. */
export function offeredTransition(loaded: ReadableUnit, transitionId: string) {
  const all = loaded.definition.business_process.workflow.transitions;
  if (!all.some((t) => t.id === transitionId))
    throw badRequest({ transition_id: [MESSAGES.unknownTransition(transitionId)] });
  const offered = transitionCandidates(loaded.definition, unitSnapshot(loaded.unit), loaded.actor).find(
    (t) => t.id === transitionId,
  );
  if (!offered) throw forbidden(MESSAGES.transitionNotOffered);
  return offered;
}

export function responsibleKind(
  loaded: {
    definition: Parameters<typeof candidateResponsibles>[0];
    unit: Parameters<typeof unitSnapshot>[0];
    actor: Actor;
  },
  transitionId: string,
) {
  const transition = loaded.definition.business_process.workflow.transitions.find((t) => t.id === transitionId)!;
  return candidateResponsibles(loaded.definition, transition, {
    unit: unitSnapshot(loaded.unit),
    actor: loaded.actor,
    values: JSON.parse(loaded.unit.fields),
  }).kind;
}

/**
 * Whether a transition runs with nothing asked: no fields to collect, no child unit to create,
 * no responsible to choose, no signature. Only those run in bulk on a selection.
 */
export function runsWithoutForm(loaded: ReadableUnit, transitionId: string): boolean {
  const transition = loaded.definition.business_process.workflow.transitions.find((t) => t.id === transitionId);
  if (!transition || transition.related_business_process || transition.signature) return false;
  return (
    fieldsToCollect(loaded.definition, transition).length === 0 && responsibleKind(loaded, transitionId) === 'fixed'
  );
}
