import type { BpChoiceItem, BpDefinition, BpField } from '@qualium/contracts';
import { localizedText, personName } from '@qualium/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { bpDefinition, findBusinessProcess } from '../bp/repo.js';
import { personNames, siteCentroLabels } from './catalog.js';

/**
 * Readable texts of stored field values (records-explorer §3 "Field kinds from the API": each
 * field carries its value and a readable form). Names of users, folders, centros and related
 * units are looked up once per response.
 */
export interface Lookups {
  users: Map<number, string>;
  directories: Map<number, string>;
  centros: Map<number, string>;
  /** Logos of the centros that centro fields name (records-explorer §3: centro, readable text and logo). */
  centroLogos: Map<number, string | null>;
  units: Map<string, { reference: string; title: string }>;
  /**
   * Where each dynamic_choice field of the definition takes its choices (`depends_on.source`):
   * the source field and its BP's definition, so a stored code reads as the source's text.
   */
  sources: Map<string, { field: BpField; definition: BpDefinition }>;
}

/** The source fields of the definition's dynamic_choice fields that hold a value in `valueSets`. */
async function loadChoiceSources(
  db: Db,
  scope: Scope,
  definition: BpDefinition,
  valueSets: Array<Record<string, unknown>>,
): Promise<Lookups['sources']> {
  const sources: Lookups['sources'] = new Map();
  const used = definition.business_process.model.fields.filter(
    (f) => f.kind === 'dynamic_choice' && valueSets.some((fields) => ids(fields[f.id]).length > 0),
  );
  const bps = new Map<string, BpDefinition | undefined>();
  for (const f of used) {
    const source = f.depends_on?.source;
    if (!source) continue;
    if (!bps.has(source.business_process)) {
      const row = await findBusinessProcess(db, scope, source.business_process);
      bps.set(source.business_process, row ? bpDefinition(row) : undefined);
    }
    const sourceDefinition = bps.get(source.business_process);
    const sourceField = sourceDefinition?.business_process.model.fields.find((x) => x.id === source.field);
    // A source that is itself a dynamic choice is not followed further (its code is shown).
    if (sourceDefinition && sourceField && sourceField.kind !== 'dynamic_choice')
      sources.set(f.id, { field: sourceField, definition: sourceDefinition });
  }
  return sources;
}

const ids = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

export async function loadLookups(
  db: Db,
  scope: Scope,
  definition: BpDefinition,
  valueSets: Array<Record<string, unknown>>,
  extraUserIds: number[] = [],
): Promise<Lookups> {
  const sources = await loadChoiceSources(db, scope, definition, valueSets);
  const users = new Set<number>(extraUserIds);
  const directories = new Set<number>();
  const centros = new Set<number>();
  const uids = new Set<string>();
  for (const fields of valueSets) {
    for (const field of definition.business_process.model.fields) {
      // A dynamic choice holds values of its source field: look them up as that field's kind.
      const f = sources.get(field.id)?.field ?? field;
      for (const v of ids(fields[field.id])) {
        if ((f.kind === 'user' || f.kind === 'process_user') && typeof v === 'number') users.add(v);
        if (f.kind === 'directory' && typeof v === 'number') directories.add(v);
        if (f.kind === 'centro' && typeof v === 'number') centros.add(v);
        if ((f.kind === 'related' || f.kind === 'relationships') && typeof v === 'string') uids.add(v);
      }
    }
  }
  const [u, d, c, r] = await Promise.all([
    personNames(db, scope, [...users]),
    directories.size
      ? db.k
          .selectFrom('directories')
          .select(['id', 'name'])
          .where('site_id', '=', scope.site.id)
          .where('id', 'in', [...directories])
          .execute()
      : [],
    centros.size ? siteCentroLabels(db, scope).then((all) => [...centros].flatMap((id) => all.get(id) ?? [])) : [],
    uids.size
      ? db.k
          .selectFrom('units')
          .select(['uid', 'reference', 'title'])
          // `+site_id` keeps SQLite on the uid index: it would otherwise walk every unit of the site.
          .where(sql`+site_id`, '=', scope.site.id)
          .where('uid', 'in', [...uids])
          .execute()
      : [],
  ]);
  return {
    users: new Map(u.map((x) => [x.id, personName(x)])),
    directories: new Map(d.map((x) => [x.id, x.name])),
    centros: new Map(c.map((x) => [x.id, x.name])),
    centroLogos: new Map(c.map((x) => [x.id, x.logo])),
    units: new Map(r.map((x) => [x.uid, { reference: x.reference, title: x.title }])),
    sources,
  };
}

function itemText(items: readonly BpChoiceItem[], value: string, lang: string): string | undefined {
  for (const i of items) {
    if (i.value === value) return localizedText(i.label, lang);
    const inChild = i.children ? itemText(i.children, value, lang) : undefined;
    if (inChild) return inChild;
  }
  return undefined;
}

const DAY_WORDS: Record<string, [string, string]> = { es: ['día', 'días'], ca: ['dia', 'dies'], en: ['day', 'days'] };

export function readableValue(
  field: BpField,
  value: unknown,
  lang: string,
  lookups: Lookups,
  definition: BpDefinition,
): string {
  if (value === null || value === undefined || value === '') return '';
  const list = ids(value);
  const join = (texts: Array<string | undefined>) => texts.filter((t): t is string => Boolean(t)).join(', ');
  switch (field.kind) {
    case 'choice':
    case 'autocomplete':
    case 'treeview':
    case 'tag':
      return join(
        list.map((v) => ('items' in field ? itemText(field.items, String(v), lang) : undefined) ?? String(v)),
      );
    case 'dynamic_choice': {
      const source = lookups.sources.get(field.id);
      return source
        ? readableValue(source.field, value, lang, lookups, source.definition)
        : join(list.map((v) => String(v)));
    }
    case 'user':
    case 'process_user':
      return join(list.map((v) => lookups.users.get(Number(v)) ?? String(v)));
    case 'directory':
      return join(list.map((v) => lookups.directories.get(Number(v))));
    case 'centro':
      return join(list.map((v) => lookups.centros.get(Number(v))));
    case 'related':
    case 'relationships':
      return join(
        list.map((v) => {
          const u = lookups.units.get(String(v));
          return u ? `${u.reference} ${u.title}` : undefined;
        }),
      );
    case 'state': {
      const s = definition.business_process.workflow.states.find((x) => x.id === value);
      return s ? localizedText(s.label, lang) : String(value);
    }
    case 'time_event': {
      // Stored as {amount, tipo_periodo, days, …}; the readable form is the resulting days.
      const days = typeof value === 'object' && 'days' in value ? Number(value.days) : Number(value);
      const [one, many] = DAY_WORDS[lang] ?? DAY_WORDS.es!;
      return `${days} ${days === 1 ? one : many}`;
    }
    case 'file':
    case 'image':
    case 'versionable_file':
      return join(list.map((f) => (f && typeof f === 'object' && 'filename' in f ? String(f.filename) : undefined)));
    case 'metrics':
      return join(list.map((m) => (m && typeof m === 'object' && 'name' in m ? String(m.name) : undefined)));
    case 'indicator_tracking':
      return `${list.length}`;
    case 'date_time':
      return String(value).replace('T', ' ');
    default:
      return join(list.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))));
  }
}
