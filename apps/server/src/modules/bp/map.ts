import type { BpMapResponse } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';
import { canCreate } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { CentroScope } from '../../http/context.js';
import { processRolesInCentro, rolesOn } from '../access/policy.js';
import { siteProcessIds } from '../processes/repo.js';
import { bpDefinition, listBusinessProcesses } from './repo.js';

/**
 * GET {centro}/businessprocess/bpmap/ (records-explorer §3, §6): per BP the site may use, whether
 * the user may create units of it in this centro — the engine's rule on the process roles they hold
 * on the BP's process here — whether it is shared, and its list-report templates.
 */
export async function businessProcessMap(db: Db, scope: CentroScope): Promise<BpMapResponse> {
  const [rows, roles, processIdOf] = await Promise.all([
    listBusinessProcesses(db, scope),
    processRolesInCentro(db, scope, scope.centro.id),
    siteProcessIds(db, scope),
  ]);
  // An inherited BP belongs to the process of the same reference in this site's own map (bpProcessId).
  const map: BpMapResponse = {};
  for (const row of rows) {
    const definition = bpDefinition(row);
    const info = definition.business_process.info;
    const processId = info.process === null ? null : (processIdOf.get(info.process) ?? null);
    map[row.reference] = {
      can_create: canCreate(definition, { userId: scope.user.id, processRoles: rolesOn(roles, processId) }),
      is_shared: info.shared,
      list_reports_templates: definition.business_process.reports.list.map((r) => ({
        value: r.id,
        title: localizedText(r.title, scope.lang),
        template: r.template,
      })),
    };
  }
  return map;
}
