import { SIGNATURE_MESSAGES, type SsoErrorCode } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { type ResponseOptions, TestIdp } from './saml-idp.js';
import { installSgBusinessProcess, SG } from './signatures-fixture.js';
import {
  answerSigningAtIdp,
  enableTestIdp,
  fragmentOf,
  postToAcs,
  ssoSession as ssoSessionAt,
  testAcs,
} from './sso-fixture.js';
import { enc } from './units-fixture.js';

/**
 * Signing by a user without a password through a fresh sign-in at the company's identity provider
 * (issue 15 §1; docs/decisions.md "Signatures"), end to end with the test IdP: the ForceAuthn
 * request, the ACS's signing code, the transition that consumes it, and every refusal writing nothing.
 */
const PUBLIC_URL = 'https://qualium.test';
const ctx = useTestApp({ PUBLIC_URL });
const idp = new TestIdp();
const C1 = '/api/v1/demo/1';
const DEMO_SITE = 1;
const acs = testAcs(PUBLIC_URL, DEMO_SITE);
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const ssoSession = (nameId: string) => ssoSessionAt(ctx, idp, acs, nameId);

beforeAll(async () => {
  await installSgBusinessProcess(ctx.db);
  for (const name of ['carmen.lopez', 'jordi.puig', 'sarah.collins']) {
    ids[name] = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    ).id;
  }
  await enableTestIdp(ctx, idp, acs, await login(ctx, 'admin'));
  tokens.carmen = await login(ctx, 'carmen.lopez');
  // jordi.puig and sarah.collins sign in only through the IdP: no password to sign with.
  await ctx.db.k
    .updateTable('users')
    .set({ password_hash: null })
    .where('id', 'in', [ids['jordi.puig']!, ids['sarah.collins']!])
    .execute();
  tokens.jordi = await ssoSession('jordi.puig');
  tokens.sarah = await ssoSession('sarah.collins');
});

