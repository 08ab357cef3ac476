import type { BpChoiceItem, ChartCategory } from '@qualium/contracts';
import { localizedText, personName } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import type { Ref } from '../explorer/refs.js';
import type { ListedBp } from '../explorer/scope.js';
import { stateOf } from '../shared/list-row.js';
import { loadLookups, readableValue } from '../shared/readable.js';

/**
 * Chart categories of a dimension's keys: labelled as the explorer shows the value (state and
 * choice labels, people's and centros' names), coloured by the definition, in a meaningful order
 * (workflow order for states, item order for choices, else the key), units without a value last.
 */

function flatItems(items: readonly BpChoiceItem[]): BpChoiceItem[] {
  return items.flatMap((i) => [i, ...flatItems(i.children ?? [])]);
}

const NUMERIC_KEY_KINDS = new Set(['user', 'process_user', 'directory', 'centro']);

export async function categoriesOf(
  db: Db,
  scope: Scope,
  ref: Ref,
  keys: ReadonlyArray<string | null>,
  bps: readonly ListedBp[],
  noValue: string,
): Promise<ChartCategory[]> {
  const lang = scope.lang;
  const distinct = [...new Set(keys.filter((k): k is string => k !== null))];
  let describe: (key: string) => { label: string; color: string | null; rank: number };

  if (ref.type === 'field') {
    const { field, definition } = ref;
    const numeric = NUMERIC_KEY_KINDS.has(field.kind);
    const lookups = await loadLookups(db, scope, definition, [
      { [field.id]: distinct.map((k) => (numeric ? Number(k) : k)) },
    ]);
    const items = 'items' in field ? flatItems(field.items) : [];
    describe = (key) => {
      const rank = items.findIndex((i) => i.value === key);
      return {
        label: readableValue(field, numeric ? Number(key) : key, lang, lookups, definition) || key,
        color: items[rank]?.color ?? null,
        rank: rank < 0 ? items.length : rank,
      };
    };
  } else if (ref.column === 'current_state') {
    const definitions = bps.map((b) => b.definition);
    const states = [...new Set(definitions.flatMap((d) => d.business_process.workflow.states.map((s) => s.id)))];
    describe = (key) => {
      const definition = definitions.find((d) => d.business_process.workflow.states.some((s) => s.id === key));
      const state = definition ? stateOf(definition, key, lang) : null;
      return { label: state?.label ?? key, color: state?.color ?? null, rank: states.indexOf(key) };
    };
  } else if (ref.column === 'current_responsible_id' || ref.column === 'creator_id' || ref.column === 'centro_id') {
    const ids = distinct.map(Number);
    const names = new Map<string, string>();
    if (ids.length > 0 && ref.column === 'centro_id') {
      const rows = await db.k.selectFrom('centros').select(['id', 'name']).where('id', 'in', ids).execute();
      for (const r of rows) names.set(String(r.id), r.name);
    } else if (ids.length > 0) {
      const rows = await db.k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', ids)
        .execute();
      for (const r of rows) names.set(String(r.id), personName(r));
    }
    describe = (key) => ({ label: names.get(key) ?? key, color: null, rank: 0 });
  } else if (ref.column === 'bp_reference') {
    describe = (key) => {
      const bp = bps.find((b) => b.row.reference === key);
      return { label: bp ? localizedText(bp.definition.business_process.info.name, lang) : key, color: null, rank: 0 };
    };
  } else {
    describe = (key) => ({ label: key, color: null, rank: 0 });
  }

  const described = distinct.map((key) => ({ key, ...describe(key) }));
  described.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label));
  const categories = described.map(({ key, label, color }) => ({ key, label, color }));
  return keys.includes(null) ? [...categories, { key: '', label: noValue, color: null }] : categories;
}
