import { ADMIN_MESSAGES, type Localized, ORG_MESSAGES, type SiteFields, type SiteRecord } from '@qualium/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database, SitesTable } from '../../db/schema.js';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { StagedFile } from '../files/blobs.js';
import { findSiteById, findSiteByUrlName, type SiteRow } from '../org/repo.js';
import { presentSiteRecord } from '../org/site-records.js';
import { keepImages } from './images.js';
import { firstFree, slugFromName } from './slug.js';
import { countOf, deleteMenuItems, isUniqueViolation, unitCount } from './store.js';

type K = Kysely<Database>;

/** What the audit keeps of a company: its settings, not its facts. */
const audited = (s: SiteRow) => ({
  name: s.name,
  url_name: s.url_name,
  path: s.path,
  parent: s.parent_id,
  qualium_product: s.qualium_product,
  storage_type: s.storage_type,
  max_users_number: s.max_users_number,
  reports_footer_text: s.reports_footer_text,
  allow_password_change: s.allow_password_change === 1,
  password_strength: s.password_strength === 1,
  help_url: s.help_url,
  contact_email: s.contact_email,
  logo: s.logo,
  process_map_image: s.process_map_image,
  background_image: s.background_image,
});

const settings = (f: SiteFields) => ({
  name: f.name,
  qualium_product: f.qualium_product,
  storage_type: f.storage_type,
  max_users_number: f.max_users_number,
  reports_footer_text: f.reports_footer_text,
  help_url: f.help_url || null,
  contact_email: f.contact_email || null,
});

/** The password flags a form sets; one left out keeps its value (or, on create, its default). */
const passwordFlags = (f: SiteFields) => ({
  ...(f.allow_password_change === undefined ? {} : { allow_password_change: f.allow_password_change ? 1 : 0 }),
  ...(f.password_strength === undefined ? {} : { password_strength: f.password_strength ? 1 : 0 }),
});

async function activeUsers(k: K, siteId: number): Promise<number> {
  return countOf(
    k
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('site_id', '=', siteId)
      .where('is_active', '=', 1)
      .executeTakeFirst(),
  );
}

/** A free url_name for a new company: the one asked for (or 400), else one made from the name. */
async function urlNameFor(k: K, fields: SiteFields): Promise<string> {
  if (fields.url_name !== null) {
    if (await findSiteByUrlName(k, fields.url_name)) throw badRequest({ url_name: [ADMIN_MESSAGES.duplicate] });
    return fields.url_name;
  }
  const base = slugFromName(fields.name);
  const taken = await k
    .selectFrom('sites')
    .select('url_name')
    .where((eb) => eb.or([eb('url_name', '=', base), eb('url_name', 'like', `${base}-%`)]))
    .execute();
  return firstFree(base, new Set(taken.map((t) => t.url_name)));
}

/** Why a company cannot be deleted: what it still holds. */
async function deleteBlockers(k: K, site: SiteRow): Promise<Localized[]> {
  const count = (table: 'sites' | 'centros' | 'users', column: 'parent_id' | 'site_id') =>
    countOf(
      k
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', site.id)
        .executeTakeFirst(),
    );
  const [children, centros, users, units] = await Promise.all([
    count('sites', 'parent_id'),
    count('centros', 'site_id'),
    count('users', 'site_id'),
    unitCount(k, site.id),
  ]);
  return [
    children > 0 ? ORG_MESSAGES.subCompanies(children) : null,
    centros > 0 ? ORG_MESSAGES.centros(centros) : null,
    users > 0 ? ORG_MESSAGES.users(users) : null,
    units > 0 ? ORG_MESSAGES.records(units) : null,
  ].filter((r): r is Localized => r !== null);
}

/**
 * Companies as their administrators keep them (shell-and-admin §5 Company, docs/decisions.md): created under
 * the scope's company or one below it, changed and deleted only there. Each change is one
 * transaction with its audit entry.
 */
export class SiteAdmin {
  constructor(private readonly deps: AppDeps) {}

  /** Company `id` seen from the scope: the scope's own or one below it; any other is 404. */
  async target(scope: Scope, id: number): Promise<SiteRow> {
    const site = await this.findWithin(scope, id);
    if (!site) throw notFound();
    return site;
  }

