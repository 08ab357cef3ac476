import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUDIT_COUNT_CAP,
  type AuditEntry,
  type AuditFacetsResponse,
  type AuditListResponse,
  MESSAGES,
} from '@qualium/contracts';
import { DOCISODEFAULT_DEFINITION } from '@qualium/demo-bps';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-audit-')) });
const tokens: Record<string, string> = {};
const DEMO = '/api/v1/demo';
const ACME = '/api/v1/acme';

const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[who]!) });
async function list(who: string, query = '', scope = DEMO): Promise<AuditListResponse> {
  const res = await get(who, `${scope}/audit/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function send(who: string, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files = {}) {
  const body = await multipart(fields, files);
  const res = await ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...auth(tokens[who]!), ...body.headers },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}
const definition = (reference: string, title: string) => {
  const def = JSON.parse(JSON.stringify(DOCISODEFAULT_DEFINITION));
  def.business_process.info.reference = reference;
  def.business_process.info.name.es = title;
  def.business_process.info.process = 'PS-01';
  return { json_file: { name: `${reference}.json`, bytes: JSON.stringify(def) } };
};
const userId = async (username: string) =>
  (await ctx.db.k.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

let bpId = 0;
beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
  // Administrative changes by two people: a BP created, replaced and deleted by the admin, the
  // manager's own preferences.
  bpId = (await send('admin', 'POST', `${DEMO}/businessprocess/`, {}, definition('AUDITDOC', 'Primera'))).id;
  await send('admin', 'PUT', `${DEMO}/businessprocess/${bpId}/`, {}, definition('AUDITDOC', 'Segunda'));
  await send('manager', 'PUT', '/api/v1/user_data/me/preferences/', { lang: 'ca', preferred_centro: '' });
  const doomed = (await send('admin', 'POST', `${DEMO}/businessprocess/`, {}, definition('AUDITGONE', 'Borrar'))).id;
  const deleted = await ctx.app.inject({
    method: 'DELETE',
    url: `${DEMO}/businessprocess/${doomed}/`,
    headers: auth(tokens.admin!),
  });
  expect(deleted.statusCode).toBe(204);
});

describe('GET {site}/audit/', () => {
  it('says who, when, what, before and after for each change, newest first', async () => {
    const { results, count, count_exact } = await list('admin', '?items_per_page=4');
    expect(count_exact).toBe(true);
    expect(count).toBeGreaterThanOrEqual(5);
    const ids = results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [deleted, created, prefs, replaced] = results as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];
    const admin = { id: await userId('admin'), username: 'admin', name: 'Marta Ruiz Ortega' };
    expect(deleted).toMatchObject({ entity: 'business_process', action: 'delete', user: admin, after: null });
    expect(deleted.before).toMatchObject({ reference: 'AUDITGONE', path: '/demo' });
    expect(created).toMatchObject({ action: 'create', before: null, after: { reference: 'AUDITGONE' } });
    expect(prefs).toMatchObject({
      entity: 'user',
      action: 'preferences',
      user: { id: await userId('manager'), username: 'manager', name: 'Javier Morales Castillo' },
      before: { lang: 'es' },
      after: { lang: 'ca', preferred_centro: null },
    });
    expect(replaced).toMatchObject({
      entity: 'business_process',
      entity_id: String(bpId),
      action: 'update',
      user: admin,
      before: { reference: 'AUDITDOC', name: 'Primera' },
      after: { reference: 'AUDITDOC', name: 'Segunda' },
    });
    // What changed in the text shows in its fingerprint.
    const fingerprint = (v: unknown) => (v as { sha256: string }).sha256;
    expect(fingerprint(replaced.before)).not.toBe(fingerprint(replaced.after));
    for (const entry of results) expect(Date.parse(entry.created_at)).not.toBeNaN();
  });

  it('filters by entity, by record and by user, and pages', async () => {
    const bps = await list('admin', '?entity=business_process');
    expect(bps.results.length).toBeGreaterThan(0);
    expect(bps.results.every((r) => r.entity === 'business_process')).toBe(true);
    const one = await list('admin', `?entity=business_process&entity_id=${bpId}`);
    expect(one.results.map((r) => r.action)).toEqual(['update', 'create']);
    const manager = await list('admin', `?user=${await userId('manager')}`);
    expect(manager.results.length).toBeGreaterThan(0);
    expect(manager.results.every((r) => r.user?.username === 'manager')).toBe(true);
    const all = await list('admin', '?items_per_page=3');
    const second = await list('admin', '?items_per_page=1&offset=1');
    expect(second.results.map((r) => r.id)).toEqual([all.results[1]!.id]);
    expect(second.count).toBe(all.count);
    // Blank filters are no filters.
    expect((await list('admin', '?entity=&user=&items_per_page=3')).results).toEqual(all.results);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['?items_per_page=0', '?items_per_page=501', '?user=abc', `?offset=${AUDIT_COUNT_CAP + 1}`]) {
      expect((await get('admin', `${DEMO}/audit/${query}`)).statusCode, query).toBe(400);
    }
  });

  it('stops counting at the cap and says so', async () => {
    const acme = await ctx.db.k
      .selectFrom('sites')
      .select('id')
      .where('url_name', '=', 'acme')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: AUDIT_COUNT_CAP + 5 }, (_, i) => ({
      site_id: acme.id,
      user_id: null,
      entity: 'bulk',
      entity_id: String(i),
      action: 'create',
      before: null,
      after: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.db.k
        .insertInto('audit_log')
        .values(rows.slice(i, i + 1000))
        .execute();
    const capped = await list('acme.admin', '?entity=bulk&items_per_page=2', ACME);
    expect(capped).toMatchObject({ count: AUDIT_COUNT_CAP, count_exact: false });
    expect(capped.results.map((r) => r.entity_id)).toEqual([String(AUDIT_COUNT_CAP + 4), String(AUDIT_COUNT_CAP + 3)]);
    // An entry without a person (written by the system) names nobody.
    expect(capped.results[0]!.user).toBeNull();
  });
});

describe('GET {site}/audit/facets/', () => {
  it('lists the entities and people of the site’s own log', async () => {
    const res = await get('admin', `${DEMO}/audit/facets/`);
    expect(res.statusCode).toBe(200);
    const facets = res.json() as AuditFacetsResponse;
    expect(facets.entities).toEqual(expect.arrayContaining(['business_process', 'user']));
    expect(facets.entities).toEqual([...facets.entities].sort());
    expect(facets.entities).not.toContain('bulk');
    expect(facets.users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'manager']));
    expect(facets.users.map((u) => u.username)).not.toContain('acme.admin');
  });
});

describe('who may read the audit log', () => {
  it('refuses managers and users (403) and keeps acme.admin out of demo (404)', async () => {
    // Centro 1 is the manager's; `user` holds a role in centro 3 only.
    for (const [url, people] of [
      [`${DEMO}/audit/`, ['manager', 'user']],
      [`${DEMO}/audit/facets/`, ['manager', 'user']],
      [`${DEMO}/1/audit/`, ['manager']],
      [`${DEMO}/3/audit/facets/`, ['user']],
    ] as const) {
      for (const who of people) {
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().detail).toBe(MESSAGES.adminOnly);
      }
      expect((await get('acme.admin', url)).statusCode, url).toBe(404);
    }
  });

  it('shows each company only its own entries', async () => {
    // demo's BP changes and the manager's preferences above are not in acme's log, nor acme's in demo's.
    expect((await list('acme.admin', `?entity=business_process&entity_id=${bpId}`, ACME)).count).toBe(0);
    expect((await list('acme.admin', `?user=${await userId('manager')}`, ACME)).count).toBe(0);
    expect((await list('admin', '?entity=bulk')).count).toBe(0);
  });
});
