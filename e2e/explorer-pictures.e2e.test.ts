import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, screenshot, useBrowser } from './browser.js';
import { type ApiUnit, unitsApi } from './units-api.js';

/**
 * Pictures in the explorer's table (issue 14, point 1): an NC's photo as a small thumbnail (the
 * server's 192 px copy, not the upload) in a box of fixed size, and records-explorer §8's
 * placeholder for a photo no browser draws. Two NCs of the first centre are made through the API,
 * found by a word of their subject.
 */
const b = useBrowser();
const CENTRO = 1;
const WORD = `Fotogoteo${Date.now() % 100000}`;
let token = '';
const made = { photo: '', heic: '' };
const { call, ncLike } = unitsApi(b, () => token, CENTRO);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);

/** An 800×600 picture: two colours and a diagonal, so a scaled copy still shows something. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#4a90c2"/><path d="M0 600 L800 0 L800 600 Z" fill="#e8a33d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  token = (await apiLogin(b.baseUrl, 'admin')).key;
  const list = await call<{ units: Array<{ uid: string }> }>('/unit/explorer/?business_process=NC&items_per_page=1');
  const model = await call<ApiUnit>(`/unit/${encodeURIComponent(list.units[0]!.uid)}/`);
  const bytes = await photo();
  made.photo = await ncLike(model, { name: 'goteo.png', type: 'image/png', bytes }, { subject: `${WORD} con foto` });
  made.heic = await ncLike(model, { name: 'goteo.heic', type: 'image/heic', bytes: HEIC }, { subject: `${WORD} HEIC` });
});

async function explorer(view: 'table') {
  return b.signedIn('admin', { at: `/explorer?business_process=NC&search=${WORD}&view=${view}` });
}

/** The width of the picture the browser drew from, once it has loaded. */
async function drawnWidth(page: Page, holder: Locator): Promise<number> {
  const img = holder.getByTestId('list-picture').locator('img');
  await img.waitFor();
  await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

describe('pictures in the explorer', () => {
  it('the table shows the thumbnail of a photo, and the placeholder for one no browser draws', async () => {
    const { page, context } = await explorer('table');
    const row = (uid: string) => page.locator(`[data-testid="unit-row"][data-uid="${uid}"]`);
    await row(made.photo).waitFor();
    // The 192 px copy, drawn in a 40 px box of the row.
    expect(await drawnWidth(page, row(made.photo))).toBe(192);
    const box = await row(made.photo).getByTestId('list-picture').boundingBox();
    expect([box?.width, box?.height]).toEqual([40, 40]);
    const placeholder = row(made.heic).getByTestId('list-picture-placeholder');
    expect(await placeholder.getAttribute('title')).toBe('goteo.heic');
    await screenshot(page, 'explorer-table-pictures');
    await context.close();
  });
});
