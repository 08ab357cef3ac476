import {
  type BpDefinition,
  DEFAULT_TABLE_COLUMNS,
  initials,
  localizedText,
  personName,
  type UnitDetail,
  type UnitField,
} from '@qualium/contracts';
import { candidateResponsibles, isOverdue, transitionCandidates } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { presentFiles, visibleFileValue } from '../files/present.js';
import { siteProcessLabels } from '../processes/repo.js';
import { siteCentroLabels } from '../shared/catalog.js';
import { centroToday } from '../shared/centro-day.js';
import { columnValue, stateOf, userRef } from '../shared/list-row.js';
import { type Lookups, loadLookups, readableValue } from '../shared/readable.js';
import { presentSignature } from '../signatures/present.js';
import { listSignatures, type SignatureRow } from '../signatures/repo.js';
import { type ReadableUnit, unitSnapshot } from './read.js';
import { type HistoryRow, listChildUnits, listHistory } from './repo.js';

/**
 * GET {centro}/unit/{uid}/: the unit with every attribute of records-explorer §3 the user may see.
 * Capabilities (transition candidates, reports, content types) are decided here, on the server,
 * so the viewer shows exactly what the user may do.
 */

/** What a history row is shown with: the BP, the language, the look-ups and the unit's signatures by history row. */
interface HistoryContext {
  definition: BpDefinition;
  lang: string;
  lookups: Lookups;
  signatures: ReadonlyMap<number, SignatureRow>;
  unit: { siteId: number; uid: string };
}

function historyEntry(row: HistoryRow, { definition, lang, lookups, signatures, unit }: HistoryContext) {
  const transition = definition.business_process.workflow.transitions.find((t) => t.id === row.transition_id);
  const fieldDef = (id: string) => definition.business_process.model.fields.find((f) => f.id === id);
  const text = (id: string, v: unknown) => {
    const f = fieldDef(id);
    return v === undefined ? null : f ? readableValue(f, v, lang, lookups, definition) : String(v);
  };
  const diff = JSON.parse(row.diff) as Array<{
    field: string;
    kind: 'new' | 'changed' | 'removed';
    old?: unknown;
    new?: unknown;
  }>;
  return {
    id: row.id,
    transition_id: row.transition_id,
    label: transition ? localizedText(transition.label, lang) : row.transition_id,
    from_state: row.from_state === null ? null : stateOf(definition, row.from_state, lang),
    to_state: stateOf(definition, row.to_state, lang),
    user: userRef(lookups, row.user_id),
    responsible: userRef(lookups, row.responsible_id),
    limit: row.limit_date,
    date: row.created_at,
    fields: diff.map((c) => ({
      field: c.field,
      label: localizedText(fieldDef(c.field)?.label, lang) || c.field,
      kind: c.kind,
      old: text(c.field, c.old),
      new: text(c.field, c.new),
    })),
    reason: row.reason,
    signature: signatures.has(row.id) ? presentSignature(signatures.get(row.id)!, unit, lang) : null,
  };
}

type LoadedUnit = Pick<ReadableUnit, 'unit' | 'bp' | 'definition' | 'actor'>;

/** GET {centro}/unit/{uid}/: what the unit page shows (loading, then shaping). */
export async function presentUnit(db: Db, scope: Scope, loaded: LoadedUnit, now: Date): Promise<UnitDetail> {
  const sources = await loadUnitDetailSources(db, scope, loaded);
  return shapeUnitDetail(loaded, sources, scope.lang, centroToday(now));
}

/** The transitions the actor may run on the unit now, as the viewer offers them. */
export function presentTransitionCandidates(loaded: LoadedUnit, lang: string): UnitDetail['transition_candidates'] {
  const { unit, definition, actor } = loaded;
  const snapshot = unitSnapshot(unit);
  const fields = JSON.parse(unit.fields) as Record<string, unknown>;
  return transitionCandidates(definition, snapshot, actor).map((t) => ({
    id: t.id,
    label: localizedText(t.label, lang),
    related_business_process: t.related_business_process ?? null,
    choose_responsible:
      !t.related_business_process &&
      candidateResponsibles(definition, t, { unit: snapshot, actor, values: fields }).kind !== 'fixed',
  }));
}

