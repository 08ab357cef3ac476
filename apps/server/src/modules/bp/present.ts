import type { BpRecord } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { storedSitePath, urlSitePath } from '../org/repo.js';
import type { BusinessProcessRow } from './repo.js';

/** The companies the listed BPs were uploaded at (the scope's site and its ancestors). */
export async function sitesOf(db: Db, rows: readonly BusinessProcessRow[]) {
  const ids = [...new Set(rows.map((r) => r.site_id))];
  if (ids.length === 0) return new Map<number, { name: string; path: string }>();
  const sites = await db.k.selectFrom('sites').select(['id', 'name', 'path']).where('id', 'in', ids).execute();
  return new Map(sites.map((s) => [s.id, { name: s.name, path: s.path }]));
}

/** One BP record (shell-and-admin §3), with whether this user may edit it here. */
export function presentBp(
  row: BusinessProcessRow,
  site: { name: string; path: string } | undefined,
  scope: Scope,
): BpRecord {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    type: row.type,
    site: row.site_id,
    site_name: site?.name ?? '',
    site_path: urlSitePath(site?.path ?? row.path),
    path: urlSitePath(row.path),
    description: row.description,
    has_charts: row.has_charts === 1,
    is_shared: row.is_shared === 1,
    can_edit: scope.isSiteAdmin && storedSitePath(row.path) === storedSitePath(scope.site.path),
    business_process: row.definition,
  };
}
