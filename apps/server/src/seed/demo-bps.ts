import { type BpChoiceItem, type BpDefinition, type BpDefinitionInput, validateBpDefinition } from '@qualium/contracts';
import { DEMO_BP_DEFINITIONS } from '@qualium/demo-bps';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ProcessSeed, ProcessType, SiteSeed } from './demo-data.js';

/**
 * The demo business processes of one company: each site stores its own copy of every definition
 * in bps/, pointed at that company's process map. The shared definitions
 * name a generic map (PS-08, PO-03…); the copy names the company's own process in `info.process`
 * and offers the company's processes in its process pickers (affected process, owner process,
 * audit scope), so a hospital never picks "PO-03 Producción".
 */

/** The top-level values of the generic process picker the shared definitions carry. */
const GENERIC_PROCESS_GROUPS = ['estrategicos', 'operativos', 'soporte'];

const GROUP_LABELS: Record<ProcessType, { value: string; es: string; ca: string; en: string }> = {
  strategic: {
    value: 'estrategicos',
    es: 'Procesos estratégicos',
    ca: 'Processos estratègics',
    en: 'Strategic processes',
  },
  core: { value: 'operativos', es: 'Procesos operativos', ca: 'Processos operatius', en: 'Core processes' },
  support: { value: 'soporte', es: 'Procesos de soporte', ca: 'Processos de suport', en: 'Support processes' },
};

function processItem(p: ProcessSeed): BpChoiceItem {
  const label = `${p.ref} ${p.name}`;
  const children = (p.children ?? []).map(processItem);
  return { value: p.ref, label: { es: label }, ...(children.length > 0 ? { children } : {}) };
}

/** The company's process map as treeview items: strategic, core and support groups, then the tree. */
export function siteProcessItems(site: SiteSeed): BpChoiceItem[] {
  return (['strategic', 'core', 'support'] as const).flatMap((type) => {
    const processes = site.processes.filter((p) => p.type === type);
    if (processes.length === 0) return [];
    const { value, es, ca, en } = GROUP_LABELS[type];
    return [{ value, label: { es, ca, en }, children: processes.map(processItem) }];
  });
}

function isGenericProcessPicker(items: unknown): boolean {
  if (!Array.isArray(items)) return false;
  const values = items.map((i) => (i as { value?: unknown }).value);
  return values.length === GENERIC_PROCESS_GROUPS.length && GENERIC_PROCESS_GROUPS.every((v) => values.includes(v));
}

/** The definition as `site` stores it: its own process reference and process pickers. */
export function siteDefinition(site: SiteSeed, reference: string, source: BpDefinitionInput): BpDefinitionInput {
  const processRef = site.businessProcesses[reference];
  if (processRef === undefined)
    throw new Error(`Demo data: ${site.key} maps no process for business process ${reference}`);
  const copy = structuredClone(source) as BpDefinitionInput & {
    business_process: {
      info: { process?: string | null };
      model: { fields: Array<{ kind: string; items?: unknown }> };
    };
  };
  copy.business_process.info.process = processRef;
  const items = siteProcessItems(site);
  for (const field of copy.business_process.model.fields) {
    if (field.kind === 'treeview' && isGenericProcessPicker(field.items)) field.items = structuredClone(items);
  }
  return copy;
}

/** Checks a site's copy against the schema; a broken demo definition stops the seed. */
export function checkedDefinition(site: SiteSeed, reference: string, definition: BpDefinitionInput): BpDefinition {
  const checked = validateBpDefinition(definition, { knownBusinessProcesses: Object.keys(DEMO_BP_DEFINITIONS) });
  if (!checked.ok) {
    const problems = checked.problems.map((p) => `${p.path}: ${p.message}`).join('; ');
    throw new Error(`Demo business process ${reference} of ${site.key} is invalid: ${problems}`);
  }
  return checked.value;
}

/**
 * Inserts one row per demo BP for the site (inside the seed's transaction). `processes` maps the
 * site's process references to their ids.
 */
export async function insertDemoBusinessProcesses(
  trx: Transaction<Database>,
  site: { id: number; path: string; seed: SiteSeed },
  processes: ReadonlyMap<string, { id: number }>,
  createdAt: string,
): Promise<void> {
  for (const [reference, source] of Object.entries(DEMO_BP_DEFINITIONS)) {
    const definition = siteDefinition(site.seed, reference, source);
    const { info, charts } = checkedDefinition(site.seed, reference, definition).business_process;
    const process = processes.get(site.seed.businessProcesses[reference] ?? '');
    if (!process) throw new Error(`Demo data: ${site.seed.key} has no process for business process ${reference}`);
    await trx
      .insertInto('business_processes')
      .values({
        site_id: site.id,
        reference,
        name: info.name.es,
        type: info.type,
        description: info.description?.es ?? '',
        process_id: process.id,
        is_shared: info.shared ? 1 : 0,
        has_charts: charts && charts.charts.length > 0 ? 1 : 0,
        path: site.path,
        definition: JSON.stringify(definition),
        next_number: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
}
