import { BP_CHECK_MESSAGES as M } from './checkMessages.js';
import type { FieldRef, Path, Report } from './crossRefsShared.js';
import type { BpWorkflow } from './workflowSection.js';

/**
 * Cross-reference checks of "read and understood" (docs/bp-definition.md): the workflow's
 * `acknowledgement` names a signed transition that keeps the unit in its effective state, and a
 * transition's `requires_acknowledged` names a related field.
 */
export function checkAcknowledgement(wf: BpWorkflow, report: Report, fieldRef: FieldRef): void {
  const ack = wf.acknowledgement;
  if (ack) {
    const at = (...rest: Array<string | number>): Path => ['workflow', 'acknowledgement', ...rest];
    if (!wf.states.some((s) => s.id === ack.effective_state)) {
      report(at('effective_state'), M.unknownState(ack.effective_state));
    }
    const transition = wf.transitions.find((t) => t.id === ack.transition);
    if (!transition) report(at('transition'), M.unknownTransition(ack.transition));
    else if (!transition.from.includes(ack.effective_state) || transition.to !== ack.effective_state) {
      report(at('transition'), M.acknowledgementLoops(ack.transition, ack.effective_state));
    } else if (!transition.signature) {
      report(at('transition'), M.acknowledgementSigned(ack.transition));
    }
  }
  wf.transitions.forEach((t, i) => {
    if (t.requires_acknowledged) {
      fieldRef(['workflow', 'transitions', i, 'requires_acknowledged', 'field'], t.requires_acknowledged.field, [
        'related',
      ]);
    }
  });
}

/** An acknowledgements box shows the workflow's `acknowledgement`: a BP without one cannot have it. */
export function checkAcknowledgementBoxes(
  boxes: ReadonlyArray<{ kind: string }>,
  wf: BpWorkflow,
  report: Report,
): void {
  if (wf.acknowledgement) return;
  boxes.forEach((b, i) => {
    if (b.kind === 'acknowledgements') {
      report(['layout', 'boxes', i, 'kind'], M.acknowledgementsBox);
    }
  });
}
