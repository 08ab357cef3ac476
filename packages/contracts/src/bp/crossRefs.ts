import type { BpCharts } from './charts.js';
import { DUPLICATE_OF, BP_CHECK_MESSAGES as M } from './checkMessages.js';
import { checkAcknowledgement, checkAcknowledgementBoxes } from './crossRefsAcknowledgement.js';
import { checkDocumentControl } from './crossRefsDocumentControl.js';
import { checkUnique, type FieldRef, isUnitColumn, kindsText, type Path, type Report } from './crossRefsShared.js';
import { checkCharts, checkLayout, checkViews } from './crossRefsViews.js';
import {
  FIELD_KIND_INPUTS,
  type FieldKind,
  isFieldKindIn,
  SYSTEM_FIELD_KINDS,
  USER_FIELD_KINDS,
} from './fieldKinds.js';
import type { BpChoiceItem, BpField, BpModel } from './fields.js';
import type { BpInfo } from './info.js';
import type { BpLayout } from './layout.js';
import type { BpReports } from './reports.js';
import type { BpRetention } from './retention.js';
import type { BpViews } from './views.js';
import type { BpWorkflow } from './workflowSection.js';

/**
 * Checks that span sections: every id a section names must exist elsewhere
 * with a suitable kind. Runs once the structure is valid (zod skips
 * refinements otherwise), so it may trust the parsed shapes.
 */
export type { Path, Report };

export interface BusinessProcessSections {
  info: BpInfo;
  model: BpModel;
  workflow: BpWorkflow;
  views: BpViews;
  layout: BpLayout;
  charts?: BpCharts | undefined;
  reports: BpReports;
  retention?: BpRetention | undefined;
}

const TITLE_KINDS = ['text', 'textarea', 'choice', 'autocomplete', 'dynamic_choice'] as const satisfies FieldKind[];

export function checkBusinessProcess(bp: BusinessProcessSections, report: Report): void {
  const fields = new Map<string, BpField>();
  for (const f of bp.model.fields) if (!fields.has(f.id)) fields.set(f.id, f);

  /** Reports a missing field or one of the wrong kind; returns the field when fine. */
  const fieldRef = (path: Path, id: string, kinds?: readonly FieldKind[]): BpField | undefined => {
    const f = fields.get(id);
    if (!f) {
      report(path, M.unknownField(id));
      return undefined;
    }
    if (kinds && !kinds.includes(f.kind)) {
      report(path, M.fieldOfKind(id, f.kind, kindsText(kinds)));
      return undefined;
    }
    return f;
  };
  /** A unit column, or a field of the given kinds. */
  const columnRef = (path: Path, id: string, columns: readonly string[], kinds?: readonly FieldKind[]) => {
    if (columns.includes(id)) return;
    if (!fields.has(id) && !isUnitColumn(id)) {
      report(path, M.unknownFieldOrColumn(id));
      return;
    }
    if (isUnitColumn(id)) {
      report(path, M.columnNotHere(id, kindsText(columns)));
      return;
    }
    fieldRef(path, id, kinds);
  };

  checkModel(bp, fields, report, fieldRef);
  if (bp.info.title_field !== undefined) fieldRef(['info', 'title_field'], bp.info.title_field, TITLE_KINDS);
  checkWorkflow(bp.workflow, report, fieldRef);
  checkDocumentControl(bp.workflow, fields, report, fieldRef);
  checkViews(bp.views, bp.charts !== undefined, report, columnRef);
  checkLayout(bp.layout, report, fieldRef);
  checkAcknowledgementBoxes(bp.layout.boxes, bp.workflow, report);
  if (bp.charts) checkCharts(bp.charts, report, columnRef, fieldRef);
  checkUnique(
    bp.reports.list.map((r) => r.id),
    DUPLICATE_OF.report,
    (i) => ['reports', 'list', i, 'id'],
    report,
  );
  checkUnique(
    bp.reports.unit.map((r) => r.id),
    DUPLICATE_OF.report,
    (i) => ['reports', 'unit', i, 'id'],
    report,
  );
  if (bp.retention?.from === 'closed' && !bp.workflow.states.some((s) => s.closed)) {
    // Counted from a closing date that no state sets, the period would never start.
    report(['retention', 'from'], M.retentionNeverStarts);
  }
}

function itemValues(items: readonly BpChoiceItem[]): string[] {
  return items.flatMap((item) => [item.value, ...itemValues(item.children ?? [])]);
}

