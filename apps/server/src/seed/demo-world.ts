import type { ProcessRole } from '@qualium/contracts';
import type { Db } from '../db/database.js';
import { type CentroSeed, DEMO_SITES, type SiteSeed } from './demo-data.js';

/**
 * The seeded organisation as the unit stories need it, read once from the database: companies,
 * centros, people, who holds which process role where, the process of each demo BP and the
 * document folders. The stories pick their actors and responsibles from here, so every actor
 * holds the process roles the units service will check.
 */

export interface WorldSite {
  id: number;
  /** '/demo/norte' as in API URLs. */
  urlPath: string;
  seed: SiteSeed;
  /** Demo BP reference → process id. */
  bpProcess: Map<string, number>;
}

export interface WorldCentro {
  id: number;
  key: string;
  name: string;
  site: WorldSite;
}

export interface WorldFolder {
  id: number;
  /** 'Procedimientos/Procedimientos generales' */
  path: string;
}

export interface WorldUser {
  id: number;
  username: string;
  name: string;
}

export class DemoWorld {
  readonly sites = new Map<string, WorldSite>();
  readonly centros = new Map<string, WorldCentro>();
  private readonly users = new Map<number, WorldUser>();
  private readonly usernames = new Map<string, number>();
  /** `${centroId}|${processId}|${role}` → user ids, by id. */
  private readonly holders = new Map<string, number[]>();
  /** centro id → user ids holding any site role there. */
  private readonly staffOf = new Map<number, number[]>();
  private readonly folders = new Map<number, WorldFolder[]>();

  static async load(db: Db): Promise<DemoWorld> {
    const world = new DemoWorld();
    await world.read(db);
    return world;
  }