  private async findWithin(scope: Scope, id: number): Promise<SiteRow | undefined> {
    const site = await findSiteById(this.deps.db.k, id);
    return site?.path.startsWith(scope.site.path) ? site : undefined;
  }

  async create(scope: Scope, fields: SiteFields, files: Record<string, StagedFile[]>): Promise<SiteRecord> {
    const { k } = this.deps.db;
    const parent = fields.parent === null ? scope.site : await this.findWithin(scope, fields.parent);
    if (!parent) throw badRequest({ parent: [ADMIN_MESSAGES.unknownId(fields.parent ?? '')] });
    const urlName = await urlNameFor(k, fields);
    const images = keepImages(this.deps.config.dataDir, files);
    const row: Insertable<SitesTable> = {
      ...settings(fields),
      url_name: urlName,
      parent_id: parent.id,
      path: `${parent.path}${urlName}/`,
      allow_password_change: 1,
      ...passwordFlags(fields),
      logo: images.logo ?? null,
      process_map_image: images.process_map_image ?? null,
      background_image: images.background_image ?? null,
      sso_config: null,
      created_at: nowIso(),
    };
    const created = await this.write(scope, async (trx) => {
      const site = await trx.insertInto('sites').values(row).returningAll().executeTakeFirstOrThrow();
      await recordAudit(trx, scope, {
        entity: 'site',
        entityId: site.id,
        action: 'create',
        before: null,
        after: audited(site),
      });
      return site;
    });
    return presentSiteRecord(k, created);
  }

  async update(scope: Scope, id: number, fields: SiteFields, files: Record<string, StagedFile[]>): Promise<SiteRecord> {
    const { k } = this.deps.db;
    const site = await this.target(scope, id);
    if (fields.url_name !== null && fields.url_name !== site.url_name) {
      throw badRequest({ url_name: [ORG_MESSAGES.urlNameFixed] });
    }
    if (fields.parent !== null && fields.parent !== site.parent_id) {
      throw badRequest({ parent: [ORG_MESSAGES.parentFixed] });
    }
    const active = await activeUsers(k, site.id);
    if (fields.max_users_number < active) {
      throw badRequest({ max_users_number: [ORG_MESSAGES.maxUsersBelowActive(active)] });
    }
    const images = keepImages(this.deps.config.dataDir, files);
    const changes: Updateable<SitesTable> = {
      ...settings(fields),
      ...images,
      ...passwordFlags(fields),
    };
    const updated = await this.write(scope, async (trx) => {
      const after = await trx
        .updateTable('sites')
        .set(changes)
        .where('id', '=', site.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, scope, {
        entity: 'site',
        entityId: site.id,
        action: 'update',
        before: audited(site),
        after: audited(after),
      });
      return after;
    });
    return presentSiteRecord(k, updated);
  }

  /**
   * Deletes a sub-company that holds nothing but its configuration (departments, roles, process
   * map, business processes, menus… go with it). One with sub-companies, centros, users or records
   * is refused with what blocks it; so is the scope's own company.
   */
  async remove(scope: Scope, id: number): Promise<void> {
    const { k } = this.deps.db;
    const site = await this.target(scope, id);
    if (site.id === scope.site.id) throw badRequest(ORG_MESSAGES.deleteOwnCompany);
    const blockers = await deleteBlockers(k, site);
    if (blockers.length > 0) throw conflict(ORG_MESSAGES.companyInUse(blockers));
    await auditedTransaction(k, scope, async (trx) => {
      await deleteMenuItems(trx, 'site_id', site.id);
      await trx.deleteFrom('sites').where('id', '=', site.id).execute();
      await recordAudit(trx, scope, {
        entity: 'site',
        entityId: site.id,
        action: 'delete',
        before: audited(site),
        after: null,
      });
    });
  }

  /** One transaction; a url_name taken meanwhile by a parallel create is the same 400. */
  private async write<T>(scope: Scope, work: (trx: K) => Promise<T>): Promise<T> {
    try {
      return await auditedTransaction(this.deps.db.k, scope, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ url_name: [ADMIN_MESSAGES.duplicate] });
      throw error;
    }
  }
}
