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
      report(at('effective_state'), `Unknown state '${ack.effective_state}'`);
    }
    const transition = wf.transitions.find((t) => t.id === ack.transition);
    if (!transition) report(at('transition'), `Unknown transition '${ack.transition}'`);
    else if (!transition.from.includes(ack.effective_state) || transition.to !== ack.effective_state) {
      report(at('transition'), `Transition '${ack.transition}' must go from '${ack.effective_state}' to itself`);
    } else if (!transition.signature) {
      report(at('transition'), `Transition '${ack.transition}' acknowledges: it must be signed (\`signature\`)`);
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
      report(['layout', 'boxes', i, 'kind'], 'An acknowledgements box needs the workflow’s `acknowledgement`');
    }
  });
}