  private async read(db: Db): Promise<void> {
    const k = db.k;
    const seedsByUrl = new Map(DEMO_SITES.map((s) => [s.urlName, s]));
    const centroKeys = new Map<string, string>();
    const walk = (list: CentroSeed[]) => {
      for (const c of list) {
        centroKeys.set(c.urlName, c.key);
        walk(c.children ?? []);
      }
    };
    for (const s of DEMO_SITES) walk(s.centros);

    const sites = await k.selectFrom('sites').select(['id', 'url_name', 'path']).execute();
    const bps = await k.selectFrom('business_processes').select(['site_id', 'reference', 'process_id']).execute();
    for (const s of sites) {
      const seed = seedsByUrl.get(s.url_name);
      if (!seed) continue;
      const bpProcess = new Map<string, number>();
      for (const bp of bps)
        if (bp.site_id === s.id && bp.process_id !== null) bpProcess.set(bp.reference, bp.process_id);
      this.sites.set(seed.key, { id: s.id, urlPath: s.path.replace(/\/+$/, ''), seed, bpProcess });
    }
    const siteById = new Map([...this.sites.values()].map((s) => [s.id, s]));

    const centros = await k.selectFrom('centros').select(['id', 'site_id', 'url_name', 'name']).execute();
    for (const c of centros) {
      const site = siteById.get(c.site_id);
      const key = c.url_name ? centroKeys.get(c.url_name) : undefined;
      if (site && key) this.centros.set(key, { id: c.id, key, name: c.name, site });
    }

    const users = await k
      .selectFrom('users')
      .select(['id', 'username', 'first_name', 'last_name'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    for (const u of users) {
      this.users.set(u.id, { id: u.id, username: u.username, name: `${u.first_name} ${u.last_name}` });
      this.usernames.set(u.username, u.id);
    }

    // The same rule as processRolesInCentro / usersWithProcessRole: a grant to one of the user's
    // roles in that centro, or to its department, on a process the centro runs.
    const grants = await k
      .selectFrom('user_centro_roles as ucr')
      .innerJoin('roles as r', 'r.id', 'ucr.role_id')
      .innerJoin('process_permissions as pp', (j) =>
        j.on((eb) =>
          eb.or([eb('pp.role_id', '=', eb.ref('r.id')), eb('pp.department_id', '=', eb.ref('r.department_id'))]),
        ),
      )
      .innerJoin('centro_processes as cp', (j) =>
        j.onRef('cp.process_id', '=', 'pp.process_id').onRef('cp.centro_id', '=', 'ucr.centro_id'),
      )
      .whereRef('pp.site_id', '=', 'ucr.site_id')
      .select(['ucr.user_id', 'ucr.centro_id', 'pp.process_id', 'pp.permission'])
      .distinct()
      .execute();
    for (const g of grants) {
      if (!this.users.has(g.user_id)) continue;
      const key = `${g.centro_id}|${g.process_id}|${g.permission}`;
      const list = this.holders.get(key) ?? [];
      if (!list.includes(g.user_id)) list.push(g.user_id);
      this.holders.set(key, list);
    }
    for (const list of this.holders.values()) list.sort((a, b) => a - b);

    const staff = await k.selectFrom('user_centro_roles').select(['user_id', 'centro_id']).distinct().execute();
    for (const s of staff) {
      if (!this.users.has(s.user_id)) continue;
      const list = this.staffOf.get(s.centro_id) ?? [];
      if (!list.includes(s.user_id)) list.push(s.user_id);
      this.staffOf.set(s.centro_id, list);
    }
    for (const list of this.staffOf.values()) list.sort((a, b) => a - b);

    const dirs = await k
      .selectFrom('directories')
      .select(['id', 'centro_id', 'name', 'parent_id'])
      .orderBy('id')
      .execute();
    const byId = new Map(dirs.map((d) => [d.id, d]));
    const fullPath = (id: number): string => {
      const d = byId.get(id);
      if (!d) return '';
      return d.parent_id === null ? d.name : `${fullPath(d.parent_id)}/${d.name}`;
    };
    for (const d of dirs) {
      const list = this.folders.get(d.centro_id) ?? [];
      list.push({ id: d.id, path: fullPath(d.id) });
      this.folders.set(d.centro_id, list);
    }
  }

  site(key: string): WorldSite {
    const site = this.sites.get(key);
    if (!site) throw new Error(`Demo units: unknown site '${key}'`);
    return site;
  }

  centro(key: string): WorldCentro {
    const centro = this.centros.get(key);
    if (!centro) throw new Error(`Demo units: unknown centro '${key}'`);
    return centro;
  }

  /** The process the demo BP's units belong to in the centro's company. */
  processOf(centro: WorldCentro, bp: string): number {
    const id = centro.site.bpProcess.get(bp);
    if (id === undefined) throw new Error(`Demo units: ${centro.site.seed.key} stores no business process ${bp}`);
    return id;
  }

  /** Users holding `role` on the BP's process in the centro. */
  holdersOf(centro: WorldCentro, bp: string, role: ProcessRole): number[] {
    return this.holders.get(`${centro.id}|${this.processOf(centro, bp)}|${role}`) ?? [];
  }

  /** Users holding any process role on the BP's process in the centro: those who can read its units. */
  readersOf(centro: WorldCentro, bp: string): number[] {
    const process = this.processOf(centro, bp);
    const ids = new Set<number>();
    for (const [key, list] of this.holders) {
      if (key.startsWith(`${centro.id}|${process}|`)) for (const id of list) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  }

  staff(centro: WorldCentro): number[] {
    return this.staffOf.get(centro.id) ?? [];
  }

  userId(username: string): number {
    const id = this.usernames.get(username);
    if (id === undefined) throw new Error(`Demo units: unknown user '${username}'`);
    return id;
  }

  user(id: number): WorldUser {
    const user = this.users.get(id);
    if (!user) throw new Error(`Demo units: unknown user id ${id}`);
    return user;
  }

  foldersOf(centro: WorldCentro): WorldFolder[] {
    return this.folders.get(centro.id) ?? [];
  }
}
