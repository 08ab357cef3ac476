import type { BpDefinition, BpTransition, FieldError } from '@qualium/contracts';
import { transitionById } from './definition.js';
import { approvedVersion } from './documentVersion.js';
import { closingDate, nextDueDate } from './due.js';
import { validateFields } from './fields.js';
import { type HistoryChange, historyDiff } from './historyDiff.js';
import { computedScores, type SubIndicatorScores } from './indicatorScore.js';
import { candidateResponsibles, type ResponsibleResolution } from './responsibles.js';
import { canRunTransition } from './transitions.js';
import type { Actor, UnitSnapshot } from './types.js';

/**
 * Everything one transition does to a unit, decided in one pure call; the
 * server's service applies it in one database transaction (docs/design.md §5).
 */
export interface TransitionRequest {
  transitionId: string;
  /** Submitted values, by field id. */
  values: Readonly<Record<string, unknown>>;
  /** `YYYY-MM-DD` in the unit's centre. */
  today: string;
  /** Scores of the sub-indicators the unit's metrics name (for `score_of` fields). */
  subScores?: SubIndicatorScores;
}

export type TransitionPlan =
  | { ok: false; reason: 'unknown_transition' | 'not_allowed' }
  | { ok: false; reason: 'invalid_fields'; errors: Record<string, FieldError[]> }
  | {
      ok: true;
      transition: BpTransition;
      /** Null for a transition to a related BP: the unit stays where it is. */
      state: string | null;
      /** The unit's fields after the transition. */
      fields: Record<string, unknown>;
      diff: HistoryChange[];
      responsible: ResponsibleResolution;
      limit: string | null;
      closedAt: string | null;
    };

/** `unit` null means creating (the initial transition). */
export function planTransition(
  definition: BpDefinition,
  unit: UnitSnapshot | null,
  actor: Actor,
  request: TransitionRequest,
): TransitionPlan {
  const transition = transitionById(definition, request.transitionId);
  if (!transition) return { ok: false, reason: 'unknown_transition' };
  const leavesState = unit ? transition.from.includes(unit.state) : transition.initial;
  if (!leavesState || !canRunTransition(transition, unit, actor)) return { ok: false, reason: 'not_allowed' };
  const before = unit?.fields ?? {};
  const checked = validateFields(definition, transition.fields, request.values, before);
  if (!checked.ok) return { ok: false, reason: 'invalid_fields', errors: checked.errors };
  const fields: Record<string, unknown> = { ...before };
  // Submitted values, then what the server computes from them (an indicator's score, an approved version's number).
  const computed = {
    ...computedScores(definition, { ...before, ...checked.values }, request.subScores ?? {}),
    ...approvedVersion(definition, transition, before),
  };
  for (const [id, value] of Object.entries({ ...checked.values, ...computed })) {
    if (value === null) delete fields[id];
    else fields[id] = value;
  }
  const order = definition.business_process.model.fields.map((f) => f.id);
  const state = transition.to ?? null;
  return {
    ok: true,
    transition,
    state,
    fields,
    diff: historyDiff(before, fields, order),
    responsible: candidateResponsibles(definition, transition, { unit, actor, values: fields }),
    limit: nextDueDate(transition, request.today, fields, unit?.limit ?? null),
    closedAt:
      state === null ? (unit?.closedAt ?? null) : closingDate(definition, state, request.today, unit?.closedAt ?? null),
  };
}
