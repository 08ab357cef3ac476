import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PurgeResponse, RetentionListResponse } from '@qualium/contracts';
import { stringify } from 'safe-stable-stringify';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifySiteChain } from '../src/modules/audit/verify.js';
import { blobPath } from '../src/modules/files/blobs.js';
import { LAB } from './files-fixture.js';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { lastAuditEntry, obsoleteDocument, withdrawnLongAgo } from './retention-fixture.js';
import { enc, unitFootprint } from './units-fixture.js';

/**
 * Retention and purge (issue 15 §4): the centro's units past their BP's period, for administrators
 * only; a purge signed with the administrator's password and a reason erases the unit's data in one
 * transaction, writes one "purged" entry, and leaves the company's audit chain verifiable.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-retention-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
const tokens: Record<string, string> = {};
/** A controlled document of the lab, signed, with a file, obsolete: its period runs from the closing. */
let old = '';
/** The same, obsolete only now: still within its ten years. */
let recent = '';

const list = (who: string, scope = LAB, query = '') =>
  ctx.app.inject({
    url: `${scope}/unit/past_retention/${query}`,
    headers: { ...auth(tokens[who]!), 'accept-language': 'es' },
  });
const purge = (who: string, uid: string, payload: object, scope = LAB, lang = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: `${scope}/unit/${enc(uid)}/purge/`,
    headers: { ...auth(tokens[who]!), 'accept-language': lang },
    payload,
  });
const signed = { password: DEMO_PASSWORD, reason: 'Periodo de conservación cumplido (10 años).' };

const unitRow = (uid: string) => ctx.db.k.selectFrom('units').selectAll().where('uid', '=', uid).executeTakeFirst();
const chainHead = () =>
  ctx.db.k.selectFrom('audit_chain_heads').select(['seq', 'hash']).where('site_id', '=', 1).executeTakeFirstOrThrow();

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'acme.admin']) tokens[who] = await login(ctx, who);
  old = await obsoleteDocument(ctx, tokens.admin!, 'IT-RET-1');
  recent = await obsoleteDocument(ctx, tokens.admin!, 'IT-RET-2');
  await withdrawnLongAgo(ctx, old);
}, 60_000);

describe('units past retention', () => {
  it('lists the centro’s units whose period has ended, with when it ended', async () => {
    const res = await list('admin', LAB, '?business_process=DOCISODEFAULT');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RetentionListResponse;
    const row = body.results.find((u) => u.uid === old);
    expect(row).toMatchObject({
      business_process: 'DOCISODEFAULT',
      from: 'closed',
      since: '2015-03-02T09:00:00.000Z',
      retention_ended: '2025-03-02T09:00:00.000Z',
      state: 'Obsoleto',
    });
    expect(body.results.some((u) => u.uid === recent)).toBe(false);
    expect(body.count).toBe(body.results.length);
    // A password user signs the purge with the password (retention-sso.api.test.ts: through the IdP).
    expect(body.sso_idp).toBeNull();
  });

  it('is for administrators only, and only of their own company', async () => {
    // The manager reaches the first centro, not the lab: refused as a non-administrator there.
    expect((await list('manager', '/api/v1/demo/1')).statusCode).toBe(403);
    expect((await purge('manager', old, signed, '/api/v1/demo/1')).statusCode).toBe(403);
    const acme = await list('acme.admin', '/api/v1/acme/7');
    expect(acme.statusCode, acme.body).toBe(200);
    expect((acme.json() as RetentionListResponse).results.some((u) => u.uid === old)).toBe(false);
    // Another company's administrator, or another centro of the same company, does not find the unit.
    expect((await purge('acme.admin', old, signed, '/api/v1/acme/7')).statusCode).toBe(404);
    expect((await purge('admin', old, signed, '/api/v1/demo/1')).statusCode).toBe(404);
    expect(await unitRow(old)).toBeDefined();
  });
});

