import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { verifyPassword } from '../modules/session/passwords.js';
import { DEMO_PASSWORD, findAssetsDir, isSeeded, LOGOS_URL, seedDemo } from './demo.js';

describe('demo seed', () => {
  let db: Db;
  let dataDir: string;
  let seededBefore: boolean;

  beforeAll(async () => {
    db = openDatabase({ kind: 'sqlite', url: 'sqlite::memory:', sqliteFile: ':memory:' });
    await migrateToLatest(db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-seed-'));
    seededBefore = await isSeeded(db);
    // The organisation only: the units' stories have their own test (test/demo-seed.api.test.ts).
    await seedDemo(db, { dataDir, units: false });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const userId = async (username: string) =>
    (await db.k.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const centrosWithRoles = async (username: string) =>
    db.k
      .selectFrom('user_centro_roles as ucr')
      .innerJoin('centros as c', 'c.id', 'ucr.centro_id')
      .innerJoin('sites as s', 's.id', 'c.site_id')
      .where('ucr.user_id', '=', await userId(username))
      .select(['c.id', 'c.name', 's.url_name as site'])
      .distinct()
      .execute();

  it('isSeeded flips from false to true', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(db)).toBe(true);
  });

  it('creates the three companies with their paths and products', async () => {
    const sites = await db.k
      .selectFrom('sites')
      .select(['url_name', 'path', 'qualium_product', 'parent_id', 'id'])
      .orderBy('id')
      .execute();
    expect(sites.map((s) => [s.url_name, s.path, s.qualium_product])).toEqual([
      ['demo', '/demo/', 'health'],
      ['norte', '/demo/norte/', 'food'],
      ['acme', '/acme/', 'construction'],
    ]);
    expect(sites[1]?.parent_id).toBe(sites[0]?.id);
  });

  it('creates the four logins, active, sharing the demo password', async () => {
    const users = await db.k
      .selectFrom('users')
      .select(['username', 'is_active', 'is_admin', 'is_manager', 'password_hash', 'support_level'])
      .where('username', 'in', ['admin', 'manager', 'user', 'acme.admin'])
      .execute();
    expect(users.map((u) => u.username).sort()).toEqual(['acme.admin', 'admin', 'manager', 'user']);
    for (const u of users) expect(u.is_active).toBe(1);
    const byName = new Map(users.map((u) => [u.username, u]));
    expect(byName.get('admin')).toMatchObject({ is_admin: 1, is_manager: 1, support_level: '{"chat":true}' });
    expect(byName.get('manager')).toMatchObject({ is_admin: 0, is_manager: 1, support_level: '{"chat":false}' });
    expect(byName.get('user')).toMatchObject({ is_admin: 0, is_manager: 0 });
    expect(byName.get('acme.admin')).toMatchObject({ is_admin: 1 });
    expect(await verifyPassword(byName.get('user')?.password_hash ?? null, DEMO_PASSWORD)).toBe(true);
    const total = await db.k.selectFrom('users').select('username').execute();
    expect(total.length).toBeGreaterThanOrEqual(12);
  });

  it("gives 'admin' a role in every centro of demo and norte", async () => {
    const all = await db.k
      .selectFrom('centros as c')
      .innerJoin('sites as s', 's.id', 'c.site_id')
      .where('s.url_name', 'in', ['demo', 'norte'])
      .select('c.id')
      .execute();
    const mine = await centrosWithRoles('admin');
    expect(mine.map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
  });

  it("gives 'user' roles in exactly one centro, the Laboratorio Clínico, its preferred one", async () => {
    const centros = await centrosWithRoles('user');
    expect(centros).toHaveLength(1);
    expect(centros[0]?.name).toBe('Laboratorio Clínico');
    const user = await db.k
      .selectFrom('users')
      .select('preferred_centro_id')
      .where('username', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(user.preferred_centro_id).toBe(centros[0]?.id);
  });

  it("gives 'manager' roles in exactly two demo centros and makes them manager of both", async () => {
    const centros = await centrosWithRoles('manager');
    expect(centros).toHaveLength(2);
    for (const c of centros) expect(c.site).toBe('demo');
    const managed = await db.k
      .selectFrom('centro_managers')
      .select('centro_id')
      .where('user_id', '=', await userId('manager'))
      .execute();
    expect(managed.map((m) => m.centro_id).sort()).toEqual(centros.map((c) => c.id).sort());
  });

  it("gives 'acme.admin' no role in any centro of demo or norte", async () => {
    const centros = await centrosWithRoles('acme.admin');
    expect(centros.length).toBeGreaterThan(0);
    for (const c of centros) expect(c.site).toBe('acme');
  });

  it('stores user_centro_roles with the site of the centro', async () => {
    const rows = await db.k
      .selectFrom('user_centro_roles as ucr')
      .innerJoin('centros as c', 'c.id', 'ucr.centro_id')
      .select(['ucr.site_id', 'c.site_id as centro_site_id'])
      .execute();
    for (const r of rows) expect(r.site_id).toBe(r.centro_site_id);
  });

  it('keeps every centro path from its root to itself', async () => {
    const centros = await db.k.selectFrom('centros').select(['id', 'parent_id', 'path', 'path_str', 'name']).execute();
    const byId = new Map(centros.map((c) => [c.id, c]));
    expect(centros.length).toBe(8);
    for (const c of centros) {
      let root = c;
      while (root.parent_id !== null) root = byId.get(root.parent_id) ?? root;
      expect(c.path.endsWith(`/${c.id}/`)).toBe(true);
      expect(c.path.startsWith(`/${root.id}/`)).toBe(true);
      expect(c.path_str.startsWith(root.name)).toBe(true);
      expect(c.path_str.endsWith(c.name)).toBe(true);
    }
  });

  it('keeps role, process and directory tree paths consistent', async () => {
    for (const table of ['roles', 'processes', 'directories', 'standards'] as const) {
      const rows = await db.k.selectFrom(table).select(['id', 'parent_id', 'path']).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const r of rows) {
        const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
        expect(r.path).toBe(`${parent ? parent.path : '/'}${r.id}/`);
      }
    }
    const depths = await db.k.selectFrom('processes').select('path').execute();
    for (const p of depths) expect(p.path.split('/').length - 2).toBeLessThanOrEqual(5);
  });

  it("lets 'user' create and read in several processes of the centro", async () => {
    const id = await userId('user');
    const rows = await db.k
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
      .where('ucr.user_id', '=', id)
      .select(['pp.process_id', 'pp.permission'])
      .execute();
    const creator = new Set(rows.filter((r) => r.permission === 'creator').map((r) => r.process_id));
    const reader = new Set(rows.filter((r) => r.permission === 'reader').map((r) => r.process_id));
    const both = [...creator].filter((p) => reader.has(p));
    expect(both.length).toBeGreaterThanOrEqual(2);
  });

  it('writes every referenced logo under dataDir/media', async () => {
    const sites = await db.k.selectFrom('sites').select(['logo', 'background_image', 'process_map_image']).execute();
    const centros = await db.k
      .selectFrom('centros')
      .select(['logo', 'background_image', 'process_map_image'])
      .execute();
    const urls = [...sites, ...centros]
      .flatMap((r) => [r.logo, r.background_image, r.process_map_image])
      .filter((u) => u !== null);
    expect(urls.length).toBeGreaterThanOrEqual(3 * 3 + 8);
    for (const url of urls) {
      expect(url.startsWith(LOGOS_URL)).toBe(true);
      const file = path.join(dataDir, 'media', url.slice('/media/'.length));
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toContain('<svg');
    }
  });

  it('creates the menus, vocabularies, locations and folders of each company', async () => {
    const count = async (table: 'menu_items' | 'vocabularies' | 'locations' | 'directories', siteId: number) =>
      (await db.k.selectFrom(table).select('id').where('site_id', '=', siteId).execute()).length;
    const sites = await db.k.selectFrom('sites').select(['id', 'path']).execute();
    for (const s of sites) {
      for (const table of ['menu_items', 'vocabularies', 'locations', 'directories'] as const) {
        expect(await count(table, s.id), `${table} of ${s.path}`).toBeGreaterThan(0);
      }
      const vocab = await db.k
        .selectFrom('vocabularies')
        .select(['path', 'centro_id'])
        .where('site_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(vocab.path).toBe(`${s.path}${vocab.centro_id}`);
    }
    const modes = await db.k.selectFrom('menu_item_roles').select('mode').distinct().execute();
    expect(modes.map((m) => m.mode).sort()).toEqual(['allowed', 'blocked']);
    const disabled = await db.k.selectFrom('menu_items').select('id').where('enabled', '=', 0).execute();
    expect(disabled.length).toBeGreaterThan(0);
    const inherited = await db.k.selectFrom('site_inherited_roles').select('role_id').execute();
    expect(inherited.length).toBe(2);
  });

  it('refuses to seed twice and leaves the data untouched', async () => {
    const before = (await db.k.selectFrom('users').select('id').execute()).length;
    await expect(seedDemo(db, { dataDir })).rejects.toThrow(/already seeded/);
    expect((await db.k.selectFrom('users').select('id').execute()).length).toBe(before);
  });

  it('finds the assets folder from the sources and from a bundle in dist/', () => {
    const fromSource = findAssetsDir();
    expect(fs.existsSync(path.join(fromSource, 'logos', 'demo.svg'))).toBe(true);
    const serverDir = path.dirname(fromSource);
    const fromDist = findAssetsDir(pathToFileURL(path.join(serverDir, 'dist', 'main.js')));
    expect(fromDist).toBe(fromSource);
  });
});
