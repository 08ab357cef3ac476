import type { BpDefinition, BpField, BpState, BpTransition } from '@qualium/contracts';

/** Look-ups into a parsed definition. */

export function fieldById(definition: BpDefinition, id: string): BpField | undefined {
  return definition.business_process.model.fields.find((f) => f.id === id);
}

export function stateById(definition: BpDefinition, id: string): BpState | undefined {
  return definition.business_process.workflow.states.find((s) => s.id === id);
}

export function transitionById(definition: BpDefinition, id: string): BpTransition | undefined {
  return definition.business_process.workflow.transitions.find((t) => t.id === id);
}

/** The one initial transition (the schema guarantees there is exactly one). */
export function initialTransition(definition: BpDefinition): BpTransition {
  const initial = definition.business_process.workflow.transitions.find((t) => t.initial);
  if (!initial) throw new Error(`BP ${definition.business_process.info.reference} has no initial transition`);
  return initial;
}

export function isClosedState(definition: BpDefinition, stateId: string): boolean {
  return stateById(definition, stateId)?.closed ?? false;
}
