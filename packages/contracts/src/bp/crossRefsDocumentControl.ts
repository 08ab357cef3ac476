import type { FieldRef, Path, Report } from './crossRefsShared.js';
import type { BpDocumentControl } from './documentControl.js';
import type { BpField } from './fields.js';
import type { BpTransition, BpWorkflow } from './workflowSection.js';

const at = (...rest: Array<string | number>): Path => ['workflow', 'document_control', ...rest];

/** `workflow.document_control` (documentControl.ts): what it names exists and can do its part. */
export function checkDocumentControl(
  wf: BpWorkflow,
  fields: ReadonlyMap<string, BpField>,
  report: Report,
  fieldRef: FieldRef,
): void {
  const dc = wf.document_control;
  if (!dc) return;
  fieldRef(at('version_field'), dc.version_field, ['text']);
  wf.transitions.forEach((t, i) => {
    if (t.fields.some((f) => f.field === dc.version_field)) {
      report(
        ['workflow', 'transitions', i, 'fields'],
        `Field '${dc.version_field}' holds the version number, kept by the server; no transition collects it`,
      );
    }
  });
  const byId = new Map(wf.transitions.map((t) => [t.id, t]));
  const effective = checkApprovals(dc, byId, report);
  if (dc.review) checkReview(dc.review.transition, byId, effective, fields, report);
}

/** The approvals exist and lead to a state: the states where a version is in force, answered. */
function checkApprovals(dc: BpDocumentControl, byId: ReadonlyMap<string, BpTransition>, report: Report) {
  const effective = new Set<string>();
  dc.approve_transitions.forEach((id, i) => {
    const t = byId.get(id);
    if (!t) report(at('approve_transitions', i), `Unknown transition '${id}'`);
    else if (t.initial || t.to === undefined) {
      report(at('approve_transitions', i), 'An approval is a transition of an existing unit to one of its states');
    } else effective.add(t.to);
  });
  return effective;
}

/** The review leaves from every state in force, and the system can run it: no values, signature or choice. */
function checkReview(
  id: string,
  byId: ReadonlyMap<string, BpTransition>,
  effective: ReadonlySet<string>,
  fields: ReadonlyMap<string, BpField>,
  report: Report,
) {
  const path = at('review', 'transition');
  const review = byId.get(id);
  if (!review) {
    report(path, `Unknown transition '${id}'`);
    return;
  }
  if (review.initial || review.to === undefined) {
    report(path, 'The review is a transition of an existing unit to one of its states');
    return;
  }
  for (const state of effective) {
    if (!review.from.includes(state)) report(path, `The review must leave from '${state}', where the approvals lead`);
  }
  if (review.fields.some((f) => f.required ?? fields.get(f.field)?.required)) {
    report(path, 'The system runs the review with no values: it cannot require fields');
  }
  if (review.signature) report(path, 'The system runs the review: it cannot be signed');
  if (review.responsible.rule === 'process_role') {
    report(path, 'The system runs the review: its responsible cannot be chosen by role');
  }
}
