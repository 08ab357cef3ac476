import { MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';

const ctx = useTestApp();
interface Me {
  id: number;
  sites: Array<{ id: number; path: string }>;
  centros: Array<{ id: number; site: number; name: string }>;
}
const tokens: Record<string, string> = {};
const mes: Record<string, Me> = {};
const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who] as string) });

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) {
    tokens[who] = await login(ctx, who);
    mes[who] = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(tokens[who]!) })
    ).json();
  }
});

const demoCentro = (who: string) => {
  const demo = mes.admin!.sites.find((s) => s.path === '/demo')!;
  return mes[who]!.centros.find((c) => c.site === demo.id)!;
};

describe('scope resolution', () => {
  it('resolves a site path and answers the current site', async () => {
    const res = await get('/api/v1/demo/site/current/', 'user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ path: '/demo', url_name: 'demo' });
    const norte = await get('/api/v1/demo/norte/site/current/', 'admin');
    expect(norte.json()).toMatchObject({ path: '/demo/norte', depth: 1 });
  });

  it('lists only centros where the user holds a role', async () => {
    const res = await get('/api/v1/demo/qcentro/', 'user');
    expect(res.json().count).toBe(1);
    const manager = await get('/api/v1/demo/qcentro/', 'manager');
    expect(manager.json().count).toBe(2);
  });

  it('answers 404 for a centro without a role, a foreign site and an unknown site alike', async () => {
    const own = demoCentro('user');
    const notMine = mes.admin!.centros.find((c) => c.site === own.site && c.id !== own.id)!;
    expect((await get(`/api/v1/demo/${own.id}/menuitem/full`, 'user')).statusCode).toBe(200);
    const cases = [
      get(`/api/v1/demo/${notMine.id}/menuitem/full`, 'user'),
      get('/api/v1/demo/site/current/', 'acme.admin'),
      get('/api/v1/nowhere/site/current/', 'admin'),
      get(`/api/v1/acme/${own.id}/menuitem/full`, 'admin'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.notFound });
    }
  });

  it('refuses a centro of one site addressed under another site', async () => {
    const norteCentro = mes.admin!.centros.find((c) => c.site !== demoCentro('admin').site)!;
    expect((await get(`/api/v1/demo/${norteCentro.id}/menuitem/full`, 'admin')).statusCode).toBe(404);
  });

  it('requires a scope where the resource needs one, and refuses one where it does not', async () => {
    expect((await get('/api/v1/menuitem/full', 'admin')).statusCode).toBe(404);
    expect((await get('/api/v1/demo/menuitem/full', 'admin')).statusCode).toBe(404);
    expect((await get('/api/v1/demo/user_data/me/', 'admin')).statusCode).toBe(404);
  });

  it('lists the browsable sites with or without a scope', async () => {
    const plain = await get('/api/v1/site/', 'admin');
    const scoped = await get(`/api/v1/demo/${demoCentro('admin').id}/site/`, 'admin');
    expect(plain.json()).toEqual(scoped.json());
    expect(plain.json().results.map((s: { path: string }) => s.path)).toEqual(['/demo', '/demo/norte']);
  });
});

describe('public look-ups for the themed login pages', () => {
  it('resolves a company and a centre by url_name', async () => {
    const site = await ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/?url_name=norte' });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({ path: '/demo/norte', qualium_product: 'food' });
    const centroRow = await ctx.db.k
      .selectFrom('centros')
      .select(['id', 'url_name'])
      .where('url_name', 'is not', null)
      .executeTakeFirstOrThrow();
    const centro = await ctx.app.inject({ method: 'GET', url: `/api/v1/centropath/?url_name=${centroRow.url_name}` });
    expect(centro.json()).toMatchObject({ centro_id: centroRow.id });
  });

  it('answers 404 for an unknown name and 400 without one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/?url_name=zzz' })).statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ url_name: [MESSAGES.required] });
  });
});

describe('navigation menu', () => {
  it('returns the enabled and disabled items of the centre as a tree sorted by order', async () => {
    const res = await get(`/api/v1/demo/${demoCentro('admin').id}/menuitem/full`, 'admin');
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Array<{ order: number; items: unknown[] }>;
    expect(tree.length).toBeGreaterThan(2);
    const orders = tree.map((m) => m.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(tree.some((m) => m.items.length > 0)).toBe(true);
  });

  it('honours allowed and blocked roles per user', async () => {
    const flatten = (items: Array<{ id: number; items: never[] }>): number[] =>
      items.flatMap((m) => [m.id, ...flatten(m.items)]);
    const roles = await ctx.db.k.selectFrom('menu_item_roles').selectAll().execute();
    expect(roles.length).toBeGreaterThan(0);
    const adminIds = flatten((await get(`/api/v1/demo/${demoCentro('admin').id}/menuitem/full`, 'admin')).json());
    const userIds = flatten((await get(`/api/v1/demo/${demoCentro('user').id}/menuitem/full`, 'user')).json());
    // Someone sees something the other does not: role rules changed the trees.
    expect(adminIds.sort()).not.toEqual(userIds.sort());
  });
});
