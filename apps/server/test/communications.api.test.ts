import type { CommunicationList, SendCommunicationResponse } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, type TestContext, useTestApp } from './harness.js';
import { installQnBusinessProcess, QN } from './notifications-fixture.js';
import { readMail, startSmtpReceiver } from './smtp-receiver.js';
import { enc } from './units-fixture.js';

/**
 * A unit's communications: recorded with the unit, sent to one of its contacts, read by their
 * recipient; e-mailed through a real SMTP server (started here) where SMTP_URL is set.
 */
const smtp = await startSmtpReceiver();
const recordOnly = useTestApp();
const withSmtp = useTestApp({
  SMTP_URL: `smtp://qualium:s3cret@127.0.0.1:${smtp.port}`,
  SMTP_FROM: 'avisos@demo-salud.es',
  PUBLIC_URL: 'https://qms.example.com',
});
afterAll(() => smtp.close());

const C1 = '/api/v1/demo/1';

interface Env {
  ctx: TestContext;
  tokens: Record<string, string>;
  ids: Record<string, number>;
}

function environment(ctx: TestContext): Env {
  const env: Env = { ctx, tokens: {}, ids: {} };
  beforeAll(async () => {
    await installQnBusinessProcess(ctx.db);
    for (const name of ['manager', 'carmen.lopez', 'jordi.puig', 'user', 'acme.admin']) {
      env.ids[name] = (
        await ctx.db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
      ).id;
      env.tokens[name] = await login(ctx, name);
    }
  });
  return env;
}

const plain = environment(recordOnly);
const mailing = environment(withSmtp);

