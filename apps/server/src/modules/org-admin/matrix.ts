import {
  ADMIN_MESSAGES,
  type CentroRecord,
  type MatrixProcess,
  ORG_MESSAGES,
  PROCESS_TYPES,
  type ProcessMatrix,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { listSiteCentros, presentCentroRecord } from '../org/centro-records.js';
import { centroPathIds } from '../org/repo.js';
import { pathIds } from '../processes/tree.js';
import type { CentroAdmin } from './centros.js';
import { managedCentroIds } from './policy.js';

type K = Kysely<Database>;

/** A process map reads strategic, then core, then support processes; by reference within each. */
const TYPE_ORDER = new Map<string, number>([
  ['strategic', 0],
  ['core', 1],
  ['support', 2],
]);

const processType = (value: string): MatrixProcess['process_type'] =>
  (PROCESS_TYPES as readonly string[]).includes(value) ? (value as MatrixProcess['process_type']) : 'core';

/** The company's processes in process-map order, each parent followed by its children. */
async function mapOrderedProcesses(k: K, siteId: number): Promise<MatrixProcess[]> {
  const rows = await k
    .selectFrom('processes')
    .select(['id', 'name', 'reference', 'process_type', 'parent_id', 'path'])
    .where('site_id', '=', siteId)
    .execute();
  rows.sort(
    (a, b) =>
      (TYPE_ORDER.get(a.process_type) ?? 9) - (TYPE_ORDER.get(b.process_type) ?? 9) ||
      a.reference.localeCompare(b.reference) ||
      a.id - b.id,
  );
  const known = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const parent = row.parent_id !== null && known.has(row.parent_id) ? row.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const out: MatrixProcess[] = [];
  const walk = (parent: number | null) => {
    for (const row of childrenOf.get(parent) ?? []) {
      out.push({
        id: row.id,
        name: row.name,
        reference: row.reference,
        process_type: processType(row.process_type),
        parent: row.parent_id,
        level: pathIds(row.path).length || 1,
      });
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

/**
 * `GET {site}/qcentro/list_process_matrix`: which centro runs which process. Administrators see
 * every centro and may change it; a centro manager sees the centros they manage, read only.
 */
export async function listProcessMatrix(k: K, scope: Scope): Promise<ProcessMatrix> {
  const managed = scope.isSiteAdmin ? null : await managedCentroIds(k, scope);
  if (managed !== null && managed.size === 0) throw forbidden(ADMIN_MESSAGES.readOnlyAccess);
  const [centros, processes, links] = await Promise.all([
    listSiteCentros(k, scope.site.id),
    mapOrderedProcesses(k, scope.site.id),
    k
      .selectFrom('centro_processes')
      .select(['centro_id', 'process_id'])
      .where('site_id', '=', scope.site.id)
      .orderBy('process_id')
      .execute(),
  ]);
  return {
    centros: centros
      .filter((c) => managed === null || managed.has(c.id))
      .map((c) => ({
        id: c.id,
        name: c.name,
        path_str: c.path_str,
        depth: Math.max(0, centroPathIds(c.path).length - 1),
        processes: links.filter((l) => l.centro_id === c.id).map((l) => l.process_id),
      })),
    processes,
    can_edit: scope.isSiteAdmin,
  };
}

async function linkedProcesses(k: K, centroId: number): Promise<number[]> {
  const rows = await k
    .selectFrom('centro_processes')
    .select('process_id')
    .where('centro_id', '=', centroId)
    .orderBy('process_id')
    .execute();
  return rows.map((r) => r.process_id);
}

/**
 * `PUT {site}/qcentro/{id}/add_process/` and `remove_process/`: links or unlinks one process of
 * the company; answers the updated centro. Asking for what is already so changes nothing.
 */
export async function setCentroProcess(
  k: K,
  centros: CentroAdmin,
  scope: Scope,
  centroId: number,
  processId: number,
  linked: boolean,
): Promise<CentroRecord> {
  const centro = await centros.target(scope, centroId);
  const process = await k
    .selectFrom('processes')
    .select('id')
    .where('site_id', '=', scope.site.id)
    .where('id', '=', processId)
    .executeTakeFirst();
  if (!process) throw badRequest({ process_id: [ORG_MESSAGES.unknownProcess(processId)] });
  await auditedTransaction(k, scope, async (trx) => {
    const before = await linkedProcesses(trx, centro.id);
    if (before.includes(processId) === linked) return;
    if (linked) {
      await trx
        .insertInto('centro_processes')
        .values({ site_id: scope.site.id, centro_id: centro.id, process_id: processId })
        .onConflict((oc) => oc.columns(['centro_id', 'process_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('centro_processes')
        .where('centro_id', '=', centro.id)
        .where('process_id', '=', processId)
        .execute();
    }
    const after = await linkedProcesses(trx, centro.id);
    await recordAudit(trx, scope, {
      entity: 'centro',
      entityId: centro.id,
      action: 'update',
      before: { processes: before },
      after: { processes: after },
    });
  });
  return presentCentroRecord(k, scope.site, centro);
}
