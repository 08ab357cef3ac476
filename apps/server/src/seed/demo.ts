import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/session/passwords.js';
import { insertDemoBusinessProcesses } from './demo-bps.js';
import {
  type CentroSeed,
  DEMO_MENU,
  DEMO_PASSWORD,
  DEMO_SITES,
  DEMO_USERS,
  DEMO_VOCABULARIES,
  type DirectorySeed,
  type MenuSeed,
  type ProcessSeed,
  type RoleSeed,
  type SiteSeed,
  type StandardSeed,
} from './demo-data.js';
import { seedDemoReportTemplates } from './demo-reports.js';
import { type DemoUnitsOptions, seedDemoUnits } from './demo-units.js';

export { DEMO_PASSWORD } from './demo-data.js';

/** URL prefix under which `${dataDir}/media/logos/` is served. */
export const LOGOS_URL = '/media/logos/';

type Trx = Transaction<Database>;

// Fixed, plausible set-up dates: the companies were configured before the demo starts.
const SITES_CREATED = '2023-09-04T07:30:00.000Z';
const ORG_CREATED = '2023-09-05T08:00:00.000Z';
const MAP_CREATED = '2023-09-12T08:00:00.000Z';
const USERS_CREATED = '2023-09-18T07:45:00.000Z';
const BPS_CREATED = '2023-09-25T08:00:00.000Z';

/**
 * The folder holding `logos/` with the demo images. Works from the sources
 * (apps/server/src/seed/demo.ts under vitest/tsx) and from the esbuild bundle
 * (apps/server/dist/*.js): tries `../../assets/` relative to `from`, then walks up.
 */
