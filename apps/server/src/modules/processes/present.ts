import { INTERNAL_TYPES, LANGUAGES, type Language, PROCESS_TYPES, type ProcessRecord } from '@qualium/contracts';
import type { ProcessRow } from './repo.js';
import { pathIds } from './tree.js';

type ProcessType = (typeof PROCESS_TYPES)[number];

/** Django's get_process_type_display, in the user's language. */
const TYPE_DISPLAY: Record<ProcessType, Record<Language, string>> = {
  strategic: { es: 'Estratégico', ca: 'Estratègic', en: 'Strategic' },
  core: { es: 'Operativo', ca: 'Operatiu', en: 'Core' },
  support: { es: 'Soporte', ca: 'Suport', en: 'Support' },
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export interface ProcessPresentation {
  lang: string;
  /** Process reference → references of the BPs whose units belong to it. */
  bpReferences: ReadonlyMap<string, string[]>;
  participating: ReadonlySet<number>;
}

export function presentProcess(row: ProcessRow, how: ProcessPresentation): ProcessRecord {
  const path = pathIds(row.path);
  const processType = oneOf(PROCESS_TYPES, row.process_type, 'core');
  const lang = oneOf<Language>(LANGUAGES, how.lang, 'es');
  return {
    id: row.id,
    name: row.name,
    reference: row.reference,
    path,
    level: path.length,
    parent: row.parent_id,
    standard: row.standard_id,
    standard_name: row.standard_name ?? null,
    process_type: processType,
    get_process_type_display: TYPE_DISPLAY[processType][lang],
    internal_type: oneOf(INTERNAL_TYPES, row.internal_type, 'public'),
    inherit_permissions: row.inherit_permissions === 1,
    description: row.description,
    entries: row.entries,
    outputs: row.outputs,
    activities: row.activities,
    objective: row.objective,
    scope: row.scope,
    bp_reference: how.bpReferences.get(row.reference) ?? [],
    participating: how.participating.has(row.id),
  };
}
