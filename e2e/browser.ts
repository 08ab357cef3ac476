import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo1234!';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(root, '.test-artifacts', 'screenshots');

/** One Debian Chromium per test file; every test gets fresh contexts from it. */
export function useBrowser() {
  const state = { browser: undefined as Browser | undefined, baseUrl: '' };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-chromium-'))}`,
      ],
    });
  });
  afterAll(async () => {
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
      const page = await context.newPage();
      return { context, page };
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Signs in through the login form and waits for the top bar of a signed-in user. */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-username').locator('input').or(page.locator('[data-testid="login-username"] input, input[data-testid="login-username"]')).first().fill(username);
  await page.locator('[data-testid="login-password"] input, input[data-testid="login-password"]').first().fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}
