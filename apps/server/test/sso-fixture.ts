import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './harness.js';

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