/** The BPs the actor may open from the unit (its related transitions), by reference. */
function relatedReferencesOf({ unit, definition, actor }: LoadedUnit): string[] {
  const candidates = transitionCandidates(definition, unitSnapshot(unit), actor);
  return [...new Set(candidates.map((t) => t.related_business_process).filter((r): r is string => !!r))];
}

/** Everything the unit page shows beyond the unit row and its BP, read in one go. */
type UnitDetailSources = Awaited<ReturnType<typeof loadUnitDetailSources>>;

async function loadUnitDetailSources(db: Db, scope: Scope, loaded: LoadedUnit) {
  const { unit, bp, definition, actor } = loaded;
  const fields = JSON.parse(unit.fields) as Record<string, unknown>;
  const relatedReferences = relatedReferencesOf(loaded);
  // One round of reads (on PostgreSQL each a round trip, side by side): the unit's centro and
  // process come from the company's catalog, kept per server process (shared/catalog.ts).
  const [history, children, parent, centros, processes, files, signatures, contactsRows, relatedNames] =
    await Promise.all([
      listHistory(db, scope, unit.id),
      listChildUnits(db, scope, unit.id),
      unit.parent_unit_id === null
        ? undefined
        : db.k
            .selectFrom('units')
            .select(['uid', 'reference', 'title', 'bp_reference', 'current_state'])
            .where('site_id', '=', scope.site.id)
            .where('id', '=', unit.parent_unit_id)
            .executeTakeFirst(),
      siteCentroLabels(db, scope),
      unit.process_id === null ? undefined : siteProcessLabels(db, scope),
      presentFiles(db, scope, unit, definition, actor),
      listSignatures(db, scope, unit.id),
      db.k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email', 'phone', 'photo'])
        .where('id', 'in', [unit.creator_id ?? 0, unit.current_responsible_id ?? 0])
        .execute(),
      relatedReferences.length
        ? db.k
            .selectFrom('business_processes')
            .select(['reference', 'name'])
            .where('reference', 'in', relatedReferences)
            .where('site_id', '=', bp.site_id)
            .execute()
        : [],
    ]);
  const centro = centros.get(unit.centro_id);
  if (!centro) throw new Error(`Centro ${unit.centro_id} of unit ${unit.id} is not one of its company's`);
  const process = unit.process_id === null ? undefined : processes?.get(unit.process_id);
  const people = [
    unit.creator_id,
    unit.current_responsible_id,
    ...history.flatMap((h) => [h.user_id, h.responsible_id]),
  ].filter((id): id is number => id !== null);
  const lookups = await loadLookups(db, scope, definition, [fields, ...history.flatMap(diffValues)], people);
  lookups.centros.set(centro.id, centro.name);
  return {
    history,
    signatures: new Map(signatures.map((sig) => [sig.history_id, sig])),
    children,
    parent,
    centro,
    process,
    files,
    lookups,
    contactsRows,
    relatedReferences,
    relatedNames,
  };
}