function checkModel(bp: BusinessProcessSections, fields: Map<string, BpField>, report: Report, fieldRef: FieldRef) {
  const list = bp.model.fields;
  checkUnique(
    list.map((f) => f.id),
    DUPLICATE_OF.field,
    (i) => ['model', 'fields', i, 'id'],
    report,
  );
  list.forEach((f, i) => {
    const at = (...rest: Array<string | number>): Path => ['model', 'fields', i, ...rest];
    if (isUnitColumn(f.id)) report(at('id'), M.idIsUnitColumn(f.id));
    const inputs = FIELD_KIND_INPUTS[f.kind] as readonly string[];
    if (f.input !== undefined && !inputs.includes(f.input)) {
      report(at('input'), M.inputCannotEdit(f.input, f.kind, kindsText(inputs)));
    }
    if ((f.kind === 'numeric' || f.kind === 'decimal') && f.rules?.min !== undefined && f.rules.max !== undefined) {
      if (f.rules.min > f.rules.max) report(at('rules', 'min'), M.minOverMax);
    }
    if (f.kind === 'time_event') {
      const t = f.time_event;
      if (t.min_days > t.max_days) report(at('time_event', 'min_days'), M.minDaysOverMaxDays);
    }
    if ('items' in f) {
      checkUnique(itemValues(f.items), DUPLICATE_OF.item, () => at('items'), report);
    }
    if (f.kind === 'indicator_tracking') fieldRef(at('metrics_field'), f.metrics_field, ['metrics']);
    if ((f.kind === 'numeric' || f.kind === 'decimal') && f.score_of !== undefined) {
      fieldRef(at('score_of'), f.score_of, ['indicator_tracking']);
    }
    if (f.kind === 'versionable_file') {
      const states = new Set(bp.workflow.states.map((s) => s.id));
      for (const key of ['publish_states', 'withdraw_states'] as const) {
        f[key]?.forEach((s, j) => {
          if (!states.has(s)) report(at(key, j), M.unknownState(s));
        });
      }
    }
    if (isFieldKindIn(f.kind, SYSTEM_FIELD_KINDS) && f.required) {
      report(at('required'), M.systemFieldRequired(f.kind));
    }
    if (f.depends_on) {
      if (f.depends_on.field === f.id) report(at('depends_on', 'field'), M.dependsOnItself);
      else fieldRef(at('depends_on', 'field'), f.depends_on.field);
    }
  });
  // A dependency cycle would clear fields forever (dependent inputs clear when their root is cleared).
  list.forEach((f, i) => {
    const seen = new Set<string>([f.id]);
    for (let next = f.depends_on?.field; next !== undefined; next = fields.get(next)?.depends_on?.field) {
      if (next === f.id) {
        report(['model', 'fields', i, 'depends_on', 'field'], M.dependencyCycle(f.id));
        break;
      }
      if (seen.has(next)) break;
      seen.add(next);
    }
  });
}

function checkWorkflow(wf: BpWorkflow, report: Report, fieldRef: FieldRef) {
  const states = new Set(wf.states.map((s) => s.id));
  checkUnique(
    wf.states.map((s) => s.id),
    DUPLICATE_OF.state,
    (i) => ['workflow', 'states', i, 'id'],
    report,
  );
  checkUnique(
    wf.transitions.map((t) => t.id),
    DUPLICATE_OF.transition,
    (i) => ['workflow', 'transitions', i, 'id'],
    report,
  );
  const initials = wf.transitions.flatMap((t, i) => (t.initial ? [i] : []));
  if (initials.length === 0) report(['workflow', 'transitions'], M.noInitial);
  for (const i of initials.slice(1)) {
    report(['workflow', 'transitions', i, 'initial'], M.anotherInitial);
  }
  const reached = new Set<string>();
  wf.transitions.forEach((t, i) => {
    const at = (...rest: Array<string | number>): Path => ['workflow', 'transitions', i, ...rest];
    if (t.initial) {
      if (t.from.length > 0) report(at('from'), M.initialFrom);
      if (t.related_business_process !== undefined) {
        report(at('related_business_process'), M.initialToState);
      }
      const others = t.allowed_roles.filter((r) => r !== 'creator' && r !== 'editor');
      if (others.length > 0) {
        report(at('allowed_roles'), M.initialRoles(others.join(', ')));
      }
      if (t.responsible.rule === 'keep') {
        report(at('responsible'), M.initialKeep);
      }
    } else if (t.from.length === 0) {
      report(at('from'), M.fromStates);
    }
    t.from.forEach((s, j) => {
      if (!states.has(s)) report(at('from', j), M.unknownState(s));
    });
    checkUnique(t.from, DUPLICATE_OF.fromState, (j) => at('from', j), report);
    if (t.to !== undefined) {
      if (states.has(t.to)) reached.add(t.to);
      else report(at('to'), M.unknownState(t.to));
    }
    if (t.related_business_process !== undefined && t.fields.length > 0) {
      report(at('fields'), M.relatedCollects);
    }
    t.fields.forEach((ref, j) => {
      const f = fieldRef(at('fields', j), ref.field);
      if (f && isFieldKindIn(f.kind, SYSTEM_FIELD_KINDS)) {
        report(at('fields', j), M.systemFieldCollected(f.id, f.kind));
      }
    });
    checkUnique(
      t.fields.map((f) => f.field),
      DUPLICATE_OF.collectedField,
      (j) => at('fields', j),
      report,
    );
    if (t.responsible.rule === 'field') fieldRef(at('responsible', 'field'), t.responsible.field, USER_FIELD_KINDS);
    if (t.due.rule === 'field') fieldRef(at('due', 'field'), t.due.field, ['date', 'date_time', 'time_event']);
    if (t.signature && (t.initial || t.related_business_process !== undefined)) {
      // A signature binds a unit's content at a version: the initial and related transitions write no version of this unit.
      report(at('signature'), M.signedTransition);
    }
  });
  wf.states.forEach((s, i) => {
    if (!reached.has(s.id)) report(['workflow', 'states', i, 'id'], M.unreachedState(s.id));
  });
  wf.reason_for_change?.after_states.forEach((s, i) => {
    if (!states.has(s)) report(['workflow', 'reason_for_change', 'after_states', i], M.unknownState(s));
  });
  checkAcknowledgement(wf, report, fieldRef);
}
