import { ADMIN_MESSAGES, type CentroFields, type CentroRecord, type Localized, ORG_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { StagedFile } from '../files/blobs.js';
import { findSiteCentro, presentCentroRecord } from '../org/centro-records.js';
import type { CentroRow } from '../org/repo.js';
import { readSsoSettings } from '../sso/settings.js';
import { keepImages } from './images.js';
import { countOf, deleteDirectories, deleteMenuItems, isUniqueViolation, unitCount } from './store.js';

type K = Kysely<Database>;

const audited = (c: CentroRow) => ({
  name: c.name,
  url_name: c.url_name,
  parent: c.parent_id,
  path: c.path,
  path_str: c.path_str,
  logo: c.logo,
  process_map_image: c.process_map_image,
  background_image: c.background_image,
});

/** Where a centro sits under `parent`: its id path ('/3/7/12/') and its name path ('A/B/C'). */
const placeUnder = (parent: CentroRow | null, id: number, name: string) => ({
  path: `${parent ? parent.path : '/'}${id}/`,
  path_str: parent ? `${parent.path_str}/${name}` : name,
});

/**
 * Centros as the company's administrators keep them (shell-and-admin §5 Centro, docs/decisions.md): a tree
 * per company whose materialised `path` and `path_str` are kept for the centro and every centro
 * below it on a rename or a move. Each change is one transaction with its audit entry.
 */
export class CentroAdmin {
  constructor(private readonly deps: AppDeps) {}

  async target(scope: Scope, id: number): Promise<CentroRow> {
    const centro = await findSiteCentro(this.deps.db.k, scope.site.id, id);
    if (!centro) throw notFound();
    return centro;
  }

  /** The chosen parent, a centro of the same company (400 otherwise). */
  private async parentOf(scope: Scope, fields: CentroFields): Promise<CentroRow | null> {
    if (fields.parent === null) return null;
    const parent = await findSiteCentro(this.deps.db.k, scope.site.id, fields.parent);
    if (!parent) throw badRequest({ parent: [ADMIN_MESSAGES.unknownId(fields.parent)] });
    return parent;
  }

  private async assertUrlNameFree(urlName: string | null, exceptId?: number): Promise<void> {
    if (urlName === null) return;
    const other = await this.deps.db.k
      .selectFrom('centros')
      .select('id')
      .where('url_name', '=', urlName)
      .executeTakeFirst();
    if (other && other.id !== exceptId) throw badRequest({ url_name: [ADMIN_MESSAGES.duplicate] });
  }

  async create(scope: Scope, fields: CentroFields, files: Record<string, StagedFile[]>): Promise<CentroRecord> {
    const parent = await this.parentOf(scope, fields);
    await this.assertUrlNameFree(fields.url_name);
    const images = keepImages(this.deps.config.dataDir, files);
    const created = await this.write(scope, async (trx) => {
      const { id } = await trx
        .insertInto('centros')
        .values({
          site_id: scope.site.id,
          name: fields.name,
          url_name: fields.url_name,
          parent_id: parent?.id ?? null,
          path: '/', // set below, once the id is known
          path_str: fields.name,
          logo: images.logo ?? null,
          process_map_image: images.process_map_image ?? null,
          background_image: images.background_image ?? null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await trx
        .updateTable('centros')
        .set(placeUnder(parent, id, fields.name))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, scope, {
        entity: 'centro',
        entityId: id,
        action: 'create',
        before: null,
        after: audited(row),
      });
      return row;
    });
    return presentCentroRecord(this.deps.db.k, scope.site, created);
  }

  async update(
    scope: Scope,
    id: number,
    fields: CentroFields,
    files: Record<string, StagedFile[]>,
  ): Promise<CentroRecord> {
    const centro = await this.target(scope, id);
    const parent = await this.parentOf(scope, fields);
    // The centro's own path is in every path below it: under itself or a descendant is a loop.
    if (parent?.path.includes(`/${centro.id}/`)) throw badRequest({ parent: [ADMIN_MESSAGES.notUnderItself] });
    await this.assertUrlNameFree(fields.url_name, centro.id);
    const images = keepImages(this.deps.config.dataDir, files);
    const place = placeUnder(parent, centro.id, fields.name);
    const updated = await this.write(scope, async (trx) => {
      const row = await trx
        .updateTable('centros')
        .set({ name: fields.name, url_name: fields.url_name, parent_id: parent?.id ?? null, ...place, ...images })
        .where('id', '=', centro.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (place.path !== centro.path || place.path_str !== centro.path_str) await moveDescendants(trx, centro, row);
      await recordAudit(trx, scope, {
        entity: 'centro',
        entityId: centro.id,
        action: 'update',
        before: audited(centro),
        after: audited(row),
      });
      return row;
    });
    return presentCentroRecord(this.deps.db.k, scope.site, updated);
  }

  /**
   * Deletes a centro that holds nothing but its configuration (process links, managers, folders,
   * menus and vocabularies go with it). Centros below it, records, people holding roles in it, or
   * single sign-on creating its users there block it, each said in the refusal.
   */
  async remove(scope: Scope, id: number): Promise<void> {
    const centro = await this.target(scope, id);
    const blockers = await this.deleteBlockers(scope, centro);
    if (blockers.length > 0) throw conflict(ORG_MESSAGES.centroInUse(blockers));
    await auditedTransaction(this.deps.db.k, scope, async (trx) => {
      await deleteDirectories(trx, centro.id);
      await deleteMenuItems(trx, 'centro_id', centro.id);
      await trx.deleteFrom('centros').where('id', '=', centro.id).execute();
      await recordAudit(trx, scope, {
        entity: 'centro',
        entityId: centro.id,
        action: 'delete',
        before: audited(centro),
        after: null,
      });
    });
  }

  private async deleteBlockers(scope: Scope, centro: CentroRow): Promise<Localized[]> {
    const { k } = this.deps.db;
    const [children, units, users] = await Promise.all([
      countOf(
        k
          .selectFrom('centros')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('parent_id', '=', centro.id)
          .executeTakeFirst(),
      ),
      unitCount(k, scope.site.id, centro.id),
      countOf(
        k
          .selectFrom('user_centro_roles')
          .select((eb) => eb.fn.count('user_id').distinct().as('n'))
          .where('centro_id', '=', centro.id)
          .executeTakeFirst(),
      ),
    ]);
    return [
      children > 0 ? ORG_MESSAGES.childCentros(children) : null,
      units > 0 ? ORG_MESSAGES.records(units) : null,
      users > 0 ? ORG_MESSAGES.usersWithRoles(users) : null,
      readSsoSettings(scope.site.sso_config).jit_centro === centro.id ? ORG_MESSAGES.ssoCentro : null,
    ].filter((r): r is Localized => r !== null);
  }

  private async write<T>(scope: Scope, work: (trx: K) => Promise<T>): Promise<T> {
    try {
      return await auditedTransaction(this.deps.db.k, scope, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ url_name: [ADMIN_MESSAGES.duplicate] });
      throw error;
    }
  }
}

/** Rewrites the paths of every centro below a renamed or moved one from its old prefixes to its new. */
async function moveDescendants(trx: K, before: CentroRow, after: CentroRow): Promise<void> {
  const below = await trx
    .selectFrom('centros')
    .select(['id', 'path', 'path_str'])
    .where('site_id', '=', before.site_id)
    .where('path', 'like', `${before.path}%`)
    .where('id', '!=', before.id)
    .execute();
  for (const d of below) {
    await trx
      .updateTable('centros')
      .set({
        path: after.path + d.path.slice(before.path.length),
        path_str: after.path_str + d.path_str.slice(before.path_str.length),
      })
      .where('id', '=', d.id)
      .execute();
  }
}