/** The unit page from the unit and what was read for it: no I/O. `today` is the centro's date. */
function shapeUnitDetail(loaded: LoadedUnit, sources: UnitDetailSources, lang: string, today: string): UnitDetail {
  const { unit, bp, definition, actor } = loaded;
  const { history, children, parent, centro, process, files, lookups, contactsRows } = sources;
  const { relatedReferences, relatedNames } = sources;
  const info = definition.business_process.info;
  const fields = JSON.parse(unit.fields) as Record<string, unknown>;
  const bpName = localizedText(info.name, lang);
  const unitFields: Record<string, UnitField> = {};
  for (const f of definition.business_process.model.fields) {
    const value =
      f.kind === 'state'
        ? unit.current_state
        : f.kind === 'date_limit'
          ? unit.current_limit
          : visibleFileValue(f, fields[f.id], files);
    const state = f.kind === 'state' ? stateOf(definition, unit.current_state, lang) : null;
    unitFields[f.id] = {
      id: f.id,
      type: f.kind,
      label: localizedText(f.label, lang),
      value: value ?? null,
      readable: readableValue(f, value, lang, lookups, definition),
      ...(state ? { color: state.color } : {}),
      ...(f.kind === 'centro' && typeof value === 'number' ? { logo: lookups.centroLogos.get(value) ?? null } : {}),
    };
  }
  const candidates = presentTransitionCandidates(loaded, lang);
  const tableView = definition.business_process.views.find((v) => v.kind === 'table');
  const columns =
    tableView?.kind === 'table'
      ? tableView.columns
      : DEFAULT_TABLE_COLUMNS.map((c) => ({ field: c, label: undefined }));
  const current = stateOf(definition, unit.current_state, lang);
  const reportItems = definition.business_process.reports.unit.map((r) => ({
    value: r.id,
    title: localizedText(r.title, lang),
    suffix: 'docx',
  }));

  return {
    uid: unit.uid,
    instance_id: unit.id,
    version: unit.version,
    site: unit.site_id,
    centro: { id: centro.id, name: centro.name, logo: centro.logo },
    business_process: bp.reference,
    business_process_name: bpName,
    bp_reference: bp.reference,
    readable_type: bpName,
    reference: unit.reference,
    title: unit.title,
    fields: unitFields,
    workflow: history.map((h) =>
      historyEntry(h, {
        definition,
        lang,
        lookups,
        signatures: sources.signatures,
        unit: { siteId: unit.site_id, uid: unit.uid },
      }),
    ),
    inline_boxes: definition.business_process.layout.boxes.map((b) => ({
      ...b,
      id: b.id ?? b.kind,
      label: b.label ? localizedText(b.label, lang) : null,
    })),
    relations: {
      parent: parent
        ? {
            uid: parent.uid,
            reference: parent.reference,
            title: parent.title,
            business_process: parent.bp_reference,
            current_workflow_state: null,
          }
        : null,
      children: children.map((c) => ({
        uid: c.uid,
        reference: c.reference,
        title: c.title,
        business_process: c.bp_reference,
        current_workflow_state: null,
      })),
    },
    comunications: [],
    current_workflow_state: current,
    state_color: current.color,
    current_workflow_responsible: userRef(lookups, unit.current_responsible_id),
    current_workflow_limit: unit.current_limit,
    is_overdue: !current.closed && isOverdue(unit.current_limit, today),
    fecha_creacion: unit.created_at,
    fecha_cierre: unit.fecha_cierre,
    creador: userRef(lookups, unit.creator_id),
    transition_candidates: candidates,
    contacts: contactsRows.map((u) => {
      const name = personName(u);
      const roles = [
        u.id === unit.current_responsible_id ? 'responsible' : null,
        u.id === unit.creator_id ? 'creator' : null,
      ];
      return {
        id: u.id,
        title: name,
        role: roles.filter(Boolean).join(', '),
        photo: u.photo,
        initials: initials(name),
        phone: u.phone,
        email: u.email,
      };
    }),
    reports: reportItems,
    visor_pdf_reports: definition.business_process.reports.unit
      .filter((r) => r.pdf)
      .map((r) => ({ value: r.id, title: localizedText(r.title, lang), suffix: 'pdf' })),
    allowed_content_types: relatedReferences.map((reference) => ({
      reference,
      readable_type: relatedNames.find((n) => n.reference === reference)?.name ?? reference,
    })),
    ...files,
    navigate_list: children.map((c) => ({ uid: c.uid, reference: c.reference, title: c.title })),
    actions: candidates.length > 0 ? ['transition'] : [],
    columns: columns.map((c) => ({
      name: c.field,
      label: c.label ? localizedText(c.label, lang) : c.field,
      value: columnValue(c.field, unit, definition, lang, lookups, fields, bpName),
    })),
    process: process ?? null,
    directory: unit.directory_id,
    permissions: [...actor.processRoles].sort(),
    _protected: { centro: unit.centro_id },
  };
}

function diffValues(h: HistoryRow): Array<Record<string, unknown>> {
  const diff = JSON.parse(h.diff) as Array<{ field: string; old?: unknown; new?: unknown }>;
  return [Object.fromEntries(diff.map((c) => [c.field, c.old])), Object.fromEntries(diff.map((c) => [c.field, c.new]))];
}