const call = (env: Env, as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  env.ctx.app.inject({ method, url, headers: auth(env.tokens[as]!), ...(payload ? { payload } : {}) });

/** A QNTEST unit created by the manager for Carmen: its contacts are those two. */
async function unitFor(env: Env, subject = 'Revisar la cámara frigorífica 2') {
  const res = await call(env, 'manager', 'POST', `${C1}/unit/create_and_execute_initial_transition/`, {
    business_process: QN,
    subject,
    owner: env.ids['carmen.lopez'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uid: string };
}

const send = (env: Env, as: string, uid: string, body: object) =>
  call(env, as, 'POST', `${C1}/unit/${enc(uid)}/communications/`, body);
const list = async (env: Env, as: string, uid: string) => {
  const res = await call(env, as, 'GET', `${C1}/unit/${enc(uid)}/communications/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommunicationList;
};

describe('without SMTP', () => {
  it('records a message to a contact, oldest first, and tells the recipient in the app', async () => {
    const { uid } = await unitFor(plain);
    const first = await send(plain, 'manager', uid, {
      recipient: plain.ids['carmen.lopez'],
      subject: 'Fotos de la junta',
      body: 'Adjunta las fotos de la junta de la puerta antes de cerrarla.',
    });
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json() as SendCommunicationResponse;
    expect(answer.delivery).toBe('recorded');
    expect(answer.email_error).toBeNull();
    expect(answer.communication).toMatchObject({
      subject: 'Fotos de la junta',
      sender: { id: plain.ids.manager },
      recipient: { id: plain.ids['carmen.lopez'] },
      read_date: null,
      state: 'sent',
      type: 'internal',
      unread_by_me: false,
    });
    const reply = await send(plain, 'carmen.lopez', uid, {
      recipient: plain.ids.manager,
      subject: 'Re: Fotos de la junta',
      body: 'Subidas.',
    });
    expect(reply.statusCode).toBe(201);

    // Anyone who may read the unit sees its communications, oldest first.
    const seen = await list(plain, 'jordi.puig', uid);
    expect(seen.email_enabled).toBe(false);
    expect(seen.count).toBe(2);
    expect(seen.results.map((r) => r.subject)).toEqual(['Fotos de la junta', 'Re: Fotos de la junta']);
    expect(seen.results[0]!.creation_date <= seen.results[1]!.creation_date).toBe(true);

    const notification = await plain.ctx.db.k
      .selectFrom('units')
      .select(['title', 'current_responsible_id', 'creator_id'])
      .where('bp_reference', '=', 'NOTIF_DEFAULT')
      .where('title', 'like', 'Nuevo mensaje sobre %: Fotos de la junta')
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({
      current_responsible_id: plain.ids['carmen.lopez'],
      creator_id: plain.ids.manager,
    });
  });

  it('sends only to the unit’s contacts, never to oneself, with a subject and a body', async () => {
    const { uid } = await unitFor(plain);
    const message = { subject: 'Hola', body: 'Texto' };
    const outsider = await send(plain, 'manager', uid, { ...message, recipient: plain.ids['jordi.puig'] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ recipient: ['Choose one of the unit’s contacts.'] });
    const self = await send(plain, 'manager', uid, { ...message, recipient: plain.ids.manager });
    expect(self.json()).toEqual({ recipient: ['You cannot send a message to yourself.'] });
    const empty = await send(plain, 'manager', uid, { recipient: plain.ids['carmen.lopez'], subject: '  ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['body', 'subject']);
    expect((await list(plain, 'manager', uid)).count).toBe(0);

    // Nobody outside the unit's readers reaches it: another centro's user, another company's admin.
    expect((await call(plain, 'user', 'GET', `${C1}/unit/${enc(uid)}/communications/`)).statusCode).toBe(404);
    expect((await call(plain, 'acme.admin', 'GET', `${C1}/unit/${enc(uid)}/communications/`)).statusCode).toBe(404);
    expect((await call(plain, 'manager', 'GET', `${C1}/unit/nope/communications/`)).statusCode).toBe(400);
  });

  it('is read when its recipient opens it, once; nobody else may mark it', async () => {
    const { uid } = await unitFor(plain);
    const sent = (
      await send(plain, 'manager', uid, { recipient: plain.ids['carmen.lopez'], subject: 'Plazo', body: 'Mañana.' })
    ).json() as SendCommunicationResponse;
    const id = sent.communication.id;
    expect((await list(plain, 'carmen.lopez', uid)).results[0]!.unread_by_me).toBe(true);

    const byOther = await call(plain, 'manager', 'POST', `${C1}/unit/${enc(uid)}/communications/${id}/read/`);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ detail: 'Only the recipient can mark this message read.' });

    const opened = await call(plain, 'carmen.lopez', 'POST', `${C1}/unit/${enc(uid)}/communications/${id}/read/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ state: 'read', unread_by_me: false });
    const readAt = opened.json().read_date;
    expect(readAt).not.toBeNull();
    const again = await call(plain, 'carmen.lopez', 'POST', `${C1}/unit/${enc(uid)}/communications/${id}/read/`);
    expect(again.json().read_date).toBe(readAt);
    const missing = await call(plain, 'carmen.lopez', 'POST', `${C1}/unit/${enc(uid)}/communications/999999/read/`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('with SMTP', () => {
  it('e-mails the message through the configured server, replies going to the sender', async () => {
    const { uid } = await unitFor(mailing, 'Sustituir la junta de la puerta');
    const before = smtp.mails.length;
    const res = await send(mailing, 'manager', uid, {
      recipient: mailing.ids['carmen.lopez'],
      subject: 'Medición de temperatura',
      body: 'Por favor, registra la temperatura a las 8:00 y a las 14:00.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as SendCommunicationResponse;
    expect(answer.delivery).toBe('emailed');
    expect(answer.communication).toMatchObject({ type: 'email', state: 'sent' });
    expect((await list(mailing, 'manager', uid)).email_enabled).toBe(true);

    expect(smtp.mails).toHaveLength(before + 1);
    const mail = smtp.mails.at(-1)!;
    const emails = await mailing.ctx.db.k
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [mailing.ids.manager!, mailing.ids['carmen.lopez']!])
      .execute();
    const emailOf = (id: number) => emails.find((e) => e.id === id)!.email;
    expect(mail.auth).toBe('qualium:s3cret');
    expect(mail.from).toBe('avisos@demo-salud.es');
    expect(mail.to).toEqual([emailOf(mailing.ids['carmen.lopez']!)]);
    const { headers, body } = readMail(mail);
    expect(headers.subject).toMatch(/^\[QN-\d+\] Medición de temperatura$/);
    expect(headers['reply-to']).toBe(emailOf(mailing.ids.manager!));
    expect(headers.from).toBe('"Javier Morales Castillo (Qualium)" <avisos@demo-salud.es>');
    expect(body).toContain('Por favor, registra la temperatura a las 8:00 y a las 14:00.');
    expect(body).toMatch(
      /Mensaje de Javier Morales Castillo desde Qualium sobre QN-\d+ «Sustituir la junta de la puerta»/,
    );
    expect(body).toContain(`https://qms.example.com/explorer?business_process=${QN}&pk=${enc(uid)}`);
  });

  it('keeps the message, marked failed, when the SMTP server refuses it', async () => {
    const { uid } = await unitFor(mailing);
    const carmen = mailing.ids['carmen.lopez']!;
    await mailing.ctx.db.k
      .updateTable('users')
      .set({ email: 'refuse.carmen@demo-salud.es' })
      .where('id', '=', carmen)
      .execute();
    const res = await send(mailing, 'manager', uid, { recipient: carmen, subject: 'Aviso', body: 'Texto' });
    expect(res.statusCode).toBe(201);
    const answer = res.json() as SendCommunicationResponse;
    expect(answer.delivery).toBe('email_failed');
    expect(answer.email_error).toMatch(/550/);
    expect(answer.communication.state).toBe('failed');
    expect((await list(mailing, 'carmen.lopez', uid)).results).toMatchObject([{ subject: 'Aviso', state: 'failed' }]);
  });
});
