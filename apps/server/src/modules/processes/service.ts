import { PROCESS_ROLES, type ProcessPermission, type ProcessRecord, TREE_DEPTH_CAP } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { bpDefinition, listBusinessProcesses } from '../bp/repo.js';
import { participatingProcessIds } from './policy.js';
import { presentProcess } from './present.js';
import { findProcess, listProcessGrants, listProcessRows } from './repo.js';
import { buildTree, type TreeNode, withAncestors } from './tree.js';

/** Process reference → the BPs (usable by the site) whose `info.process` names it. */
async function bpReferencesByProcess(db: Db, scope: Scope): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  for (const row of await listBusinessProcesses(db, scope)) {
    const process = bpDefinition(row).business_process.info.process;
    if (process !== null) map.set(process, [...(map.get(process) ?? []), row.reference]);
  }
  return map;
}

/** A process map reads strategic, then core, then support processes; by reference within each. */
const TYPE_ORDER: Readonly<Record<ProcessRecord['process_type'], number>> = { strategic: 0, core: 1, support: 2 };
const mapOrder = (a: ProcessRecord, b: ProcessRecord) =>
  TYPE_ORDER[a.process_type] - TYPE_ORDER[b.process_type] || a.reference.localeCompare(b.reference) || a.id - b.id;

/**
 * The process map as this user may see it. Site admins see every process of the site
 * (docs/decisions.md); everyone else the processes they participate in. `connected` adds the
 * ancestors of those (marked `participating: false`) so that a tree has no gaps.
 */
export async function visibleProcesses(db: Db, scope: Scope, connected: boolean): Promise<ProcessRecord[]> {
  const [rows, participating, bpReferences] = await Promise.all([
    listProcessRows(db, scope),
    participatingProcessIds(db, scope),
    bpReferencesByProcess(db, scope),
  ]);
  const records = rows
    .map((row) => presentProcess(row, { lang: scope.lang, bpReferences, participating }))
    .sort(mapOrder);
  if (scope.isSiteAdmin) return records;
  const shown = connected ? withAncestors(records, participating) : participating;
  return records.filter((r) => shown.has(r.id));
}

export async function processTree(db: Db, scope: Scope): Promise<Array<TreeNode<ProcessRecord>>> {
  return buildTree(await visibleProcesses(db, scope, true), TREE_DEPTH_CAP);
}

const ids = (values: Array<number | null>) =>
  [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);

/** Per process role, the site roles and departments it is granted to (spec "Permissions"). */
export async function processPermissions(db: Db, scope: Scope, processId: number): Promise<ProcessPermission[]> {
  const process = await findProcess(db, scope, processId);
  if (!process) throw notFound();
  const grants = await listProcessGrants(db, scope, process.id);
  return PROCESS_ROLES.map((role) => {
    const mine = grants.filter((g) => g.permission === role);
    return {
      permission_id: role,
      roles_allowed: ids(mine.map((g) => g.role_id)),
      departments_allowed: ids(mine.map((g) => g.department_id)),
    };
  });
}
