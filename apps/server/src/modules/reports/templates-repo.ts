import { displayName } from '@qualium/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, ReportTemplatesTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { ancestorSitePaths } from '../bp/repo.js';

/**
 * The report_templates table: which blob is a company's template of a BP reference and definition
 * file name. A site uses its own row for a name, else the nearest ancestor company's (the way it
 * inherits business processes).
 */
export type TemplateRow = Selectable<ReportTemplatesTable> & { site_path: string };

function reachable(k: Kysely<Database>, scope: Scope) {
  return k
    .selectFrom('report_templates')
    .innerJoin('sites', 'sites.id', 'report_templates.site_id')
    .selectAll('report_templates')
    .select('sites.path as site_path')
    .where('sites.path', 'in', ancestorSitePaths(scope.site.path));
}

/** The template file each name of the BP reference stands for at this site (nearest company first). */
export async function effectiveTemplates(db: Db, scope: Scope, reference: string): Promise<Map<string, TemplateRow>> {
  const rows = await reachable(db.k, scope).where('report_templates.bp_reference', '=', reference).execute();
  const nearest = new Map<string, TemplateRow>();
  for (const row of rows) {
    const seen = nearest.get(row.name);
    if (!seen || row.site_path.length > seen.site_path.length) nearest.set(row.name, row);
  }
  return nearest;
}

export async function effectiveTemplate(
  db: Db,
  scope: Scope,
  reference: string,
  name: string,
): Promise<TemplateRow | undefined> {
  return (await effectiveTemplates(db, scope, reference)).get(name);
}

/** A template row this site may read by id: its own or an ancestor company's. */
export function findReachableTemplate(db: Db, scope: Scope, id: number): Promise<TemplateRow | undefined> {
  return reachable(db.k, scope).where('report_templates.id', '=', id).executeTakeFirst();
}

/** This site's own row for a name, inside the writing transaction. */
export function findOwnTemplate(k: Kysely<Database>, scope: Scope, reference: string, name: string) {
  return reachable(k, scope)
    .where('report_templates.site_id', '=', scope.site.id)
    .where('report_templates.bp_reference', '=', reference)
    .where('report_templates.name', '=', name)
    .executeTakeFirst();
}

/** Who uploaded each template, by user id. */
export async function uploaderNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.k
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}
