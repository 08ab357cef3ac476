import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_MESSAGES, SIGNATURE_MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifySiteChain } from '../src/modules/audit/verify.js';
import { documentsApi, LAB, tinyPdf } from './files-fixture.js';
import { auth, login, useTestApp } from './harness.js';
import { lastAuditEntry, obsoleteDocument, withdrawnLongAgo } from './retention-fixture.js';
import { TestIdp } from './saml-idp.js';
import { answerSigningAtIdp, enableTestIdp, ssoSession, testAcs } from './sso-fixture.js';
import { enc, unitFootprint } from './units-fixture.js';

/**
 * A purge signed through the company's identity provider (issue 15 §4; docs/decisions.md
 * "Retention and purge"): an administrator without a password confirms who they are by a fresh
 * sign-in (ForceAuthn) whose one-time code is bound to the purge of one unit version in their
 * session; every other use of a code is refused and writes nothing.
 */
const PUBLIC_URL = 'https://qualium.test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-retention-sso-'));
const ctx = useTestApp({ PUBLIC_URL, DATA_DIR: dataDir });
const idp = new TestIdp();
const DEMO_SITE = 1;
const acs = testAcs(PUBLIC_URL, DEMO_SITE);
const tokens: Record<string, string> = {};
/** Two documents past retention, and one waiting for its (signed) approval. */
const units = { first: '', second: '', pending: '' };
const reason = 'Periodo de conservación cumplido (10 años).';

const unitVersion = async (uid: string) =>
  (await ctx.db.k.selectFrom('units').select('version').where('uid', '=', uid).executeTakeFirstOrThrow()).version;
const chainHead = () =>
  ctx.db.k.selectFrom('audit_chain_heads').select(['seq', 'hash']).where('site_id', '=', 1).executeTakeFirstOrThrow();

const startPurgeSigning = async (token: string, uid: string, version?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `${LAB}/unit/${enc(uid)}/purge_sso_signing/`,
    headers: auth(token),
    payload: { version: version ?? (await unitVersion(uid)) },
  });

/** The whole round trip of the admin's purge signing: start, the IdP's fresh answer, the code. */
async function purgeCode(uid: string, token = tokens.sso!) {
  const start = await startPurgeSigning(token, uid);
  expect(start.statusCode, start.body).toBe(200);
  const { request, fragment } = await answerSigningAtIdp(ctx, idp, acs, start.json().location, { nameId: 'admin' });
  expect(request.forceAuthn).toBe(true);
  return { request, code: fragment.get('code')! };
}

const purge = (uid: string, payload: object, token = tokens.sso!) =>
  ctx.app.inject({
    method: 'POST',
    url: `${LAB}/unit/${enc(uid)}/purge/`,
    headers: { ...auth(token), 'accept-language': 'en' },
    payload,
  });

/** A refused purge: its status and body, and nothing written (unit, its history, the audit chain). */
async function refusedPurge(uid: string, payload: object, status: number, body: unknown, token?: string) {
  const before = await unitFootprint(ctx, uid);
  const head = await chainHead();
  const res = await purge(uid, payload, token);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(body);
  expect(await unitFootprint(ctx, uid)).toEqual(before);
  expect(await chainHead()).toEqual(head);
}

beforeAll(async () => {
  tokens.admin = await login(ctx, 'admin');
  tokens.manager = await login(ctx, 'manager');
  await enableTestIdp(ctx, idp, acs, tokens.admin);
  units.first = await obsoleteDocument(ctx, tokens.admin, 'IT-RSSO-1');
  units.second = await obsoleteDocument(ctx, tokens.admin, 'IT-RSSO-2');
  for (const uid of [units.first, units.second]) await withdrawnLongAgo(ctx, uid);
  // Waiting for the approval, a signed step the administrator may run.
  const docs = documentsApi(ctx);
  const created = await docs.create(tokens.admin, 'IT-RSSO-3', 'Instrucción IT-RSSO-3', {
    name: 'IT-RSSO-3.pdf',
    type: 'application/pdf',
    bytes: tinyPdf('Instrucción IT-RSSO-3, única en este test'),
  });
  expect(created.statusCode, created.body).toBe(201);
  units.pending = created.json().uid;
  await docs.transition(tokens.admin, units.pending, 'enviar_revision', { change_summary: 'Primera edición.' });
  const admin = await ctx.db.k
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await docs.transition(tokens.admin, units.pending, 'solicitar_aprobacion', {
    approver: String(admin.id),
    review_comments: 'Correcto.',
  });
  // From now on the administrator signs in only through the IdP: no password to purge with.
  await ctx.db.k.updateTable('users').set({ password_hash: null }).where('id', '=', admin.id).execute();
  tokens.sso = await ssoSession(ctx, idp, acs, 'admin');
}, 90_000);

