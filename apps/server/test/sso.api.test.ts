import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { MESSAGES, SSO_MESSAGES, type SsoErrorCode, type SsoSettingsInput } from '@qualium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, type TestContext, useTestApp } from './harness.js';
import { makeKeyAndCertificate, type ResponseOptions, TestIdp } from './saml-idp.js';
import { postToAcs as postToAcsOf } from './sso-fixture.js';

/**
 * SAML single sign-on end to end against a real identity provider (./saml-idp.ts): real keys,
 * certificates and XML signatures; the server's AuthnRequests read by the IdP, the IdP's
 * responses verified by the server, the one-time code exchanged for a session.
 */
const PUBLIC_URL = 'https://qualium.test';
const ctx = useTestApp({ PUBLIC_URL });
const idp = new TestIdp();

const ids = { demo: 0, norte: 0, acme: 0, lab: 0, norteCentro: 0, role: 0, acmeRole: 0 };
const tokens: Record<string, string> = {};

async function idOf(table: 'sites' | 'centros', column: 'url_name', value: string): Promise<number> {
  return (await ctx.db.k.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  ids.demo = await idOf('sites', 'url_name', 'demo');
  ids.norte = await idOf('sites', 'url_name', 'norte');
  ids.acme = await idOf('sites', 'url_name', 'acme');
  ids.lab = await idOf('centros', 'url_name', 'laboratorio-clinico');
  ids.norteCentro = (
    await ctx.db.k.selectFrom('centros').select('id').where('site_id', '=', ids.norte).executeTakeFirstOrThrow()
  ).id;
  const role = (siteId: number) =>
    ctx.db.k.selectFrom('roles').select('id').where('site_id', '=', siteId).orderBy('id').executeTakeFirstOrThrow();
  ids.role = (await role(ids.demo)).id;
  ids.acmeRole = (await role(ids.acme)).id;
  for (const who of ['admin', 'manager', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

const sp = (siteId: number) => ({
  entityId: `${PUBLIC_URL}/api/saml/sites/${siteId}/metadata`,
  acsUrl: `${PUBLIC_URL}/api/saml/sites/${siteId}/acs`,
  sloUrl: `${PUBLIC_URL}/api/saml/sites/${siteId}/slo`,
});

const settingsUrl = (scope: string, siteId: number) => `/api/v1${scope}/site/${siteId}/sso/`;

function putSettings(c: TestContext, token: string, scope: string, siteId: number, payload: SsoSettingsInput) {
  return c.app.inject({ method: 'PUT', url: settingsUrl(scope, siteId), headers: auth(token), payload });
}

const enabled = (over: SsoSettingsInput = {}): SsoSettingsInput => ({
  enabled: true,
  idp_entity_id: idp.entityId,
  idp_sso_url: 'https://idp.test/sso',
  idp_slo_url: 'https://idp.test/slo',
  idp_certificates: [idp.certificate],
  ...over,
});

async function configure(over: SsoSettingsInput = {}, siteId = ids.demo): Promise<void> {
  const res = await putSettings(ctx, tokens.admin!, '/demo', siteId, enabled(over));
  expect(res.statusCode, res.body).toBe(200);
}

/** GET /api/saml/login: the redirect to the IdP and the AuthnRequest it carries. */
async function startLogin(site = 'demo', redirect?: string) {
  const query = new URLSearchParams({ site, ...(redirect === undefined ? {} : { redirect }) });
  const res = await ctx.app.inject({ method: 'GET', url: `/api/saml/login?${query}` });
  return { res, request: res.statusCode === 302 ? idp.authnRequest(String(res.headers.location)) : undefined };
}

const postToAcs = (siteId: number, SAMLResponse: string, RelayState?: string) =>
  postToAcsOf(ctx, siteId, SAMLResponse, RelayState);

/** Where the ACS sent the browser: /ssocallback with its fragment. */
function callback(res: LightMyRequestResponse): URLSearchParams {
  expect(res.statusCode, res.body).toBe(303);
  const location = String(res.headers.location);
  expect(location.startsWith('/ssocallback#')).toBe(true);
  return new URLSearchParams(location.split('#')[1]);
}

/** A full round trip: AuthnRequest, the IdP's response (shaped by `over`), the ACS's answer. */
async function signIn(
  user: ResponseOptions['user'],
  over: Partial<ResponseOptions> = {},
  siteId = ids.demo,
): Promise<URLSearchParams> {
  const urlName = siteId === ids.demo ? 'demo' : 'norte';
  const { request } = await startLogin(urlName);
  const response = idp.response({
    acsUrl: sp(siteId).acsUrl,
    audience: sp(siteId).entityId,
    inResponseTo: request!.id,
    user,
    ...over,
  });
  return callback(await postToAcs(siteId, response, request!.relayState ?? undefined));
}

function exchange(code: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/rest-auth/saml/token/', payload: { code } });
}

async function expectRefused(result: Promise<URLSearchParams>, code: SsoErrorCode): Promise<void> {
  const fragment = await result;
  expect(fragment.get('code')).toBeNull();
  expect(fragment.get('error')).toBe(code);
}

/** Decodes, edits and re-encodes a response after it was signed: what an attacker would do. */
const tamper = (response: string, edit: (xml: string) => string) =>
  Buffer.from(edit(Buffer.from(response, 'base64').toString('utf8')), 'utf8').toString('base64');

describe('SSO settings (admin)', () => {
  it('starts switched off, with the service provider addresses to give the IdP', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: settingsUrl('/demo', ids.demo),
      headers: auth(tokens.admin!),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({
      enabled: false,
      idp_certificates: [],
      attr_email: 'email',
      clock_skew_seconds: 60,
    });
    expect(body.service_provider).toEqual({
      entity_id: sp(ids.demo).entityId,
      metadata_url: sp(ids.demo).entityId,
      acs_url: sp(ids.demo).acsUrl,
      slo_url: sp(ids.demo).sloUrl,
      login_url: `${PUBLIC_URL}/api/saml/login?site=demo`,
    });
    expect(body.can_sign_requests).toBe(false);
    expect(body.centros.map((c: { id: number }) => c.id)).toContain(ids.lab);
    expect(body.roles.map((r: { id: number }) => r.id)).toContain(ids.role);
    expect(body.roles.map((r: { id: number }) => r.id)).not.toContain(ids.acmeRole);
  });

  it('is for administrators only: a manager or a user gets 403, another tenant 404', async () => {
    for (const who of ['manager', 'user']) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: settingsUrl('/demo', ids.demo),
        headers: auth(tokens[who]!),
      });
      expect(read.statusCode, who).toBe(403);
      expect(read.json()).toEqual({ detail: MESSAGES.adminOnly });
      expect((await putSettings(ctx, tokens[who]!, '/demo', ids.demo, enabled())).statusCode, who).toBe(403);
    }
    // acme's admin: demo is not theirs, neither through demo's scope nor through their own.
    for (const scope of ['/demo', '/acme']) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: settingsUrl(scope, ids.demo),
        headers: auth(tokens['acme.admin']!),
      });
      expect(read.statusCode, scope).toBe(404);
      expect((await putSettings(ctx, tokens['acme.admin']!, scope, ids.demo, enabled())).statusCode, scope).toBe(404);
    }
    // A sub-company is reachable from its parent's scope, the parent never from the child's.
    expect(
      (await ctx.app.inject({ method: 'GET', url: settingsUrl('/demo', ids.norte), headers: auth(tokens.admin!) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: settingsUrl('/demo/norte', ids.demo), headers: auth(tokens.admin!) }))
        .statusCode,
    ).toBe(404);
    const stored = await ctx.db.k
      .selectFrom('sites')
      .select('sso_config')
      .where('id', '=', ids.demo)
      .executeTakeFirstOrThrow();
    expect(stored.sso_config).toBeNull();
  });

  it('says what is missing or wrong, field by field, and saves nothing', async () => {
    const missing = await putSettings(ctx, tokens.admin!, '/demo', ids.demo, { enabled: true, jit_enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      idp_entity_id: [SSO_MESSAGES.requiredWhenEnabled],
      idp_sso_url: [SSO_MESSAGES.requiredWhenEnabled],
      idp_certificates: [SSO_MESSAGES.certificateRequired],
      jit_centro: [SSO_MESSAGES.requiredForJit],
      jit_role: [SSO_MESSAGES.requiredForJit],
    });
    const malformed = await putSettings(ctx, tokens.admin!, '/demo', ids.demo, {
      ...enabled(),
      idp_sso_url: 'javascript:alert(1)',
      idp_certificates: ['not a certificate'],
      clock_skew_seconds: 3600,
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['clock_skew_seconds', 'idp_certificates.0', 'idp_sso_url']);
    expect(malformed.json().idp_sso_url).toEqual([SSO_MESSAGES.invalidUrl]);
    // PEM armour around something that is not X.509; a centro and a role of other companies.
    const foreign = await putSettings(ctx, tokens.admin!, '/demo', ids.demo, {
      ...enabled({
        idp_certificates: [idp.certificate, '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
      }),
      jit_enabled: true,
      jit_centro: ids.norteCentro,
      jit_role: ids.acmeRole,
      sign_requests: true,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      'idp_certificates.1': [SSO_MESSAGES.invalidCertificate],
      jit_centro: [SSO_MESSAGES.unknownCentro],
      jit_role: [SSO_MESSAGES.unknownRole],
      sign_requests: [SSO_MESSAGES.noSigningKey],
    });
    const stored = await ctx.db.k
      .selectFrom('sites')
      .select('sso_config')
      .where('id', '=', ids.demo)
      .executeTakeFirstOrThrow();
    expect(stored.sso_config).toBeNull();
  });

  it('saves, describes the certificate, writes the audit log and tells the login page', async () => {
    const res = await putSettings(ctx, tokens.admin!, '/demo', ids.demo, enabled());
    expect(res.statusCode).toBe(200);
    expect(res.json().certificates).toEqual([
      expect.objectContaining({
        subject: 'CN=Qualium test IdP',
        expired: false,
        fingerprint_sha256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
      }),
    ]);
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'site_sso')
      .where('entity_id', '=', String(ids.demo))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ enabled: true, idp_entity_id: idp.entityId });
    const sitepath = (await ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/?url_name=demo' })).json();
    expect(sitepath.sso_enabled).toBe(true);
    expect(JSON.stringify(sitepath)).not.toContain('idp');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sitepath/?url_name=acme' })).json().sso_enabled).toBe(
      false,
    );
  });

  it('publishes SP metadata for the IdP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/saml/sites/${ids.demo}/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="${sp(ids.demo).entityId}"`);
    expect(res.body).toContain(`Location="${sp(ids.demo).acsUrl}"`);
    expect(res.body).toContain(`Location="${sp(ids.demo).sloUrl}"`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/saml/sites/999999/metadata' })).statusCode).toBe(404);
  });
});