describe('a purge', () => {
  it('of a unit within its period is refused with the catalog message, nothing deleted', async () => {
    const before = await unitFootprint(ctx, recent);
    const head = await chainHead();
    const res = await purge('admin', recent, signed, LAB, 'en');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: 'This unit is still within its retention period: it cannot be purged.' });
    expect(await unitFootprint(ctx, recent)).toEqual(before);
    expect(await chainHead()).toEqual(head);
  });

  it('needs a reason and the right password, and a wrong one writes nothing', async () => {
    const before = await unitFootprint(ctx, old);
    const head = await chainHead();
    const noReason = await purge('admin', old, { password: DEMO_PASSWORD, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Indica el motivo de la eliminación.'] });
    const wrong = await purge('admin', old, { ...signed, password: 'not-the-password' }, LAB, 'ca');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ["La contrasenya no és correcta. No s'ha eliminat res."] });
    expect(await unitFootprint(ctx, old)).toEqual(before);
    expect(await chainHead()).toEqual(head);
  });

  it('erases the unit’s data, ends the chain with one "purged" entry, and the chain still verifies', async () => {
    const unit = (await unitRow(old))!;
    const files = await ctx.db.k.selectFrom('file_versions').select('sha256').where('unit_id', '=', unit.id).execute();
    const signatures = await ctx.db.k
      .selectFrom('unit_signatures')
      .select('id')
      .where('unit_id', '=', unit.id)
      .execute();
    expect(files.length).toBeGreaterThan(0);
    expect(signatures.length).toBeGreaterThan(0);
    expect(fs.existsSync(blobPath(dataDir, files[0]!.sha256))).toBe(true);
    const earlier = await ctx.db.k.selectFrom('audit_log').select('id').where('entity_id', '=', old).execute();
    // The notifications that told people about the document hold its reference and title.
    const notifications = await ctx.db.k
      .selectFrom('units')
      .innerJoin('unit_relations', 'unit_relations.from_unit_id', 'units.id')
      .select('units.uid')
      .where('units.bp_reference', '=', 'NOTIF_DEFAULT')
      .where('unit_relations.to_unit_id', '=', unit.id)
      .execute();
    expect(notifications.length).toBeGreaterThan(0);

    const res = await purge('admin', old, signed);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PurgeResponse;
    expect(body.dossier.unit.uid).toBe(old);
    expect(body.dossier_sha256).toBe(createHash('sha256').update(stringify(body.dossier)!).digest('hex'));

    expect(await unitRow(old)).toBeUndefined();
    for (const n of notifications) expect(await unitRow(n.uid)).toBeUndefined();
    for (const table of ['workflow_history', 'unit_field_values', 'file_versions', 'unit_signatures'] as const) {
      const left = await ctx.db.k.selectFrom(table).select('unit_id').where('unit_id', '=', unit.id).execute();
      expect(left, table).toEqual([]);
    }
    const relations = await ctx.db.k
      .selectFrom('unit_relations')
      .select('id')
      .where((eb) => eb.or([eb('from_unit_id', '=', unit.id), eb('to_unit_id', '=', unit.id)]))
      .execute();
    expect(relations).toEqual([]);
    expect(await ctx.db.k.selectFrom('purge_permits').selectAll().execute()).toEqual([]);
    // The bytes were this unit's only: they leave the store.
    expect(fs.existsSync(blobPath(dataDir, files[0]!.sha256))).toBe(false);

    // The unit's earlier entries stay (they are the chain), the purge is the last one.
    const kept = await ctx.db.k.selectFrom('audit_log').select('id').where('entity_id', '=', old).execute();
    expect(kept.length).toBe(earlier.length + 1);
    const last = await lastAuditEntry(ctx);
    expect(last).toMatchObject({ entity: 'unit', entity_id: old, action: 'purged' });
    expect(JSON.parse(last.after!)).toMatchObject({
      uid: old,
      business_process: 'DOCISODEFAULT',
      reason: signed.reason,
      reauthenticated_by: 'password',
      by: { username: 'admin' },
      dossier_sha256: body.dossier_sha256,
      notifications: notifications.map((n) => n.uid),
    });
    const chain = await verifySiteChain(ctx.db.k, 1);
    expect(chain.broken).toBeNull();
    expect(chain.entries).toBe(Number(last.seq));

    // It is no longer listed, and a second purge finds nothing.
    const listed = (await list('admin')).json() as RetentionListResponse;
    expect(listed.results.some((u) => u.uid === old)).toBe(false);
    expect((await purge('admin', old, signed)).statusCode).toBe(404);
  });

  it('leaves signatures append-only outside a purge', async () => {
    const unit = (await unitRow(recent))!;
    await expect(ctx.db.k.deleteFrom('unit_signatures').where('unit_id', '=', unit.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
