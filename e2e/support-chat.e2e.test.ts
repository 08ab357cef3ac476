import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import es from '../apps/web/src/i18n/es.json' with { type: 'json' };
import { screenshot, useBrowser } from './browser.js';

/**
 * The support chat in Chromium (docs/decisions.md "Support chat"): `user` (chat flag on in the
 * demo) writes to support from the corner button's panel; the admin, the demo company's support,
 * in a second browser sees the badge rise without a reload, opens the conversation and answers;
 * the answer reaches the user's open panel over the live stream. And the button never lies over
 * a table's last row and its action icons, on desktop and on a phone.
 */
const b = useBrowser();
const PHONE = { width: 390, height: 844 };
/** Two browsers and a server on a loaded machine: a message takes its time to travel. */
const SOON = { timeout: 10_000 };

const badge = (page: Page) => page.getByTestId('support-chat-badge').getAttribute('data-count');
const messages = (page: Page) => page.getByTestId('support-chat-message').allTextContents();

async function write(page: Page, text: string) {
  await page.getByTestId('support-chat-input').fill(text);
  await page.getByTestId('support-chat-send').click();
}

describe('support chat', () => {
  it('a user writes to support and the support user answers in the same panel, live', async () => {
    const user = await b.signedIn('user');
    const admin = await b.signedIn('admin');
    try {
      expect(await badge(admin.page)).toBe('0');
      // The user's panel: empty at first, then their message.
      await user.page.getByTestId('support-chat').click();
      await user.page.getByTestId('support-chat-empty').waitFor();
      expect(await user.page.getByTestId('support-chat-panel').textContent()).toContain(es.support.emptyTitle);
      await screenshot(user.page, 'support-chat-empty');
      await write(user.page, 'No encuentro el informe de auditoría de marzo');
      await expect.poll(() => messages(user.page), SOON).toHaveLength(1);
      expect(await user.page.getByTestId('support-chat-message').getAttribute('data-mine')).toBe('true');

      // Support hears of it without reloading, opens the conversation and answers.
      await expect.poll(() => badge(admin.page), SOON).toBe('1');
      await admin.page.getByTestId('support-chat').click();
      const conversation = admin.page.getByTestId('support-chat-conversation');
      await conversation.waitFor();
      expect(await conversation.textContent()).toContain('Lucía Fernández Gil');
      await screenshot(admin.page, 'support-chat-conversations');
      await conversation.click();
      await expect.poll(() => messages(admin.page), SOON).toHaveLength(1);
      await write(admin.page, 'Está en Documentos › Auditorías › 2026');
      await expect.poll(() => messages(admin.page), SOON).toHaveLength(2);
      await expect.poll(() => badge(admin.page), SOON).toBe('0');
      await screenshot(admin.page, 'support-chat-reply');

      // The user's open panel shows the answer, on the other side.
      await expect.poll(() => messages(user.page), SOON).toHaveLength(2);
      const answer = user.page.getByTestId('support-chat-message').nth(1);
      expect(await answer.getAttribute('data-mine')).toBe('false');
      expect(await answer.textContent()).toContain('Marta Ruiz Ortega');
      await screenshot(user.page, 'support-chat-answered');
    } finally {
      await user.context.close();
      await admin.context.close();
    }
  });

  it('a user without the chat flag has no button', async () => {
    const { page, context } = await b.signedIn('manager');
    try {
      await page.getByTestId('user-menu-button').waitFor();
      expect(await page.getByTestId('support-chat').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const) {
    it(`never lies over the last row's action icons of a table, nor the footer's links (${name})`, async () => {
      const { page, context } = await b.signedIn('admin', viewport);
      try {
        await page.goto('/users');
        await page.getByTestId('users-table').waitFor();
        await page.getByTestId('support-chat').waitFor();
        const lastRow = page.locator('[data-testid^="user-row-"]').last();
        const icons = lastRow.locator('td').last().locator('button');
        expect(await icons.count()).toBeGreaterThan(0);
        // Scrolled to the very end, as far as a user can: each of the last row's icons, and every
        // other control on screen (pagination, the footer's links), is what its centre hits.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const covered = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main button:not(:disabled), main a, footer a'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.height > 0 && r.top >= 64 && r.bottom <= window.innerHeight;
            })
            .filter((el) => {
              const r = el.getBoundingClientRect();
              const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return top === null || !el.contains(top);
            })
            .map((el) => el.outerHTML.slice(0, 120)),
        );
        expect(covered).toEqual([]);
        for (const icon of await icons.all()) {
          const hit = await icon.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return top !== null && el.contains(top);
          });
          expect(hit).toBe(true);
        }
        await screenshot(page, `support-chat-table-${name}`);
        // And clicking one does what it says (Playwright fails a click another element would take).
        await icons.first().click({ trial: true, timeout: 3000 });
      } finally {
        await context.close();
      }
    });
  }
});
