import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../apps/web/src/config.js';
import { ACTIVITY_STORAGE_KEY } from '../apps/web/src/shell/inactivity/sharedActivity.js';

export const DEMO_PASSWORD = 'Demo1234!';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(root, '.test-artifacts', 'screenshots');

/**
 * The run's one Chromium (global-setup.ts), connected to once per test file; every test gets
 * fresh contexts from it. The server is this worker's own: files running at the same time never
 * share one.
 *
 * Pages ask for reduced motion (apps/web/src/theme/reducedMotion.ts), as a user may: nothing then
 * animates, which spares the two cores the frames of every dialog, drawer and chart (about a ninth
 * of the suite's processor time). The files given `motion: 'full'` (the shell's and the first
 * screen's) run as most users do, with every transition.
 */
export function useBrowser(fileOptions: { motion?: 'full' | 'reduced' } = {}) {
  const state = { browser: undefined as Browser | undefined, baseUrl: '' };
  beforeAll(async () => {
    const baseUrls = inject('baseUrls');
    state.baseUrl = baseUrls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % baseUrls.length]!;
    state.browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    // Disconnects, closing this file's contexts; the browser itself goes at the end of the run.
    await state.browser?.close();
  });

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    async newPage(options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await state.browser!.newContext({
        baseURL: state.baseUrl,
        viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
        locale: options.locale ?? 'es-ES',
        reducedMotion: (options.motion ?? fileOptions.motion) === 'full' ? 'no-preference' : 'reduce',
        storageState: {
          cookies: [],
          origins: options.localStorage ? [{ origin: state.baseUrl, localStorage: options.localStorage }] : [],
        },
      });
      // A missing element fails the test in seconds rather than at Playwright's 30 s default.
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      return { context, page };
    },
    /**
     * A fresh context signed in as `username`, opened at `at` (the home page by default) with the
     * signed-in bar drawn. It signs in through the API and starts the app with that session
     * stored, as a new tab of a signed-in browser starts: the app checks the token and loads the
     * user. The login form is what session, shell, sso and first-screen test; the other files
     * skip its page, which cost each test a second start of the app.
     */
    async signedIn(
      username: string,
      options: PageOptions & { lang?: 'es' | 'ca' | 'en'; at?: string } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const { key } = await apiLogin(state.baseUrl, username);
      const stored = { site: null, site_data: null, centro: null, root_site: null, token: key, user: null };
      const localStorage = [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(stored) }];
      if (options.lang) localStorage.push({ name: LANGUAGE_STORAGE_KEY, value: options.lang });
      const opened = await this.newPage({ ...options, localStorage });
      await opened.page.goto(options.at ?? '/');
      await opened.page.getByTestId('user-menu-button').waitFor();
      return opened;
    },
  };
}

export interface PageOptions {
  width?: number;
  height?: number;
  locale?: string;
  /** The user's motion setting for this page, when it is not the file's (useBrowser). */
  motion?: 'full' | 'reduced';
  /** This origin's localStorage when the context opens. */
  localStorage?: Array<{ name: string; value: string }>;
}

/**
 * A download's text. The run's Chromium is connected to remotely, where `download.path()` is not
 * available: the bytes are saved to a temporary file first.
 */
export async function downloadedText(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file, 'utf8');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Drawers and dialogs slide in; finishing their transitions shows them as the user sees them at rest.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** An input by test id, whether the id sits on the input or on its MUI wrapper. */
export function field(page: Page, testId: string) {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/**
 * The app's own login form, once it has replaced the prerendered page /login arrives as
 * (apps/web/src/pages/login/prerenderedInput.ts): signing in works from then on.
 */
export function appLoginForm(page: Page) {
  return page.locator('input[data-testid="login-password"]:not([data-prerendered] *)');
}

/** Signs in through the login form and waits for the top bar of a signed-in user. */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await appLoginForm(page).waitFor();
  await field(page, 'login-username').fill(username);
  await field(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}

/**
 * Waits until the page's inactivity timer runs. It comes with the code loaded after sign-in, so
 * the top bar can show before it: a fake clock moved forward earlier moves nothing, and the timer
 * then starts from the moved time. Its start writes the activity time; `previous` is the value
 * another tab of the browser left there, which this tab's start replaces.
 */
export async function inactivityTimerStarted(page: Page, previous: string | null = null): Promise<void> {
  const written = () => page.evaluate((key) => localStorage.getItem(key), ACTIVITY_STORAGE_KEY);
  await expect
    .poll(
      async () => {
        const value = await written();
        return value !== null && value !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The persisted session as the SPA keeps it. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; centro: number | null; site: string | null }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('qualium.session') ?? '{}'));
}

/** A session through the API, for tests that prepare or restore data beside the browser. */
export async function apiLogin(
  baseUrl: string,
  username: string,
): Promise<{ key: string; user: { id: number; preferred_centro: number } }> {
  const res = await fetch(`${baseUrl}/api/v1/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return res.json() as Promise<{ key: string; user: { id: number; preferred_centro: number } }>;
}

/** A session's token and the address prefix of its centre (`/demo/3`), for API calls beside the browser. */
export interface ApiScope {
  token: string;
  prefix: string;
}

/**
 * `username`'s token and the centre a browser session of theirs lands on (their preferred one),
 * through the API: units a test makes there are in place before its page opens.
 */
export async function landingScope(baseUrl: string, username = 'admin'): Promise<ApiScope> {
  const { key } = await apiLogin(baseUrl, username);
  const res = await fetch(`${baseUrl}/api/v1/user_data/me/`, { headers: { Authorization: `Token ${key}` } });
  const me = (await res.json()) as {
    site: number;
    preferred_centro: number;
    sites: Array<{ id: number; path: string }>;
  };
  return { token: key, prefix: `${me.sites.find((s) => s.id === me.site)!.path}/${me.preferred_centro}` };
}
