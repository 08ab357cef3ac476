import { createHash } from 'node:crypto';
import type { HistoryEntry, UnitDetail } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';
import { installSgBusinessProcess, SG } from './signatures-fixture.js';
import { enc } from './units-fixture.js';

/**
 * Electronic signatures on transitions and reasons for change (docs/compliance.md, issue 15 §1 and
 * the reason-for-change line of §2): every rule on SGTEST, the test BP of signatures-fixture.ts.
 */
const ctx = useTestApp();
const C1 = '/api/v1/demo/1';
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const PEOPLE = ['carmen.lopez', 'jordi.puig', 'sarah.collins'] as const;

beforeAll(async () => {
  await installSgBusinessProcess(ctx.db);
  for (const name of PEOPLE) {
    ids[name] = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    ).id;
    tokens[name] = await login(ctx, name);
  }
});

type Person = (typeof PEOPLE)[number];
const post = (as: Person, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth(tokens[as]!), ...headers }, payload });

/** A draft by carmen.lopez (the creator) for `owner`, who is then its responsible. */
async function createSg(owner: Person = 'jordi.puig') {
  const res = await post('carmen.lopez', `${C1}/unit/create_and_execute_initial_transition/`, {
    business_process: SG,
    subject: 'Procedimiento de limpieza de la línea 2',
    owner: ids[owner],
    notes: 'Primera redacción.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uid: string; id: number };
}

const run = (as: Person, uid: string, body: object, headers: Record<string, string> = {}) =>
  post(as, `${C1}/unit/${enc(uid)}/execute_transition/`, body, headers);

const viewOf = async (uid: string): Promise<UnitDetail> => {
  const res = await ctx.app.inject({ url: `${C1}/unit/${enc(uid)}/`, headers: auth(tokens['carmen.lopez']!) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Everything a transition could write about the unit: its row, history, signatures, audit entries. */
async function writtenAbout(unit: { uid: string; id: number }) {
  const k = ctx.db.k;
  const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
    Number((await q.executeTakeFirstOrThrow()).n);
  const row = await k.selectFrom('units').selectAll().where('id', '=', unit.id).executeTakeFirstOrThrow();
  return {
    version: row.version,
    state: row.current_state,
    fields: row.fields,
    history: await count(
      k
        .selectFrom('workflow_history')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unit_id', '=', unit.id),
    ),
    signatures: await count(
      k
        .selectFrom('unit_signatures')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unit_id', '=', unit.id),
    ),
    audit: await count(
      k
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity_id', '=', unit.uid),
    ),
  };
}

const signatureRows = (unitId: number) =>
  ctx.db.k.selectFrom('unit_signatures').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();

const failedAttempts = async (username: string) =>
  Number(
    (
      await ctx.db.k
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('subject', '=', `user:${username}`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A draft reviewed by jordi.puig (signed with user name and password), then handed to sarah.collins. */
async function reviewed() {
  const unit = await createSg();
  const res = await run('jordi.puig', unit.uid, {
    transition_id: 'revisar',
    signature: { username: 'jordi.puig', password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const handed = await run('jordi.puig', unit.uid, { transition_id: 'reasignar', owner: ids['sarah.collins'] });
  expect(handed.statusCode, handed.body).toBe(200);
  return unit;
}

describe('a signed transition', () => {
  it('tells the dialog what to ask: meaning in the language, user name on the first signature of the session', async () => {
    const unit = await createSg();
    const ask = async (lang: string) => {
      const res = await ctx.app.inject({
        url: `${C1}/unit/${enc(unit.uid)}/get_fields_to_collect_during_transition/?transition_id=revisar`,
        headers: { ...auth(tokens['jordi.puig']!), 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await ask('ca')).signature).toEqual({
      meaning: 'Revisat',
      reason_required: false,
      username_required: true,
      sso_idp: null,
    });
    expect((await ask('en')).signature.meaning).toBe('Reviewed');
    expect((await ask('es')).reason_for_change).toBe(false);
  });

  it('is refused without a signature, with a wrong password or without the first user name, writing nothing but the throttle count', async () => {
    const token = await login(ctx, 'jordi.puig');
    const unit = await createSg();
    const before = await writtenAbout(unit);
    const failuresBefore = await failedAttempts('jordi.puig');
    const refusals = [
      [{ transition_id: 'revisar' }, 'This transition is signed: enter your password.'],
      [
        { transition_id: 'revisar', signature: { password: DEMO_PASSWORD } },
        'First signature of this session: enter your user name.',
      ],
      [
        { transition_id: 'revisar', signature: { username: 'jordi.puig', password: 'not-the-password' } },
        'The user name or password is not correct. Nothing was signed.',
      ],
      [
        { transition_id: 'revisar', signature: { username: 'sarah.collins', password: DEMO_PASSWORD } },
        'The user name or password is not correct. Nothing was signed.',
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${C1}/unit/${enc(unit.uid)}/execute_transition/`,
        headers: auth(token),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ signature: [message] });
    }
    expect(await writtenAbout(unit)).toEqual(before);
    // The two wrong credentials count toward the login throttle of the signer.
    expect(await failedAttempts('jordi.puig')).toBe(failuresBefore + 2);
    const signedAt = await ctx.db.k.selectFrom('tokens').select('signed_at').where('site_id', '=', 1).execute();
    expect(signedAt.every((t) => t.signed_at === null)).toBe(true);
  });

  it('answers the refusal in the language asked', async () => {
    const unit = await createSg();
    const wrong = (lang: string) =>
      run(
        'jordi.puig',
        unit.uid,
        { transition_id: 'revisar', signature: { username: 'jordi.puig', password: 'wrong' } },
        { 'accept-language': lang },
      );
    expect((await wrong('es')).json().signature).toEqual([
      'El nombre de usuario o la contraseña no son correctos. No se ha firmado nada.',
    ]);
    expect((await wrong('ca')).json().signature).toEqual([
      "El nom d'usuari o la contrasenya no són correctes. No s'ha signat res.",
    ]);
  });

  it('is locked out by the login throttle after too many wrong passwords, the right one included', async () => {
    const token = await login(ctx, 'sarah.collins');
    const unit = await createSg('sarah.collins');
    const sign = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${C1}/unit/${enc(unit.uid)}/execute_transition/`,
        headers: auth(token),
        payload: { transition_id: 'revisar', signature: { username: 'sarah.collins', password } },
      });
    for (let i = 0; i < ctx.config.loginMaxFailures; i++) expect((await sign('wrong')).statusCode).toBe(400);
    expect((await sign(DEMO_PASSWORD)).statusCode).toBe(429);
    const loginNow = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      payload: { username: 'sarah.collins', password: DEMO_PASSWORD },
    });
    expect(loginNow.statusCode).toBe(429);
    expect((await writtenAbout(unit)).signatures).toBe(0);
    await ctx.db.k.deleteFrom('login_attempts').execute();
  });

  it('records printed name, user, time with zone, meaning, reason and a hash of the unit at that version, with its audit entry', async () => {
    const unit = await createSg();
    const res = await run('jordi.puig', unit.uid, {
      transition_id: 'revisar',
      notes: 'Revisado contra la norma.',
      signature: { username: 'Jordi.Puig', password: DEMO_PASSWORD, reason: 'Conforme' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await signatureRows(unit.id);
    const stored = await ctx.db.k.selectFrom('units').selectAll().where('id', '=', unit.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: 1,
      version: stored.version,
      transition_id: 'revisar',
      reason: 'Conforme',
      user_id: ids['jordi.puig'],
      printed_name: 'Jordi Puig Soler',
      time_zone: 'Europe/Madrid',
    });
    expect(JSON.parse(row!.meaning)).toEqual({ es: 'Revisado', ca: 'Revisat', en: 'Reviewed' });
    expect(row!.signed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Math.abs(Date.parse(row!.signed_at) - Date.now())).toBeLessThan(60_000);
    // The hash is the documented one, over the unit's fields after the transition.
    expect(JSON.parse(row!.content)).toEqual(JSON.parse(stored.fields));
    const canonical = `{"fields":${JSON.stringify(row!.content)},"site":1,"unit":${JSON.stringify(unit.uid)},"version":${stored.version}}`;
    expect(row!.content_hash).toBe(createHash('sha256').update(canonical).digest('hex'));
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', unit.uid)
      .where('action', '=', 'sign:revisar')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({
      content_hash: row!.content_hash,
      printed_name: 'Jordi Puig Soler',
    });
    // The workflow box shows it on its history row, intact.
    const entry = (await viewOf(unit.uid)).workflow.find((h: HistoryEntry) => h.transition_id === 'revisar');
    expect(entry?.signature).toMatchObject({
      meaning: 'Reviewed',
      printed_name: 'Jordi Puig Soler',
      reason: 'Conforme',
      intact: true,
    });
  });

  it('asks only the password once the session has signed, and takes it in a multipart form', async () => {
    const unit = await reviewed();
    const ask = await ctx.app.inject({
      url: `${C1}/unit/${enc(unit.uid)}/get_fields_to_collect_during_transition/?transition_id=aprobar`,
      headers: auth(tokens['jordi.puig']!),
    });
    expect(ask.json().signature).toMatchObject({ username_required: false, reason_required: true });
    const sarah = await login(ctx, 'sarah.collins');
    const form = await multipart({
      transition_id: 'aprobar',
      signature: JSON.stringify({ username: 'sarah.collins', password: DEMO_PASSWORD, reason: 'Listo para uso' }),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/${enc(unit.uid)}/execute_transition/`,
      headers: { ...auth(sarah), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await createSg('sarah.collins');
    const second = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/${enc(again.uid)}/execute_transition/`,
      headers: auth(sarah),
      payload: { transition_id: 'revisar', signature: { password: DEMO_PASSWORD } },
    });
    expect(second.statusCode, second.body).toBe(200);
  });

  it('requires the reason the definition asks for', async () => {
    const unit = await reviewed();
    const before = await writtenAbout(unit);
    const res = await run('sarah.collins', unit.uid, {
      transition_id: 'aprobar',
      signature: { username: 'sarah.collins', password: DEMO_PASSWORD, reason: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ signature: ['This signature requires a reason.'] });
    expect(await writtenAbout(unit)).toEqual(before);
  });
});

describe('segregation of duties', () => {
  it('refuses the unit’s creator where the definition says so, writing nothing', async () => {
    const unit = await createSg('carmen.lopez');
    const before = await writtenAbout(unit);
    const res = await run('carmen.lopez', unit.uid, {
      transition_id: 'revisar',
      signature: { username: 'carmen.lopez', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('The unit’s creator may not sign this step.');
    expect(await writtenAbout(unit)).toEqual(before);
  });

  it('refuses the previous signer where the definition says so', async () => {
    const unit = await createSg();
    await run('jordi.puig', unit.uid, {
      transition_id: 'revisar',
      signature: { username: 'jordi.puig', password: DEMO_PASSWORD },
    });
    const before = await writtenAbout(unit);
    const res = await run('jordi.puig', unit.uid, {
      transition_id: 'aprobar',
      signature: { username: 'jordi.puig', password: DEMO_PASSWORD, reason: 'Aprobado' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Whoever signed the previous step may not sign this one.');
    expect(await writtenAbout(unit)).toEqual(before);
  });
});

describe('a signature belongs to one unit at one version', () => {
  it('cannot be moved, removed or replayed onto another unit: a copy shows as not intact there', async () => {
    const signed = await reviewed();
    const [row] = await signatureRows(signed.id);
    const other = await createSg();
    const move = ctx.db.k.updateTable('unit_signatures').set({ unit_id: other.id }).where('id', '=', row!.id).execute();
    await expect(move).rejects.toThrow(/append-only/);
    await expect(ctx.db.k.deleteFrom('unit_signatures').where('id', '=', row!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    // A copy inserted against the other unit's history row, at that unit's version, hash and all.
    const otherHistory = await ctx.db.k
      .selectFrom('workflow_history')
      .select('id')
      .where('unit_id', '=', other.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row!;
    await ctx.db.k
      .insertInto('unit_signatures')
      .values({ ...copy, unit_id: other.id, history_id: otherHistory.id, version: 1 })
      .execute();
    const shown = (await viewOf(other.uid)).workflow.find((h) => h.signature)?.signature;
    expect(shown).toMatchObject({ printed_name: 'Jordi Puig Soler', intact: false });
    expect((await viewOf(signed.uid)).workflow.find((h) => h.signature)?.signature?.intact).toBe(true);
  });

  it('of two simultaneous signatures of one step, exactly one wins; the other writes nothing', async () => {
    const unit = await reviewed();
    const sarahAgain = await login(ctx, 'sarah.collins');
    const body = {
      transition_id: 'aprobar',
      signature: { username: 'sarah.collins', password: DEMO_PASSWORD, reason: 'Aprobado' },
    };
    const answers = await Promise.all(
      [tokens['sarah.collins']!, sarahAgain].map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: `${C1}/unit/${enc(unit.uid)}/execute_transition/`,
          headers: auth(token),
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await signatureRows(unit.id);
    expect(rows.map((r) => r.transition_id)).toEqual(['revisar', 'aprobar']);
    expect(await writtenAbout(unit)).toMatchObject({ state: 'aprobado', history: 4 });
  });
});

describe('reason for change', () => {
  async function approved() {
    const unit = await reviewed();
    const res = await run('sarah.collins', unit.uid, {
      transition_id: 'aprobar',
      signature: { username: 'sarah.collins', password: DEMO_PASSWORD, reason: 'Aprobado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return unit;
  }

  it('is asked by the dialog and required when a field of an approved unit changes; nothing is written without it', async () => {
    const unit = await approved();
    const ask = await ctx.app.inject({
      url: `${C1}/unit/${enc(unit.uid)}/get_fields_to_collect_during_transition/?transition_id=editar`,
      headers: auth(tokens['sarah.collins']!),
    });
    expect(ask.json()).toMatchObject({ reason_for_change: true, signature: null });
    const before = await writtenAbout(unit);
    const refused = await run('sarah.collins', unit.uid, { transition_id: 'editar', notes: 'Cambio de frecuencia.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      reason_for_change: ['The unit is already approved: give the reason for the change.'],
    });
    expect(await writtenAbout(unit)).toEqual(before);
    // Running it without changing a field needs no reason.
    const notes = (await viewOf(unit.uid)).fields.notes?.value ?? '';
    const unchanged = await run('sarah.collins', unit.uid, { transition_id: 'editar', notes });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('is kept in the history row and the audit entry', async () => {
    const unit = await approved();
    const res = await run('sarah.collins', unit.uid, {
      transition_id: 'editar',
      notes: 'Cambio de frecuencia.',
      reason_for_change: 'Nueva frecuencia acordada con calidad',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await viewOf(unit.uid)).workflow.at(-1);
    expect(entry).toMatchObject({ transition_id: 'editar', reason: 'Nueva frecuencia acordada con calidad' });
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', unit.uid)
      .where('action', '=', 'transition:editar')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).reason_for_change).toBe('Nueva frecuencia acordada con calidad');
  });

  it('is not asked before the unit is approved', async () => {
    const unit = await createSg();
    const res = await run('jordi.puig', unit.uid, { transition_id: 'reasignar', owner: ids['sarah.collins'] });
    expect(res.statusCode, res.body).toBe(200);
  });
});
