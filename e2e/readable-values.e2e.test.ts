import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, screenshot, useBrowser } from './browser.js';
import { type ApiUnit, unitsApi } from './units-api.js';

/**
 * Readable values in Chromium (issue 14, point 1): an NC's "Norma incumplida" (a dynamic choice
 * holding its audit's standard code) reads as the standard's name in the viewer and its history,
 * and its photo shows as a small picture; a photo no browser draws shows records-explorer §8's
 * placeholder. The NCs are made through the API from a demo NC of the laboratory that has an audit.
 */
const b = useBrowser();
const LAB = 3;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);

let token = '';
const made = { photo: '', heic: '', code: '', text: '' };
const { call, ncLike } = unitsApi(b, () => token, LAB);

beforeAll(async () => {
  token = (await apiLogin(b.baseUrl, 'admin')).key;
  const list = await call<{ units: Array<{ uid: string }> }>('/unit/explorer/?business_process=NC&items_per_page=50');
  let model: ApiUnit | undefined;
  for (const { uid } of list.units) {
    const unit = await call<ApiUnit>(`/unit/${encodeURIComponent(uid)}/`);
    if (unit.fields.requirement?.value) {
      model = unit;
      break;
    }
  }
  if (!model) throw new Error('no demo NC of the laboratory has an audit');
  made.code = String(model.fields.requirement!.value);
  made.text = model.fields.requirement!.readable;
  made.photo = await ncLike(model, { name: 'fuga.png', type: 'image/png', bytes: PNG });
  made.heic = await ncLike(model, { name: 'fuga.heic', type: 'image/heic', bytes: HEIC });
});

async function openViewer(uid: string) {
  const { page, context } = await b.signedIn('admin', {
    at: `/explorer?business_process=NC&unit=${encodeURIComponent(uid)}`,
  });
  await page.getByTestId('viewer-header').waitFor();
  return { page, context };
}

describe('readable values in the viewer', () => {
  it("shows the standard's name, not its code, and the photo as a picture", async () => {
    expect(made.text).toMatch(/^ISO 15189/);
    const { page, context } = await openViewer(made.photo);
    const requirement = page.getByTestId('viewer-field-requirement');
    expect(await requirement.textContent()).toContain(made.text);
    expect(await requirement.textContent()).not.toContain(made.code);
    // The picture loads only once it comes near the screen.
    await page.getByTestId('viewer-field-photo').scrollIntoViewIfNeeded();
    const picture = page.getByTestId('viewer-field-photo').getByTestId('viewer-image').locator('img');
    await picture.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="viewer-image"] img');
      return img?.complete && img.naturalWidth > 0;
    });
    await screenshot(page, 'viewer-readable-values');
    await page.getByTestId('viewer-tab-workflow').click();
    await page.getByTestId('viewer-history-legend').waitFor();
    const diff = page.getByTestId('viewer-diff-requirement');
    await diff.waitFor();
    const history = await diff.textContent();
    expect(history).toContain(made.text);
    expect(history).not.toContain(made.code);
    await context.close();
  });

  it('shows the placeholder for a photo no browser draws', async () => {
    const { page, context } = await openViewer(made.heic);
    await page.getByTestId('viewer-field-photo').scrollIntoViewIfNeeded();
    const placeholder = page.getByTestId('viewer-field-photo').getByTestId('viewer-image-placeholder');
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toContain('fuga.heic');
    await placeholder.scrollIntoViewIfNeeded();
    await screenshot(page, 'viewer-image-placeholder');
    await context.close();
  });
});
