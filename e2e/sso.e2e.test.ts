import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestIdp } from '../apps/server/test/saml-idp.js';
import {
  DEMO_PASSWORD,
  field,
  inactivityTimerStarted,
  loginThroughForm,
  screenshot,
  storedSession,
  useBrowser,
} from './browser.js';

/**
 * Single sign-on in Chromium against a real SAML identity provider this test starts
 * (apps/server/test/saml-idp.ts): its login page posts a signed response to the server's ACS,
 * the SPA exchanges the one-time code, and logging out passes by the IdP's logout service.
 */
const b = useBrowser();
const idp = new TestIdp();
let demo = { id: 0, slo: '' };

async function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Token ${init.token}`;
  return fetch(`${b.baseUrl}${path}`, { ...init, headers });
}

async function adminToken(): Promise<string> {
  const res = await api('/api/v1/rest-auth/login/', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { key: string }).key;
}

beforeAll(async () => {
  await idp.start();
  const site = (await (await api('/api/v1/sitepath/?url_name=demo')).json()) as { id: number };
  demo = { id: site.id, slo: `${b.baseUrl}/api/saml/sites/${site.id}/slo` };
  idp.spSloUrl = demo.slo;
  // Configured through the API, as the admin form does.
  const res = await api(`/api/v1/demo/site/${demo.id}/sso/`, {
    method: 'PUT',
    token: await adminToken(),
    body: JSON.stringify({
      enabled: true,
      idp_entity_id: idp.entityId,
      idp_sso_url: idp.ssoUrl,
      idp_slo_url: idp.sloUrl,
      idp_certificates: [idp.certificate],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
});

afterAll(async () => {
  await idp.stop();
});

describe('single sign-on', () => {
  it('signs in through the identity provider from the company login page, and out through it', async () => {
    const { page, context } = await b.newPage();
    idp.nextUser = { nameId: 'user' };
    await page.goto('/corp/demo/login');
    const button = page.getByTestId('login-sso');
    await button.waitFor();
    await screenshot(page, 'sso-login-button');
    await button.click();

    // The IdP's own page, at its own address.
    await page.getByTestId('idp-continue').waitFor();
    expect(page.url().startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    await page.getByTestId('idp-continue').click();

    await page.getByTestId('user-menu-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Neither the code nor the token stays in the address or the history.
    expect(page.url()).not.toContain('code=');
    const session = await storedSession(page);
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(session.site).toBe('/demo');

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('idp-signed-out').waitFor();
    expect(page.url().startsWith(`${idp.sloUrl}?SAMLRequest=`)).toBe(true);
    expect(idp.logoutRequests.at(-1)).toMatchObject({ nameId: 'user', relayState: 'demo' });
    // The server ended the session before the browser left.
    const me = await api('/api/v1/user_data/me/', { token: session.token ?? '' });
    expect(me.status).toBe(401);

    await page.getByTestId('idp-return').click();
    await page.waitForURL(/\/corp\/demo\/login$/);
    await page.getByTestId('login-sso').waitFor();
    expect((await storedSession(page)).token).toBeFalsy();
    await context.close();
  });

  it('never strands an SSO user: a bare /ssologin and the plain /login ask for the company, and remember it', async () => {
    const asking = await b.newPage({ width: 390, height: 844 });
    await asking.page.goto('/ssologin');
    await field(asking.page, 'sso-company').fill('acme');
    await asking.page.getByTestId('sso-company-submit').click();
    expect(await asking.page.getByTestId('sso-company-problem').textContent()).toContain('ACME Construcciones');
    await field(asking.page, 'sso-company').fill('demo');
    await screenshot(asking.page, 'sso-login-ask-company-mobile');
    await asking.page.getByTestId('sso-company-submit').click();
    await asking.page.getByTestId('idp-continue').waitFor();
    await asking.context.close();

    const { page, context } = await b.newPage();
    idp.nextUser = { nameId: 'user' };
    await page.goto('/login');
    await page.getByTestId('login-sso-ask').click();
    expect(await page.getByTestId('login-sso').count()).toBe(0);
    await field(page, 'sso-company').fill('demo');
    await screenshot(page, 'sso-login-plain-ask');
    await page.getByTestId('sso-company-submit').click();
    await page.getByTestId('idp-continue').click();
    await page.getByTestId('user-menu-button').waitFor();
    // The session gone (as after a sign-out), this browser's plain /login offers demo's SSO at once.
    await page.evaluate(() => localStorage.removeItem('qualium.session'));
    await page.goto('/login');
    await page.getByTestId('login-sso').waitFor();
    await screenshot(page, 'sso-login-plain-remembered');
    await page.getByTestId('login-sso').click();
    await page.getByTestId('idp-continue').waitFor();
    await context.close();
  });

  it('returns to the requested page, and the inactivity logout goes through the IdP', async () => {
    const { page, context } = await b.newPage();
    await page.clock.install();
    await page.addInitScript(() =>
      localStorage.setItem('qualium.settings', JSON.stringify({ inactivityTimeoutMs: 60_000 })),
    );
    idp.nextUser = { nameId: 'manager' };
    // The company's login page, reached with the path to return to (as the auth guard sends it).
    await page.goto(`/corp/demo/login?redirect=${encodeURIComponent('/demo/todoList')}`);
    await page.getByTestId('login-sso').click();
    await page.getByTestId('idp-continue').click();
    await page.waitForURL((url) => url.pathname === '/demo/todoList');
    await page.getByTestId('user-menu-button').waitFor();
    await inactivityTimerStarted(page);

    const before = idp.logoutRequests.length;
    await page.clock.fastForward(61_000);
    await page.getByTestId('inactivity-warning').waitFor();
    await page.clock.fastForward(31_000);
    await page.getByTestId('idp-signed-out').waitFor();
    expect(idp.logoutRequests.length).toBe(before + 1);
    expect(idp.logoutRequests.at(-1)?.nameId).toBe('manager');
    await context.close();
  });

  it('explains a refused response on the return screen', async () => {
    const { page, context } = await b.newPage({ locale: 'es-ES' });
    // A response the server did not ask for (no pending request), signed by the IdP.
    const forged = idp.response({
      acsUrl: `${b.baseUrl}/api/saml/sites/${demo.id}/acs`,
      audience: `${b.baseUrl}/api/saml/sites/${demo.id}/metadata`,
      inResponseTo: '_never-asked',
      user: { nameId: 'admin' },
    });
    await page.goto('/corp/demo/login');
    await page.evaluate(
      ({ action, value }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        const input = document.createElement('input');
        input.name = 'SAMLResponse';
        input.value = value;
        form.append(input);
        document.body.append(form);
        form.submit();
      },
      { action: `/api/saml/sites/${demo.id}/acs`, value: forged },
    );
    const error = page.getByTestId('sso-callback-error');
    await error.waitFor();
    await expect.poll(() => error.textContent()).toContain('no corresponde a un inicio de sesión pendiente');
    expect(new URL(page.url()).hash).toBe('#error=request&site=demo');
    expect((await storedSession(page)).token).toBeFalsy();
    await screenshot(page, 'sso-callback-error');
    await context.close();
  });

  it('lets an administrator review and change the settings', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/login');
    await loginThroughForm(page, 'admin');
    await page.goto('/sso');
    await page.getByTestId('sso-settings').waitFor();
    await expect.poll(() => field(page, 'sso-idp_entity_id').inputValue()).toBe(idp.entityId);
    await expect
      .poll(() => page.getByTestId('sso-sp-acs_url').textContent())
      .toBe(`${b.baseUrl}/api/saml/sites/${demo.id}/acs`);
    await screenshot(page, 'sso-admin-form');

    // A wrong address is pointed out under its field and nothing is saved.
    await field(page, 'sso-idp_sso_url').fill('not an address');
    await page.getByTestId('sso-save').click();
    await page.getByText('Escribe una dirección http o https válida.').waitFor();
    expect(await field(page, 'sso-idp_sso_url').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'sso-admin-form-error');

    await field(page, 'sso-idp_sso_url').fill(idp.ssoUrl);
    await field(page, 'sso-attr_first_name').fill('firstName');
    await page.getByTestId('sso-save').click();
    await page.getByText('Configuración de inicio de sesión único guardada.').waitFor();
    const saved = await api(`/api/v1/demo/site/${demo.id}/sso/`, { token: (await storedSession(page)).token ?? '' });
    expect(((await saved.json()) as { settings: { attr_first_name: string } }).settings.attr_first_name).toBe(
      'firstName',
    );
    // The screen's texts come with its chunk and follow a language loaded afterwards.
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-ca').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inici de sessió únic (SAML)');
    await page.getByText("Dades per al proveïdor d'identitat").waitFor();
    await context.close();
  });

  it('shows the settings form on a phone', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await loginThroughForm(page, 'admin');
    await page.goto('/sso');
    await page.getByTestId('sso-sp-panel').waitFor();
    await screenshot(page, 'sso-admin-form-mobile');
    await context.close();
  });
});