/** A draft by carmen.lopez whose responsible is jordi.puig (who may review it: not its creator). */
async function draft(): Promise<{ uid: string; id: number }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${C1}/unit/create_and_execute_initial_transition/`,
    headers: auth(tokens.carmen!),
    payload: { business_process: SG, subject: 'Limpieza de la línea 2', owner: ids['jordi.puig'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const startSigning = (token: string, uid: string, body: { transition_id: string; version: number }) =>
  ctx.app.inject({ method: 'POST', url: `${C1}/unit/${enc(uid)}/sso_signing/`, headers: auth(token), payload: body });

/** The whole round trip for a signature: start, the IdP's answer (shaped by `over`), the ACS's fragment. */
async function signAtIdp(
  token: string,
  uid: string,
  over: Partial<ResponseOptions> & { transition_id?: string; version?: number } = {},
) {
  const { transition_id = 'revisar', version = 1, ...response } = over;
  const start = await startSigning(token, uid, { transition_id, version });
  expect(start.statusCode, start.body).toBe(200);
  return answerSigningAtIdp(ctx, idp, acs, start.json().location, { nameId: 'jordi.puig', ...response });
}

const transition = (token: string, uid: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `${C1}/unit/${enc(uid)}/execute_transition/`,
    headers: auth(token),
    payload: body,
  });

/** What a signed transition writes about a unit: the unit, its signatures, its audit entries. */
async function written(unit: { uid: string; id: number }) {
  const k = ctx.db.k;
  const { version, current_state } = await k
    .selectFrom('units')
    .select(['version', 'current_state'])
    .where('id', '=', unit.id)
    .executeTakeFirstOrThrow();
  const signatures = await k.selectFrom('unit_signatures').select('id').where('unit_id', '=', unit.id).execute();
  const audit = await k.selectFrom('audit_log').select('id').where('entity_id', '=', unit.uid).execute();
  return { version, current_state, signatures: signatures.length, audit: audit.length };
}

const pendingSignings = async () => (await ctx.db.k.selectFrom('sso_signing').selectAll().execute()).length;

describe('signing through the identity provider', () => {
  it('tells the dialog to sign with the IdP for an SSO user, with a password otherwise', async () => {
    const unit = await draft();
    const ask = async (token: string) => {
      const res = await ctx.app.inject({
        url: `${C1}/unit/${enc(unit.uid)}/get_fields_to_collect_during_transition/?transition_id=revisar`,
        headers: auth(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().signature;
    };
    expect(await ask(tokens.jordi!)).toMatchObject({ username_required: false, sso_idp: 'idp.test' });
    expect(await ask(tokens.carmen!)).toMatchObject({ username_required: true, sso_idp: null });
    // A user with a password who signed in through the IdP signs through it too.
    expect(await ask(await ssoSession('carmen.lopez'))).toMatchObject({
      username_required: false,
      sso_idp: 'idp.test',
    });
  });

  it('signs with the code of a fresh IdP sign-in asked with ForceAuthn, once', async () => {
    const unit = await draft();
    const { request, answer, fragment } = await signAtIdp(tokens.jordi!, unit.uid);
    expect(request.forceAuthn).toBe(true);
    const code = fragment.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);

    const res = await transition(tokens.jordi!, unit.uid, {
      transition_id: 'revisar',
      version: 1,
      signature: { sso_code: code, reason: 'Revisado con el equipo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [signature] = await ctx.db.k
      .selectFrom('unit_signatures')
      .selectAll()
      .where('unit_id', '=', unit.id)
      .execute();
    expect(signature).toMatchObject({
      user_id: ids['jordi.puig'],
      transition_id: 'revisar',
      version: 2,
      reason: 'Revisado con el equipo',
    });
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', unit.uid)
      .where('action', '=', 'sign:revisar')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await pendingSignings()).toBe(0);

    // The code signed once: used again (here on another unit) it is refused, and so is the IdP's answer.
    const other = await draft();
    const before = await written(other);
    const again = await transition(tokens.jordi!, other.uid, {
      transition_id: 'revisar',
      signature: { sso_code: code },
    });
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json()).toEqual({ signature: [SIGNATURE_MESSAGES.ssoCodeInvalid] });
    expect(await written(other)).toEqual(before);
    const replayed = await postToAcs(ctx, DEMO_SITE, answer, request.relayState ?? undefined);
    expect(fragmentOf(replayed, '/ssosigned').get('error')).toBe('replayed');
  });

  it('lets exactly one of two simultaneous signatures with one code through', async () => {
    const unit = await draft();
    const { fragment } = await signAtIdp(tokens.jordi!, unit.uid);
    const body = { transition_id: 'revisar', signature: { sso_code: fragment.get('code') } };
    const answers = await Promise.all([
      transition(tokens.jordi!, unit.uid, body),
      transition(tokens.jordi!, unit.uid, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((a) => a.statusCode >= 400 && a.statusCode < 500)).toHaveLength(1);
    expect(await written(unit)).toMatchObject({ version: 2, signatures: 1 });
  });

  const refusedAtIdp: Array<[string, Partial<ResponseOptions>, SsoErrorCode]> = [
    ["another user's sign-in", { user: { nameId: 'sarah.collins' } }, 'other_user'],
    ['an IdP session older than the request', { authnInstant: new Date(Date.now() - 10 * 60_000) }, 'stale'],
    ['an unknown user (never created to sign)', { user: { nameId: 'nadie.conocido' } }, 'unknown_user'],
  ];
  it.each(refusedAtIdp)('refuses %s at the ACS: no code, nothing signed', async (_, over, error) => {
    const unit = await draft();
    const before = await written(unit);
    const { request, fragment } = await signAtIdp(tokens.jordi!, unit.uid, over);
    expect(fragment.get('code')).toBeNull();
    expect(fragment.get('error')).toBe(error);
    const pending = await ctx.db.k
      .selectFrom('sso_signing')
      .select('code_hash')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(pending.code_hash).toBeNull();
    expect(await written(unit)).toEqual(before);
  });

  it('refuses a code for another unit, step or version, or from another session, writing nothing', async () => {
    const unit = await draft();
    const { fragment } = await signAtIdp(tokens.jordi!, unit.uid);
    const code = fragment.get('code')!;
    const refuse = async (token: string, target: { uid: string; id: number }, body: object, message: string) => {
      const before = await written(target);
      const res = await transition(token, target.uid, { ...body, signature: { sso_code: code } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ signature: [message] });
      expect(await written(target)).toEqual(before);
    };
    // Another unit.
    await refuse(tokens.jordi!, await draft(), { transition_id: 'revisar' }, SIGNATURE_MESSAGES.ssoCodeOtherStep);
    // Another session of the same user.
    const otherSession = await ssoSession('jordi.puig');
    await refuse(otherSession, unit, { transition_id: 'revisar' }, SIGNATURE_MESSAGES.ssoCodeInvalid);
    // Another version: the unit changed after the signer asked the IdP.
    const handed = await transition(tokens.jordi!, unit.uid, { transition_id: 'reasignar', owner: ids['jordi.puig'] });
    expect(handed.statusCode, handed.body).toBe(200);
    const approve = { transition_id: 'aprobar', signature: { sso_code: code, reason: 'Aprobado' } };
    const before = await written(unit);
    const res = await transition(tokens.jordi!, unit.uid, approve);
    expect(res.statusCode, res.body).toBe(400);
    // Another step and another version at once: the same refusal.
    expect(res.json()).toEqual({ signature: [SIGNATURE_MESSAGES.ssoCodeOtherStep] });
    expect(await written(unit)).toEqual(before);
  });

  it('starts only for a signed step the user may run on the version shown, with single sign-on on', async () => {
    const unit = await draft();
    const before = await pendingSignings();
    const unsigned = await startSigning(tokens.jordi!, unit.uid, { transition_id: 'reasignar', version: 1 });
    expect(unsigned.statusCode, unsigned.body).toBe(400);
    expect(unsigned.json()).toEqual({ transition_id: [SIGNATURE_MESSAGES.signedStepMismatch] });
    expect((await startSigning(tokens.jordi!, unit.uid, { transition_id: 'revisar', version: 7 })).statusCode).toBe(
      409,
    );
    expect((await startSigning(tokens.jordi!, unit.uid, { transition_id: 'aprobar', version: 1 })).statusCode).toBe(
      403,
    );
    expect((await startSigning(tokens.jordi!, unit.uid, { transition_id: '', version: 1 })).statusCode).toBe(400);
    expect(await pendingSignings()).toBe(before);

    const config = await ctx.db.k
      .selectFrom('sites')
      .select('sso_config')
      .where('id', '=', DEMO_SITE)
      .executeTakeFirstOrThrow();
    await ctx.db.k
      .updateTable('sites')
      .set({ sso_config: JSON.stringify({ ...JSON.parse(config.sso_config ?? '{}'), enabled: false }) })
      .where('id', '=', DEMO_SITE)
      .execute();
    try {
      const off = await startSigning(tokens.jordi!, unit.uid, { transition_id: 'revisar', version: 1 });
      expect(off.statusCode, off.body).toBe(403);
      expect(off.json()).toEqual({ detail: SIGNATURE_MESSAGES.ssoSigningUnavailable });
    } finally {
      await ctx.db.k.updateTable('sites').set({ sso_config: config.sso_config }).where('id', '=', DEMO_SITE).execute();
    }
    expect(await pendingSignings()).toBe(before);
  });
});