describe('a purge signed through the identity provider', () => {
  it('tells the Retention screen to sign through the IdP', async () => {
    const res = await ctx.app.inject({ url: `${LAB}/unit/past_retention/`, headers: auth(tokens.sso!) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sso_idp: 'idp.test' });
    const listed = res.json().results.find((u: { uid: string }) => u.uid === units.first);
    expect(listed).toMatchObject({ version: await unitVersion(units.first) });
  });

  it('starts only for an administrator, for a unit past retention, at the version shown', async () => {
    const before = await ctx.db.k.selectFrom('sso_signing').selectAll().execute();
    expect((await startPurgeSigning(tokens.sso!, units.pending)).statusCode).toBe(409);
    // The manager reaches the first centro, not the lab: refused there as a non-administrator.
    const manager = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/demo/1/unit/${enc(units.second)}/purge_sso_signing/`,
      headers: auth(tokens.manager!),
      payload: { version: 1 },
    });
    expect(manager.statusCode, manager.body).toBe(403);
    expect((await startPurgeSigning(tokens.sso!, units.second, 99)).statusCode).toBe(409);
    expect(await ctx.db.k.selectFrom('sso_signing').selectAll().execute()).toEqual(before);
  });

  it('refuses the password path to an administrator who has none, and asks for exactly one proof', async () => {
    await refusedPurge(units.first, { password: 'whatever', reason }, 403, {
      detail: RETENTION_MESSAGES.noPasswordToPurge,
    });
    await refusedPurge(units.first, { reason }, 400, { password: [RETENTION_MESSAGES.passwordRequired] });
    await refusedPurge(units.first, { password: 'whatever', sso_code: 'x', reason }, 400, {
      sso_code: [RETENTION_MESSAGES.oneProof],
    });
  });

  it('refuses a code for another unit, from another session, or expired, writing nothing', async () => {
    const { code } = await purgeCode(units.second);
    const otherUnit = { sso_code: code, reason };
    await refusedPurge(units.first, otherUnit, 400, { sso_code: [RETENTION_MESSAGES.ssoCodeOtherUnit] });
    const otherSession = await ssoSession(ctx, idp, acs, 'admin');
    await refusedPurge(
      units.second,
      { sso_code: code, reason },
      400,
      {
        sso_code: [RETENTION_MESSAGES.ssoCodeInvalid],
      },
      otherSession,
    );
    await ctx.db.k.updateTable('sso_signing').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    await refusedPurge(units.second, { sso_code: code, reason }, 400, {
      sso_code: [RETENTION_MESSAGES.ssoCodeInvalid],
    });
  });

  it('never takes a transition’s code for a purge, nor a purge’s for a transition', async () => {
    // A code earned to approve the pending document, then made to name the purge's unit and version
    // exactly: only its purpose differs, and that is enough.
    const start = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/unit/${enc(units.pending)}/sso_signing/`,
      headers: auth(tokens.sso!),
      payload: { transition_id: 'aprobar', version: await unitVersion(units.pending) },
    });
    expect(start.statusCode, start.body).toBe(200);
    const signing = await answerSigningAtIdp(ctx, idp, acs, start.json().location, { nameId: 'admin' });
    await ctx.db.k
      .updateTable('sso_signing')
      .set({ unit_uid: units.first, version: await unitVersion(units.first), transition_id: '' })
      .where('request_id', '=', signing.request.id)
      .execute();
    await refusedPurge(units.first, { sso_code: signing.fragment.get('code'), reason }, 400, {
      sso_code: [RETENTION_MESSAGES.ssoCodeOtherUnit],
    });

    // A purge's code made to name the approval of the pending document: refused by the signature.
    const { request, code } = await purgeCode(units.first);
    await ctx.db.k
      .updateTable('sso_signing')
      .set({ unit_uid: units.pending, version: await unitVersion(units.pending), transition_id: 'aprobar' })
      .where('request_id', '=', request.id)
      .execute();
    const before = await unitFootprint(ctx, units.pending);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/unit/${enc(units.pending)}/execute_transition/`,
      headers: { ...auth(tokens.sso!), 'accept-language': 'en' },
      payload: { transition_id: 'aprobar', approved_on: '2026-11-20', signature: { sso_code: code } },
    });
    expect(approve.statusCode, approve.body).toBe(400);
    expect(approve.json()).toEqual({ signature: [SIGNATURE_MESSAGES.ssoCodeOtherStep] });
    expect(await unitFootprint(ctx, units.pending)).toEqual(before);
  });

  it('purges with a fresh code, says so in the audit entry, and the code purges once', async () => {
    const { code } = await purgeCode(units.first);
    const res = await purge(units.first, { sso_code: code, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.k.selectFrom('units').select('id').where('uid', '=', units.first).execute()).toEqual([]);
    const last = await lastAuditEntry(ctx);
    expect(last).toMatchObject({ entity_id: units.first, action: 'purged' });
    expect(JSON.parse(last.after!)).toMatchObject({ reason, reauthenticated_by: 'sso', by: { username: 'admin' } });
    expect((await verifySiteChain(ctx.db.k, 1)).broken).toBeNull();

    // Replayed on the other unit: already used.
    await refusedPurge(units.second, { sso_code: code, reason }, 400, {
      sso_code: [RETENTION_MESSAGES.ssoCodeInvalid],
    });
  });

  it('lets exactly one of two simultaneous purges with one code through', async () => {
    const { code } = await purgeCode(units.second);
    const answers = await Promise.all([
      purge(units.second, { sso_code: code, reason }),
      purge(units.second, { sso_code: code, reason }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((a) => a.statusCode >= 400 && a.statusCode < 500)).toHaveLength(1);
    const entries = await ctx.db.k
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', units.second)
      .execute();
    expect(entries.filter((e) => e.action === 'purged')).toHaveLength(1);
    expect((await verifySiteChain(ctx.db.k, 1)).broken).toBeNull();
  });
});
