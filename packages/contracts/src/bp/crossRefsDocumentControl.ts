import { BP_CHECK_MESSAGES as M } from './checkMessages.js';
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
      report(['workflow', 'transitions', i, 'fields'], M.versionFieldCollected(dc.version_field));
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
    if (!t) report(at('approve_transitions', i), M.unknownTransition(id));
    else if (t.initial || t.to === undefined) {
      report(at('approve_transitions', i), M.approvalTransition);
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
    report(path, M.unknownTransition(id));
    return;
  }
  if (review.initial || review.to === undefined) {
    report(path, M.reviewTransition);
    return;
  }
  for (const state of effective) {
    if (!review.from.includes(state)) report(path, M.reviewLeavesFrom(state));
  }
  if (review.fields.some((f) => f.required ?? fields.get(f.field)?.required)) {
    report(path, M.reviewNoFields);
  }
  if (review.signature) report(path, M.reviewUnsigned);
  if (review.responsible.rule === 'process_role') {
    report(path, M.reviewResponsibleByRole);
  }
}
