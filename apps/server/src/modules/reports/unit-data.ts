import type { BpDefinition, HistoryEntry, UnitDetail } from '@qualium/contracts';
import { displayName } from '@qualium/contracts';
import type { Scope } from '../../http/context.js';
import { formatMoment, formatValue, valueKindOf } from './values.js';

/**
 * What a unit report's tags are filled with: the unit as the viewer shows it (presentUnit's
 * readable values, dates and numbers in the user's language), the company and who printed it
 * when. Field ids are tags of their own; where one has the name of a unit tag, the unit tag wins
 * (the field is still in the `fields` loop).
 */
export interface UnitReportData extends Record<string, unknown> {
  fields: Array<{ id: string; label: string; value: string }>;
  history: Array<Record<string, string>>;
}

/** "Label: old → new" per change, one a line (the template keeps the line breaks). */
function changesText(entry: HistoryEntry, definition: BpDefinition, lang: string): string {
  const shown = (field: string, text: string | null) =>
    text === null ? '' : formatValue(valueKindOf(field, definition), text, lang, text);
  return entry.fields
    .map((c) => {
      if (c.kind === 'new') return `${c.label}: ${shown(c.field, c.new)}`;
      if (c.kind === 'removed') return `${c.label}: ${shown(c.field, c.old)} → —`;
      return `${c.label}: ${shown(c.field, c.old)} → ${shown(c.field, c.new)}`;
    })
    .join('\n');
}

/** A signed transition's record on one line, as the report prints it (docs/compliance.md). */
function signatureText({ signature: s }: HistoryEntry, lang: string): string {
  if (!s) return '';
  const when = `${formatMoment(s.signed_at, lang)} (${s.time_zone})`;
  return [s.meaning, s.printed_name, when, s.reason, `SHA-256 ${s.content_hash}`].filter(Boolean).join(' — ');
}

export function unitReportData(
  unit: UnitDetail,
  definition: BpDefinition,
  scope: Scope,
  report: { title: string; now: Date },
): UnitReportData {
  const lang = scope.lang;
  const day = (value: string | null) => formatValue({ type: 'date' }, value, lang, value ?? '');
  const fields = definition.business_process.model.fields.flatMap((f) => {
    const field = unit.fields[f.id];
    if (!field) return [];
    return [
      {
        id: f.id,
        label: field.label,
        value: formatValue(valueKindOf(f.id, definition), field.value, lang, field.readable),
      },
    ];
  });
  const history = unit.workflow.map((h) => ({
    date: formatMoment(h.date, lang),
    transition: h.label,
    from_state: h.from_state?.label ?? '',
    to_state: h.to_state.label,
    user: h.user?.name ?? '',
    responsible: h.responsible?.name ?? '',
    limit: day(h.limit),
    changes: changesText(h, definition, lang),
    signature: signatureText(h, lang),
    reason_for_change: h.reason ?? '',
  }));
  const me = scope.user;
  return {
    ...Object.fromEntries(fields.map((f) => [f.id, f.value])),
    uid: unit.uid,
    reference: unit.reference,
    title: unit.title,
    centro: unit.centro.name,
    business_process_name: unit.business_process_name,
    current_workflow_state: unit.current_workflow_state.label,
    current_workflow_responsible: unit.current_workflow_responsible?.name ?? '',
    current_workflow_limit: day(unit.current_workflow_limit),
    fecha_creacion: day(unit.fecha_creacion),
    fecha_cierre: day(unit.fecha_cierre),
    creador: unit.creador?.name ?? '',
    company: scope.site.name,
    report_title: report.title,
    printed_at: formatMoment(report.now.toISOString(), lang),
    printed_by: displayName(me),
    footer: scope.site.reports_footer_text ?? '',
    fields: fields.filter((f) => f.value !== ''),
    history,
  };
}