describe('signing in through the identity provider', () => {
  beforeAll(() => configure());

  it('sends the browser to the IdP with an AuthnRequest, and back signed in by username', async () => {
    const { res, request } = await startLogin('demo', '/demo/explorer?business_process=NC');
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location).startsWith('https://idp.test/sso?SAMLRequest=')).toBe(true);
    expect(request).toMatchObject({
      issuer: sp(ids.demo).entityId,
      acsUrl: sp(ids.demo).acsUrl,
      relayState: 'demo',
      signed: false,
    });

    const response = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId: 'user' },
    });
    const fragment = callback(await postToAcs(ids.demo, response, 'demo'));
    const code = fragment.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);

    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { username: 'user' },
      site_id: ids.demo,
      site_url_name: 'demo',
      redirect: '/demo/explorer?business_process=NC',
      single_logout: true,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(session.json().key) });
    expect(me.json().username).toBe('user');
    // The code works once.
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [SSO_MESSAGES.invalidCode] });
  });

  it('matches by e-mail (any case) when the username is not a user of the company', async () => {
    const fragment = await signIn({
      nameId: 'jmorales@idp.test',
      attributes: { email: 'JAVIER.Morales@demo-salud.es' },
    });
    expect((await exchange(fragment.get('code')!)).json().user.username).toBe('manager');
  });

  it('takes the username from the mapped attribute when one is configured', async () => {
    await configure({ attr_username: 'uid' });
    try {
      const fragment = await signIn({ nameId: 'opaque-1234', attributes: { uid: 'user' } });
      expect((await exchange(fragment.get('code')!)).json().user.username).toBe('user');
    } finally {
      await configure();
    }
  });

  it('accepts a response whose whole body is signed instead of the assertion', async () => {
    const fragment = await signIn({ nameId: 'user' }, { sign: 'response' });
    expect(fragment.get('code')).not.toBeNull();
    expect((await signIn({ nameId: 'user' }, { sign: 'both' })).get('code')).not.toBeNull();
  });

  it('refuses an unknown user while just-in-time creation is off', async () => {
    await expectRefused(
      signIn({ nameId: 'nueva.persona', attributes: { email: 'nueva@demo-salud.es' } }),
      'unknown_user',
    );
    const fragment = await signIn({ nameId: 'nueva.persona' });
    expect(fragment.get('site')).toBe('demo');
    expect(
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', 'nueva.persona').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates an unknown user just in time in the default centro with the default role', async () => {
    await configure({ jit_enabled: true, jit_centro: ids.lab, jit_role: ids.role });
    try {
      const fragment = await signIn({
        nameId: 'nueva.persona',
        attributes: { email: 'nueva.persona@demo-salud.es', givenName: 'Nueva', sn: 'Persona Ruiz' },
      });
      const session = (await exchange(fragment.get('code')!)).json();
      expect(session.user).toMatchObject({
        username: 'nueva.persona',
        email: 'nueva.persona@demo-salud.es',
        first_name: 'Nueva',
        last_name: 'Persona Ruiz',
        site: ids.demo,
        isAdmin: false,
      });
      const roles = await ctx.db.k
        .selectFrom('user_centro_roles')
        .selectAll()
        .where('user_id', '=', session.user.id)
        .execute();
      expect(roles).toEqual([{ site_id: ids.demo, centro_id: ids.lab, user_id: session.user.id, role_id: ids.role }]);
      const me = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(session.key) })
      ).json();
      expect(me.centros.map((c: { id: number }) => c.id)).toEqual([ids.lab]);
      const audit = await ctx.db.k
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(session.user.id))
        .execute();
      expect(audit).toEqual([{ action: 'sso_create' }]);
      // The next sign-in finds the same user.
      const again = (await exchange((await signIn({ nameId: 'nueva.persona' })).get('code')!)).json();
      expect(again.user.id).toBe(session.user.id);
    } finally {
      await configure();
    }
  });

  it('never matches a user of another company, and cannot create one with their username', async () => {
    // inaki.etxeberria belongs to demo/norte and acme.admin to acme; demo's IdP vouches for both.
    await expectRefused(signIn({ nameId: 'inaki.etxeberria' }), 'unknown_user');
    await expectRefused(
      signIn({ nameId: 'x', attributes: { email: 'alberto.navarro@acme-construcciones.es' } }),
      'unknown_user',
    );
    await configure({ jit_enabled: true, jit_centro: ids.lab, jit_role: ids.role });
    try {
      await expectRefused(
        signIn({ nameId: 'acme.admin', attributes: { email: 'otro@demo-salud.es' } }),
        'cannot_create_user',
      );
    } finally {
      await configure();
    }
  });

  it('refuses a disabled user', async () => {
    await ctx.db.k.updateTable('users').set({ is_active: 0 }).where('username', '=', 'carmen.lopez').execute();
    await expectRefused(signIn({ nameId: 'carmen.lopez' }), 'inactive_user');
  });

  it('refuses a response changed after it was signed', async () => {
    const { request } = await startLogin();
    const genuine = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId: 'user', attributes: { email: 'lucia.fernandez@demo-salud.es' } },
    });
    const otherName = tamper(genuine, (xml) => xml.replace('>user</saml:NameID>', '>admin</saml:NameID>'));
    expect(callback(await postToAcs(ids.demo, otherName)).get('error')).toBe('signature');
    const { request: second } = await startLogin();
    const genuine2 = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: second!.id,
      user: { nameId: 'nobody', attributes: { email: 'lucia.fernandez@demo-salud.es' } },
    });
    const otherMail = tamper(genuine2, (xml) =>
      xml.replace('lucia.fernandez@demo-salud.es', 'javier.morales@demo-salud.es'),
    );
    expect(callback(await postToAcs(ids.demo, otherMail)).get('error')).toBe('signature');
  });

  it('refuses an unsigned response and one signed by a key the company does not trust', async () => {
    await expectRefused(signIn({ nameId: 'user' }, { sign: 'none' }), 'signature');
    await expectRefused(signIn({ nameId: 'user' }, { foreignKey: true }), 'signature');
  });

  it('refuses an expired response and one not yet valid, beyond the clock skew', async () => {
    const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await expectRefused(
      signIn({ nameId: 'user' }, { issueInstant: past(10), notBefore: past(11), notOnOrAfter: past(5) }),
      'expired',
    );
    const future = new Date(Date.now() + 10 * 60_000);
    await expectRefused(signIn({ nameId: 'user' }, { notBefore: future }), 'expired');
    // 30 s past NotOnOrAfter is within the default 60 s skew.
    const within = await signIn(
      { nameId: 'user' },
      { issueInstant: past(2), notOnOrAfter: new Date(Date.now() - 30_000) },
    );
    expect(within.get('code')).not.toBeNull();
  });

  it('refuses a response meant for another service provider', async () => {
    await expectRefused(signIn({ nameId: 'user' }, { audience: 'https://other.example/sp' }), 'audience');
    await expectRefused(signIn({ nameId: 'user' }, { recipient: 'https://other.example/acs' }), 'audience');
    await expectRefused(signIn({ nameId: 'user' }, { destination: 'https://other.example/acs' }), 'audience');
    // demo's IdP answering for demo, posted to demo/norte's ACS (configured with the same IdP).
    await configure({}, ids.norte);
    const { request } = await startLogin('demo');
    const forDemo = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId: 'inaki.etxeberria' },
    });
    expect(callback(await postToAcs(ids.norte, forDemo)).get('error')).toBe('audience');
  });

  it('refuses a response from another issuer, even signed with the trusted key', async () => {
    await expectRefused(signIn({ nameId: 'user' }, { issuer: 'https://evil.example/idp' }), 'issuer');
  });

  it('refuses a replayed response, and one that answers no request of ours', async () => {
    const { request } = await startLogin();
    const response = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId: 'user' },
    });
    expect(callback(await postToAcs(ids.demo, response)).get('code')).not.toBeNull();
    expect(callback(await postToAcs(ids.demo, response)).get('error')).toBe('replayed');
    const unsolicited = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: null,
      user: { nameId: 'user' },
    });
    expect(callback(await postToAcs(ids.demo, unsolicited)).get('error')).toBe('request');
    const unknown = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: '_not-ours',
      user: { nameId: 'user' },
    });
    expect(callback(await postToAcs(ids.demo, unknown)).get('error')).toBe('request');
  });

  it('reports the IdP refusing the sign-in, and garbage as invalid', async () => {
    await expectRefused(
      signIn({ nameId: 'user' }, { status: 'urn:oasis:names:tc:SAML:2.0:status:Responder', sign: 'response' }),
      'idp_refused',
    );
    expect(callback(await postToAcs(ids.demo, Buffer.from('<nonsense/>').toString('base64'))).get('error')).toBe(
      'signature',
    );
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/saml/sites/${ids.demo}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('never redirects outside the application, and refuses sites without single sign-on', async () => {
    const { request } = await startLogin('demo', '//evil.example/x');
    const response = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId: 'user' },
    });
    const session = await exchange(callback(await postToAcs(ids.demo, response)).get('code')!);
    expect(session.json().redirect).toBe('');
    const acme = await ctx.app.inject({ method: 'GET', url: '/api/saml/login?site=acme' });
    expect(acme.statusCode).toBe(303);
    expect(acme.headers.location).toBe('/ssocallback#error=not_enabled&site=acme');
    const nowhere = await ctx.app.inject({ method: 'GET', url: '/api/saml/login?site=nowhere' });
    expect(nowhere.headers.location).toBe('/ssocallback#error=not_enabled&site=nowhere');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/saml/login' })).statusCode).toBe(400);
  });
});

