import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo1234!';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(root, '.test-artifacts', 'screenshots');

/**
 * The run's one Chromium (global-setup.ts), connected to once per test file; every test gets
 * fresh contexts from it. The server is this worker's own: files running at the same time never
 * share one.
 */
export function useBrowser() {
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
    async newPage(options: { width?: number; height?: number; locale?: string } = {}): Promise<{
      context: BrowserContext;
      page: Page;
    }> {
      const context = await state.browser!.newContext({
        baseURL: state.baseUrl,
        viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
        locale: options.locale ?? 'es-ES',
      });
      // A missing element fails the test in seconds rather than at Playwright's 30 s default.
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      return { context, page };
    },
    /** A fresh context signed in as `username` through the login form. */
    async signedIn(
      username: string,
      options: { width?: number; height?: number; locale?: string } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const opened = await this.newPage(options);
      await opened.page.goto('/login');
      await loginThroughForm(opened.page, username);
      return opened;
    },
  };
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
