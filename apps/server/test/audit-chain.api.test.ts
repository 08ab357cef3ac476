import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditChainResponse } from '@qualium/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auditChainMigration from '../src/db/migrations/0012_audit_chain.js';
import * as headFollowsMigration from '../src/db/migrations/0024_audit_head_follows.js';
import { recordAudit } from '../src/modules/audit/write.js';
import { auth, login, useTestApp } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * The tamper-evident audit trail (issue 15 §2): every company's entries form one gapless chain,
 * also under concurrent writes; an entry edited in the database breaks it exactly there; the
 * entries written before the chain existed are chained by its migration.
 */
const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-chain-')) });
const DEMO = '/api/v1/demo';
const C1 = `${DEMO}/1`;
const tokens: Record<string, string> = {};

const verify = async (who = 'admin', scope = DEMO) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${scope}/audit/verify/`, headers: auth(tokens[who]!) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditChainResponse;
};
const siteId = async (urlName: string) =>
  (await ctx.db.k.selectFrom('sites').select('id').where('url_name', '=', urlName).executeTakeFirstOrThrow()).id;

/** What an intruder with database access does: lifts the append-only triggers and edits a row. */
async function tamper(statement: ReturnType<typeof sql>) {
  const k = ctx.db.k;
  if (ctx.db.kind === 'postgres') {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`.execute(k);
    await statement.execute(k);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`.execute(k);
  } else {
    await sql`DROP TRIGGER audit_log_no_update`.execute(k);
    await sql`DROP TRIGGER audit_log_no_delete`.execute(k);
    await statement.execute(k);
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(k);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(k);
  }
}

beforeAll(async () => {
  for (const who of ['admin', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

describe('what the trail holds besides changes', () => {
  it("sign-ins, refused sign-ins and sign-outs, in the user's company", async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      payload: { username: 'manager', password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(400);
    const token = await login(ctx, 'manager');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/rest-auth/logout/', headers: auth(token) });
    expect(out.statusCode).toBeLessThan(300);
    const manager = await ctx.db.k
      .selectFrom('users')
      .select(['id', 'site_id'])
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    const entries = await ctx.db.k
      .selectFrom('audit_log')
      .select(['action', 'site_id', 'after'])
      .where('entity', '=', 'session')
      .where('entity_id', '=', String(manager.id))
      .orderBy('seq')
      .execute();
    expect(entries.map((e) => e.action).slice(-3)).toEqual(['login_failed', 'login', 'logout']);
    expect(entries.every((e) => e.site_id === manager.site_id)).toBe(true);
  });
});

describe('the audit chain', () => {
  it('stays continuous under concurrent writes of one company and of two', async () => {
    const api = unitsApi(ctx);
    const before = (await verify()).entries;
    const demo = await siteId('demo');
    const acme = await siteId('acme');
    const admin = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => api.createUnit(tokens.admin!, C1, 'NC', { subject: `Cadena ${i}` })),
      ...Array.from({ length: 20 }, (_, i) =>
        recordAudit(
          ctx.db.k,
          { site: { id: i % 2 ? demo : acme }, user: { id: admin } },
          {
            entity: 'chain_test',
            entityId: i,
            action: 'create',
            after: { i },
          },
        ),
      ),
    ]);
    const report = await verify();
    expect(report.broken).toBeNull();
    expect(report.entries).toBeGreaterThanOrEqual(before + 6 + 10);
    expect((await verify('acme.admin', '/api/v1/acme')).broken).toBeNull();
  });

  it('numbers the entries of each company without gaps, and only its administrators may verify', async () => {
    const demo = await siteId('demo');
    const rows = await ctx.db.k
      .selectFrom('audit_log')
      .select(['seq'])
      .where('site_id', '=', demo)
      .orderBy('seq')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    const report = await verify();
    expect(report).toMatchObject({ entries: rows.length, broken: null });
    const user = await ctx.app.inject({ method: 'GET', url: `${DEMO}/audit/verify/`, headers: auth(tokens.user!) });
    expect(user.statusCode).toBe(403);
  });

  it('reports an entry edited in the database as the first broken link, at that entry', async () => {
    const demo = await siteId('demo');
    const victim = await ctx.db.k
      .selectFrom('audit_log')
      .select(['id', 'seq', 'hash'])
      .where('site_id', '=', demo)
      .orderBy('seq')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    await tamper(sql`UPDATE audit_log SET action = 'forged' WHERE id = ${victim.id}`);
    const report = await verify();
    expect(report.broken).toMatchObject({ seq: Number(victim.seq), id: victim.id, field: 'hash', stored: victim.hash });
    expect(report.entries).toBe(Number(victim.seq) - 1);
    // Another company's chain is untouched.
    expect((await verify('acme.admin', '/api/v1/acme')).broken).toBeNull();
  });

  it('chains the entries written before the chain existed when migrating', async () => {
    // Back to the state before migration 0012: unchained entries, no heads.
    const k = ctx.db.k;
    await tamper(sql`UPDATE audit_log SET action = 'create' WHERE action = 'forged'`);
    // The trigger of migration 0024 moves heads on those columns: gone too, put back below.
    if (ctx.db.kind === 'postgres') {
      await sql`DROP TRIGGER audit_log_head ON audit_log`.execute(k);
      await sql`DROP FUNCTION audit_head_follows()`.execute(k);
    } else {
      await sql`DROP TRIGGER audit_log_head`.execute(k);
    }
    await sql`DROP TABLE audit_chain_heads`.execute(k);
    await sql`DROP INDEX audit_log_site_seq`.execute(k);
    for (const column of ['seq', 'prev_hash', 'hash'])
      await sql`ALTER TABLE audit_log DROP COLUMN ${sql.ref(column)}`.execute(k);
    // The migration itself, run again (later migrations stay applied: the migrator would refuse to
    // go back to an earlier one).
    await auditChainMigration.up(k, ctx.db.kind);
    await headFollowsMigration.up(k, ctx.db.kind);
    const demo = await verify();
    expect(demo.broken).toBeNull();
    const count = await k
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', await siteId('demo'))
      .executeTakeFirstOrThrow();
    expect(demo.entries).toBe(Number(count.n));
    // And the database still refuses edits of the entries.
    await expect(sql`UPDATE audit_log SET action = 'x'`.execute(k)).rejects.toThrow(/append-only/);
  });
});
