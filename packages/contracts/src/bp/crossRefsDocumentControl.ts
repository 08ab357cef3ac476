import type { FieldRef, Path, Report } from './crossRefsShared.js';
import type { BpField } from './fields.js';
import type { BpWorkflow } from './workflowSection.js';

/** `workflow.document_control` (documentControl.ts): what it names exists and can do its part. */
export function checkDocumentControl(
  wf: BpWorkflow,
  fields: ReadonlyMap<string, BpField>,
  report: Report,
  fieldRef: FieldRef,
): void {
  const dc = wf.document_control;
  if (!dc) return;
  const at = (...rest: Array<string | number>): Path => ['workflow', 'document_control', ...rest];
  const byId = new Map(wf.transitions.map((t) => [t.id, t]));
  fieldRef(at('version_field'), dc.version_field, ['text']);
  wf.transitions.forEach((t, i) => {
    if (t.fields.some((f) => f.field === dc.version_field)) {
      report(
        ['workflow', 'transitions', i, 'fields'],
        `Field '${dc.version_field}' holds the version number, kept by the server; no transition collects it`,
      );
    }
  });
  const effective = new Set<string>();
  dc.approve_transitions.forEach((id, i) => {
    const t = byId.get(id);
    if (!t) return report(at('approve_transitions', i), `Unknown transition '${id}'`);
    if (t.initial || t.to === undefined) {
      return report(
        at('approve_transitions', i),
        'An approval is a transition of an existing unit to one of its states',
      );
    }
    effective.add(t.to);
  });
  if (!dc.review) return;
  const review = byId.get(dc.review.transition);
  if (!review) return report(at('review', 'transition'), `Unknown transition '${dc.review.transition}'`);
  if (review.initial || review.to === undefined) {
    return report(at('review', 'transition'), 'The review is a transition of an existing unit to one of its states');
  }
  for (const state of effective) {
    if (!review.from.includes(state)) {
      report(at('review', 'transition'), `The review must leave from '${state}', where the approvals lead`);
    }
  }
  // The system runs it with no values and nobody to sign or choose a responsible.
  if (review.fields.some((f) => f.required ?? fields.get(f.field)?.required)) {
    report(at('review', 'transition'), 'The system runs the review with no values: it cannot require fields');
  }
  if (review.signature) report(at('review', 'transition'), 'The system runs the review: it cannot be signed');
  if (review.responsible.rule === 'process_role') {
    report(at('review', 'transition'), 'The system runs the review: its responsible cannot be chosen by role');
  }
}