export function findAssetsDir(from: string | URL = import.meta.url): string {
  const start = fileURLToPath(from);
  const direct = fileURLToPath(new URL('../../assets/', from));
  if (fs.existsSync(path.join(direct, 'logos'))) return path.resolve(direct);
  let dir = path.dirname(start);
  for (;;) {
    const candidate = path.join(dir, 'assets');
    if (fs.existsSync(path.join(candidate, 'logos'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Demo assets folder (assets/logos) not found above ${start}`);
    dir = parent;
  }
}

/** Every logo, background and process-map file name the demo rows refer to. */
export function demoMediaFiles(): string[] {
  const files = new Set<string>();
  const addCentros = (centros: CentroSeed[]) => {
    for (const c of centros) {
      files.add(centroLogo(c));
      addCentros(c.children ?? []);
    }
  };
  for (const site of DEMO_SITES) {
    files.add(site.logo);
    files.add(site.background);
    files.add(site.processMap);
    addCentros(site.centros);
  }
  return [...files].sort();
}

/** Copies the demo images into `${dataDir}/media/logos/` (overwriting); returns the file names copied. */
export async function copyDemoMedia(dataDir: string, assetsDir: string = findAssetsDir()): Promise<string[]> {
  const source = path.join(assetsDir, 'logos');
  const target = path.join(dataDir, 'media', 'logos');
  const available = new Set(await fs.promises.readdir(source));
  const missing = demoMediaFiles().filter((f) => !available.has(f));
  if (missing.length > 0) throw new Error(`Demo assets missing in ${source}: ${missing.join(', ')}`);
  await fs.promises.mkdir(target, { recursive: true });
  const copied: string[] = [];
  for (const name of [...available].sort()) {
    if (!name.endsWith('.svg')) continue;
    await fs.promises.copyFile(path.join(source, name), path.join(target, name));
    copied.push(name);
  }
  return copied;
}

/** True once any company exists (the demo, or a real installation). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.k.selectFrom('sites').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the demo organisation (three companies, their centros, people, process maps,
 * configuration and business processes) in one transaction, after copying its images under
 * `${dataDir}/media/logos/`; then the demo units with their history (demo-units.ts; `units: false`
 * leaves them out).
 * Throws, writing nothing, if a demo company already exists. All demo users share the password
 * DEMO_PASSWORD ('Demo1234!').
 */
export async function seedDemo(
  db: Db,
  opts: { dataDir: string; assetsDir?: string; units?: Omit<DemoUnitsOptions, 'dataDir'> | false },
): Promise<void> {
  // Images first: if the transaction fails they are harmless; the other way round the rows
  // would point at missing files and the seed would not run again.
  await copyDemoMedia(opts.dataDir, opts.assetsDir ?? findAssetsDir());
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: argon2 is slow by design
  await db.k.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('sites')
      .select('url_name')
      .where(
        'url_name',
        'in',
        DEMO_SITES.map((s) => s.urlName),
      )
      .execute();
    if (existing.length > 0) {
      throw new Error(`Demo already seeded (existing sites: ${existing.map((r) => r.url_name).join(', ')})`);
    }
    await new DemoSeeder(trx, passwordHash).run();
  });
  await seedDemoReportTemplates(db, opts.dataDir);
  // The units go through the units service, one transaction per step, as the app writes them.
  if (opts.units !== false) await seedDemoUnits(db, { dataDir: opts.dataDir, ...opts.units });
}

// ---------------------------------------------------------------------------

interface SiteRef {
  id: number;
  path: string;
  seed: SiteSeed;
}

interface ProcessRef {
  id: number;
  restricted: boolean;
  /** Non-restricted descendants' ids (grants on an ancestor reach them; restricted ones are granted one by one). */
  descendants: number[];
}

function centroLogo(c: CentroSeed): string {
  return `centro-${c.urlName}.svg`;
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${what} '${key}'`);
  return value;
}

class DemoSeeder {
  private readonly sites = new Map<string, SiteRef>();
  private readonly centros = new Map<string, { id: number; siteId: number }>();
  private readonly departments = new Map<string, number>();
  private readonly roles = new Map<string, number>();

  constructor(
    private readonly trx: Trx,
    private readonly passwordHash: string,
  ) {}

  async run(): Promise<void> {
    for (const seed of DEMO_SITES) {
      const site = await this.insertSite(seed);
      await this.insertCentros(site, seed.centros, null);
      for (const dep of seed.departments) await this.insertDepartment(site, dep);
    }
    // Inheritance and process maps need every site's roles.
    for (const site of this.sites.values()) {
      for (const roleKey of site.seed.inheritedRoles ?? []) {
        await this.trx
          .insertInto('site_inherited_roles')
          .values({ site_id: site.id, role_id: need(this.roles, roleKey, 'role') })
          .execute();
      }
      const standards = new Map<string, number>();
      for (const s of site.seed.standards) await this.insertStandard(site, s, null, standards);
      const processes = new Map<string, ProcessRef>();
      for (const p of site.seed.processes) await this.insertProcess(site, p, null, [], standards, processes);
      await this.insertGrants(site, processes);
      await insertDemoBusinessProcesses(this.trx, site, processes, BPS_CREATED);
      await this.insertMenu(site, DEMO_MENU, null);
      await this.insertVocabularies(site);
      await this.insertLocations(site);
      for (const [centroKey, dirs] of Object.entries(site.seed.directories)) {
        const centro = need(this.centros, centroKey, 'centro');
        for (const d of dirs) await this.insertDirectory(site, centro.id, d, null);
      }
    }
    await this.insertUsers();
  }

  private async insertSite(seed: SiteSeed): Promise<SiteRef> {
    const parent = seed.parent ? need(this.sites, seed.parent, 'site') : null;
    const sitePath = `${parent ? parent.path : '/'}${seed.urlName}/`;
    const { id } = await this.trx
      .insertInto('sites')
      .values({
        name: seed.name,
        url_name: seed.urlName,
        parent_id: parent ? parent.id : null,
        path: sitePath,
        qualium_product: seed.product,
        storage_type: 'filesystem',
        max_users_number: seed.maxUsers,
        logo: LOGOS_URL + seed.logo,
        process_map_image: LOGOS_URL + seed.processMap,
        background_image: LOGOS_URL + seed.background,
        reports_footer_text: seed.footer,
        allow_password_change: seed.allowPasswordChange ? 1 : 0,
        password_strength: seed.passwordStrength ? 1 : 0,
        help_url: seed.helpUrl ?? null,
        contact_email: seed.contactEmail ?? null,
        sso_config: null,
        created_at: SITES_CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = { id, path: sitePath, seed };
    this.sites.set(seed.key, ref);
    return ref;
  }

  private async insertCentros(
    site: SiteRef,
    centros: CentroSeed[],
    parent: { id: number; path: string; pathStr: string } | null,
  ): Promise<void> {
    for (const c of centros) {
      const pathStr = parent ? `${parent.pathStr}/${c.name}` : c.name;
      const { id } = await this.trx
        .insertInto('centros')
        .values({
          site_id: site.id,
          name: c.name,
          url_name: c.urlName,
          parent_id: parent ? parent.id : null,
          path: '/', // set below, once the id is known
          path_str: pathStr,
          logo: LOGOS_URL + centroLogo(c),
          process_map_image: null,
          background_image: null,
          created_at: ORG_CREATED,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const centroPath = `${parent ? parent.path : '/'}${id}/`;
      await this.trx.updateTable('centros').set({ path: centroPath }).where('id', '=', id).execute();
      this.centros.set(c.key, { id, siteId: site.id });
      await this.insertCentros(site, c.children ?? [], { id, path: centroPath, pathStr });
    }
  }

  private async insertDepartment(site: SiteRef, dep: SiteSeed['departments'][number]): Promise<void> {
    const { id } = await this.trx
      .insertInto('departments')
      .values({ site_id: site.id, name: dep.name, description: dep.description, created_at: ORG_CREATED })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.departments.set(dep.key, id);
    for (const r of dep.roles) await this.insertRole(site, id, r, null);
  }

  private async insertRole(
    site: SiteRef,
    departmentId: number,
    role: RoleSeed,
    parent: { id: number; path: string } | null,
  ): Promise<void> {
    const { id } = await this.trx
      .insertInto('roles')
      .values({
        site_id: site.id,
        department_id: departmentId,
        name: role.name,
        description: role.description,
        parent_id: parent ? parent.id : null,
        created_at: ORG_CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rolePath = `${parent ? parent.path : '/'}${id}/`;
    await this.trx.updateTable('roles').set({ path: rolePath }).where('id', '=', id).execute();
    if (this.roles.has(role.key)) throw new Error(`Demo data: duplicate role key '${role.key}'`);
    this.roles.set(role.key, id);
    for (const child of role.children ?? []) await this.insertRole(site, departmentId, child, { id, path: rolePath });
  }

  private async insertStandard(
    site: SiteRef,
    s: StandardSeed,
    parent: { id: number; path: string } | null,
    standards: Map<string, number>,
  ): Promise<void> {
    const { id } = await this.trx
      .insertInto('standards')
      .values({
        site_id: site.id,
        name: s.name,
        code: s.code,
        parent_id: parent ? parent.id : null,
        created_at: MAP_CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const standardPath = `${parent ? parent.path : '/'}${id}/`;
    await this.trx.updateTable('standards').set({ path: standardPath }).where('id', '=', id).execute();
    standards.set(s.key, id);
    for (const child of s.children ?? []) await this.insertStandard(site, child, { id, path: standardPath }, standards);
  }

  private async insertProcess(
    site: SiteRef,
    p: ProcessSeed,
    parent: { id: number; path: string; centros: string[]; depth: number } | null,
    ancestors: ProcessRef[],
    standards: Map<string, number>,
    processes: Map<string, ProcessRef>,
  ): Promise<void> {
    const depth = parent ? parent.depth + 1 : 1;
    if (depth > 5) throw new Error(`Demo data: process ${p.ref} is deeper than 5 levels`);
    const restricted = p.restricted === true;
    const { id } = await this.trx
      .insertInto('processes')
      .values({
        site_id: site.id,
        name: p.name,
        reference: p.ref,
        parent_id: parent ? parent.id : null,
        standard_id: p.standard ? need(standards, p.standard, 'standard') : null,
        process_type: p.type,
        internal_type: restricted ? 'restricted' : 'public',
        inherit_permissions: restricted ? 0 : 1,
        description: p.description,
        entries: p.entries.join('\n'),
        outputs: p.outputs.join('\n'),
        activities: p.activities.join('\n'),
        objective: p.objective,
        scope: p.scope,
        created_at: MAP_CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const processPath = `${parent ? parent.path : '/'}${id}/`;
    await this.trx.updateTable('processes').set({ path: processPath }).where('id', '=', id).execute();
    if (processes.has(p.ref)) throw new Error(`Demo data: duplicate process reference '${p.ref}' in ${site.seed.key}`);
    const ref: ProcessRef = { id, restricted, descendants: [] };
    processes.set(p.ref, ref);
    if (!restricted) {
      // A grant on an ancestor reaches this process only through non-restricted links.
      for (const a of ancestors) a.descendants.push(id);
    }
    const centros = p.centros ?? parent?.centros ?? [];
    for (const key of centros) {
      const centro = need(this.centros, key, 'centro');
      if (centro.siteId !== site.id) throw new Error(`Demo data: process ${p.ref} linked to a centro of another site`);
      await this.trx
        .insertInto('centro_processes')
        .values({ site_id: site.id, centro_id: centro.id, process_id: id })
        .execute();
    }
    const chain = restricted ? [ref] : [...ancestors, ref];
    for (const child of p.children ?? []) {
      await this.insertProcess(site, child, { id, path: processPath, centros, depth }, chain, standards, processes);
    }
  }

  private async insertGrants(site: SiteRef, processes: Map<string, ProcessRef>): Promise<void> {
    const done = new Set<string>();
    for (const g of site.seed.grants) {
      if ((g.role === undefined) === (g.department === undefined)) {
        throw new Error('Demo data: a grant names exactly one of role or department');
      }
      const roleId = g.role ? need(this.roles, g.role, 'role') : null;
      const departmentId = g.department ? need(this.departments, g.department, 'department') : null;
      for (const ref of g.processes) {
        const process = need(processes, ref, `process of ${site.seed.key}`);
        const ids = g.exact ? [process.id] : [process.id, ...process.descendants];
        for (const processId of ids) {
          for (const permission of g.permissions) {
            const key = `${processId}|${permission}|${roleId ?? ''}|${departmentId ?? ''}`;
            if (done.has(key)) continue;
            done.add(key);
            await this.trx
              .insertInto('process_permissions')
              .values({
                site_id: site.id,
                process_id: processId,
                permission,
                role_id: roleId,
                department_id: departmentId,
              })
              .execute();
          }
        }
      }
    }
  }

  private async insertMenu(site: SiteRef, items: MenuSeed[], parentId: number | null): Promise<void> {
    let order = 1;
    for (const item of items) {
      const { id } = await this.trx
        .insertInto('menu_items')
        .values({
          site_id: site.id,
          centro_id: null,
          name: item.name,
          order: order++,
          parent_id: parentId,
          url: item.url ?? null,
          enabled: item.enabled === false ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const restricted =
        item.restriction === 'allowed'
          ? site.seed.menuAllowedRoles
          : item.restriction === 'blocked'
            ? [site.seed.menuBlockedRole]
            : [];
      for (const roleKey of restricted) {
        await this.trx
          .insertInto('menu_item_roles')
          .values({ menu_item_id: id, role_id: need(this.roles, roleKey, 'role'), mode: item.restriction ?? 'allowed' })
          .execute();
      }
      await this.insertMenu(site, item.children ?? [], id);
    }
  }

  /** Made in the company's first centro: an entry is edited where it was made (site path + centro id). */
  private async insertVocabularies(site: SiteRef): Promise<void> {
    const home = need(this.centros, site.seed.centros[0]?.key ?? '', 'centro');
    const vocabularyPath = `${site.path}${home.id}`;
    for (const [vocabulary, entries] of Object.entries(DEMO_VOCABULARIES)) {
      for (const [key, value] of entries) {
        await this.trx
          .insertInto('vocabularies')
          .values({ site_id: site.id, centro_id: home.id, path: vocabularyPath, vocabulary, key, value })
          .execute();
      }
    }
  }

  private async insertLocations(site: SiteRef): Promise<void> {
    for (const type of site.seed.locationTypes) {
      const { id } = await this.trx
        .insertInto('location_types')
        .values({ site_id: site.id, name: type.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const l of type.locations) {
        await this.trx
          .insertInto('locations')
          .values({
            site_id: site.id,
            location_type_id: id,
            name: l.name,
            reference: l.reference,
            longitude: l.longitude,
            latitude: l.latitude,
          })
          .execute();
      }
    }
  }

  private async insertDirectory(
    site: SiteRef,
    centroId: number,
    d: DirectorySeed,
    parent: { id: number; path: string } | null,
  ): Promise<void> {
    const { id } = await this.trx
      .insertInto('directories')
      .values({
        site_id: site.id,
        centro_id: centroId,
        name: d.name,
        color: d.color,
        parent_id: parent ? parent.id : null,
        created_at: ORG_CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const directoryPath = `${parent ? parent.path : '/'}${id}/`;
    await this.trx.updateTable('directories').set({ path: directoryPath }).where('id', '=', id).execute();
    for (const child of d.children ?? [])
      await this.insertDirectory(site, centroId, child, { id, path: directoryPath });
  }

  private async insertUsers(): Promise<void> {
    const passwordSetAt = new Date().toISOString();
    for (const u of DEMO_USERS) {
      const site = need(this.sites, u.site, 'site');
      const { id } = await this.trx
        .insertInto('users')
        .values({
          site_id: site.id,
          username: u.username,
          email: u.email,
          first_name: u.firstName,
          last_name: u.lastName,
          password_hash: this.passwordHash,
          lang: u.lang,
          is_active: 1,
          email_notifications: 1,
          internal_notifications: 1,
          is_manager: u.isManager ? 1 : 0,
          is_admin: u.isAdmin ? 1 : 0,
          support_level: JSON.stringify({ chat: u.chat === true }),
          preferred_centro_id: u.preferredCentro ? need(this.centros, u.preferredCentro, 'centro').id : null,
          photo: null,
          phone: u.phone,
          password_changed_at: passwordSetAt,
          last_login: null,
          created_at: USERS_CREATED,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [centroKey, roleKey] of u.roles) {
        const centro = need(this.centros, centroKey, 'centro');
        await this.trx
          .insertInto('user_centro_roles')
          .values({
            site_id: centro.siteId,
            centro_id: centro.id,
            user_id: id,
            role_id: need(this.roles, roleKey, 'role'),
          })
          .execute();
      }
      for (const centroKey of u.manages ?? []) {
        const centro = need(this.centros, centroKey, 'centro');
        await this.trx
          .insertInto('centro_managers')
          .values({ site_id: centro.siteId, centro_id: centro.id, user_id: id })
          .execute();
      }
    }
  }
}
