import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auth, type TestContext } from './harness.js';
import type { ResponseOptions, TestIdp } from './saml-idp.js';

/** The IdP's answer as the browser posts it to a site's ACS (HTTP-POST binding). */
export function postToAcs(
  ctx: TestContext,
  siteId: number,
  SAMLResponse: string,
  RelayState?: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/saml/sites/${siteId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse, ...(RelayState ? { RelayState } : {}) }).toString(),
  });
}

/** The test IdP answering the demo company's sign-ins: where it posts, and for which audience. */
export interface TestAcs {
  siteId: number;
  acsUrl: string;
  audience: string;
}

export const testAcs = (publicUrl: string, siteId: number): TestAcs => ({
  siteId,
  acsUrl: `${publicUrl}/api/saml/sites/${siteId}/acs`,
  audience: `${publicUrl}/api/saml/sites/${siteId}/metadata`,
});

/** Switches single sign-on on for the company, through the test IdP (as its administrator). */
export async function enableTestIdp(ctx: TestContext, idp: TestIdp, at: TestAcs, adminToken: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/demo/site/${at.siteId}/sso/`,
    headers: auth(adminToken),
    payload: {
      enabled: true,
      idp_entity_id: idp.entityId,
      idp_sso_url: 'https://idp.test/sso',
      idp_certificates: [idp.certificate],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Where the ACS sent the browser, and the fragment it carries. */
export function fragmentOf(res: LightMyRequestResponse, screen: '/ssocallback' | '/ssosigned'): URLSearchParams {
  expect(res.statusCode, res.body).toBe(303);
  const [path, fragment] = String(res.headers.location).split('#');
  expect(path).toBe(screen);
  return new URLSearchParams(fragment);
}

/** A sign-in through the IdP as `nameId`: the session token the SPA would get. */
export async function ssoSession(ctx: TestContext, idp: TestIdp, at: TestAcs, nameId: string): Promise<string> {
  const start = await ctx.app.inject({ url: '/api/saml/login?site=demo' });
  const request = idp.authnRequest(String(start.headers.location));
  const answer = idp.response({ ...at, inResponseTo: request.id, user: { nameId } });
  const code = fragmentOf(await postToAcs(ctx, at.siteId, answer, request.relayState ?? undefined), '/ssocallback');
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/rest-auth/saml/token/',
    payload: { code: code.get('code') },
  });
  expect(session.statusCode, session.body).toBe(200);
  return session.json().key;
}

/**
 * A signing sign-in's answer: the test IdP receives the AuthnRequest at `location` and answers as
 * `nameId` (shaped by `over`); the ACS's fragment for the signing window.
 */
export async function answerSigningAtIdp(
  ctx: TestContext,
  idp: TestIdp,
  at: TestAcs,
  location: string,
  over: Partial<ResponseOptions> & { nameId: string },
) {
  const { nameId, ...response } = over;
  const request = idp.authnRequest(location);
  const answer = idp.response({ ...at, inResponseTo: request.id, user: { nameId }, ...response });
  const res = await postToAcs(ctx, at.siteId, answer, request.relayState ?? undefined);
  return { request, answer, fragment: fragmentOf(res, '/ssosigned') };
}