describe('single logout', () => {
  beforeAll(() => configure());

  async function ssoSession(nameId = 'user') {
    const { request } = await startLogin();
    const response = idp.response({
      acsUrl: sp(ids.demo).acsUrl,
      audience: sp(ids.demo).entityId,
      inResponseTo: request!.id,
      user: { nameId },
      sessionIndex: `idp-session-${nameId}`,
    });
    const key = (await exchange(callback(await postToAcs(ids.demo, response)).get('code')!)).json().key as string;
    return key;
  }
  const logout = (key: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/rest-auth/saml/logout/', headers: auth(key) });
  const me = (key: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(key) });

  it('ends the session and sends the browser to the IdP with a LogoutRequest for that subject', async () => {
    const key = await ssoSession();
    const res = await logout(key);
    expect(res.statusCode).toBe(200);
    const redirect: string = res.json().redirect;
    expect(redirect.startsWith('https://idp.test/slo?SAMLRequest=')).toBe(true);
    expect(idp.logoutRequest(redirect)).toMatchObject({
      issuer: sp(ids.demo).entityId,
      nameId: 'user',
      sessionIndex: 'idp-session-user',
      relayState: 'demo',
      signed: false,
    });
    expect((await me(key)).statusCode).toBe(401);
  });

  it('lands on the company login when the IdP answers', async () => {
    const answer = idp.logoutResponse('_whatever', sp(ids.demo).sloUrl);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/saml/sites/${ids.demo}/slo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: answer, RelayState: 'demo' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/corp/demo/login');
  });

  it('takes the answer by the redirect binding too, but never an unsigned logout request', async () => {
    const redirectParam = (base64: string) => deflateRawSync(Buffer.from(base64, 'base64')).toString('base64');
    const answer = redirectParam(idp.logoutResponse('_whatever', sp(ids.demo).sloUrl));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/saml/sites/${ids.demo}/slo?${new URLSearchParams({ SAMLResponse: answer, RelayState: 'demo' })}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/corp/demo/login');
    const request = redirectParam(idp.idpLogoutRequest({ nameId: 'user', destination: sp(ids.demo).sloUrl }));
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/saml/sites/${ids.demo}/slo?${new URLSearchParams({ SAMLRequest: request })}`,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('only ends the session of a password login, or where the IdP has no logout address', async () => {
    const password = await login(ctx, 'manager');
    expect((await logout(password)).json()).toEqual({ redirect: null });
    expect((await me(password)).statusCode).toBe(401);
    await configure({ idp_slo_url: '' });
    try {
      const key = await ssoSession();
      expect((await logout(key)).json()).toEqual({ redirect: null });
      expect((await me(key)).statusCode).toBe(401);
    } finally {
      await configure();
    }
  });

  it('ends every session of the subject when the IdP asks, with a signed request only', async () => {
    const [first, second, other] = [await ssoSession(), await ssoSession(), await ssoSession('manager')];
    const post = (SAMLRequest: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/saml/sites/${ids.demo}/slo`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLRequest }).toString(),
      });
    const unsigned = await post(
      idp.idpLogoutRequest({ nameId: 'user', destination: sp(ids.demo).sloUrl, sign: false }),
    );
    expect(unsigned.statusCode).toBe(400);
    expect((await me(first)).statusCode).toBe(200);
    const res = await post(idp.idpLogoutRequest({ nameId: 'user', destination: sp(ids.demo).sloUrl }));
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location).startsWith('https://idp.test/slo?SAMLResponse=')).toBe(true);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('signed requests (server signing key)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-sp-key-'));
  const spKeys = makeKeyAndCertificate('Qualium SP');
  fs.writeFileSync(path.join(dir, 'sp.key'), spKeys.privateKey);
  fs.writeFileSync(path.join(dir, 'sp.crt'), spKeys.certificate);
  const signed = useTestApp({
    PUBLIC_URL,
    SAML_SP_KEY_FILE: path.join(dir, 'sp.key'),
    SAML_SP_CERT_FILE: path.join(dir, 'sp.crt'),
  });

  it('signs AuthnRequests and LogoutRequests when the company asks, and says so in the metadata', async () => {
    const admin = await login(signed, 'admin');
    const saved = await putSettings(signed, admin, '/demo', ids.demo, enabled({ sign_requests: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().can_sign_requests).toBe(true);
    const start = await signed.app.inject({ method: 'GET', url: '/api/saml/login?site=demo' });
    const location = String(start.headers.location);
    expect(idp.authnRequest(location).signed).toBe(true);
    expect(TestIdp.redirectSignatureValid(location, spKeys.certificate)).toBe(true);
    expect(TestIdp.redirectSignatureValid(location, idp.certificate)).toBe(false);
    const metadata = (await signed.app.inject({ method: 'GET', url: `/api/saml/sites/${ids.demo}/metadata` })).body;
    expect(metadata).toContain('AuthnRequestsSigned="true"');
    expect(metadata.replace(/\s/g, '')).toContain(spKeys.certificate.replace(/-----[A-Z ]+-----|\s/g, ''));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
