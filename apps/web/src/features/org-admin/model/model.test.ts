import { ADMIN_MESSAGES, type CentroRecord, ORG_MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { centroFormData, centroFormErrors, NO_PARENT, parentChoices } from './centroForm';
import { pageCount, pageSlice, pageWindow } from './pager';
import { symmetricDifference, toggled } from './selection';
import { newSiteValues, siteFormData, siteFormErrors } from './siteForm';

describe('symmetricDifference', () => {
  it('sends what was added and what was taken away, nothing that stayed', () => {
    expect(symmetricDifference([1, 2, 5], [2, 3])).toEqual([1, 3, 5]);
    expect(symmetricDifference([4], [4])).toEqual([]);
    expect([...toggled(new Set([1, 2]), 2)]).toEqual([1]);
  });
});

describe('matrix pages', () => {
  it('shows at most five page buttons around the current page, and All as one page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(23, 0)).toBe(1);
    expect(pageSlice([1, 2, 3, 4, 5, 6], 2, 5)).toEqual([6]);
    expect(pageSlice([1, 2, 3], 1, 0)).toEqual([1, 2, 3]);
  });
});

describe('company form', () => {
  it('starts with the first product, the first storage type and one user', () => {
    expect(newSiteValues()).toMatchObject({
      qualium_product: 'default',
      storage_type: 'filesystem',
      max_users_number: '1',
    });
  });

  it('checks what the server checks', () => {
    expect(siteFormErrors({ ...newSiteValues(), name: 'Norte' })).toEqual({});
    expect(siteFormErrors({ ...newSiteValues(), max_users_number: '0', url_name: 'site' })).toEqual({
      name: [ADMIN_MESSAGES.required],
      url_name: [ORG_MESSAGES.urlNameInvalid],
      max_users_number: [ADMIN_MESSAGES.atLeast(1).en],
    });
  });

  it('sends only the images that were chosen, with the parent', () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = siteFormData({ ...newSiteValues(), name: 'Sur' }, 4, { logo });
    expect(form.get('parent')).toBe('4');
    expect(form.get('logo')).toBeInstanceOf(File);
    expect(form.has('background_image')).toBe(false);
  });
});

describe('centro form', () => {
  const centro = (id: number, path: number[]) => ({ id, path, name: `C${id}` }) as CentroRecord;
  it('requires a parent choice, where none means no parent, sent as empty', () => {
    expect(centroFormErrors({ name: 'A', parent: '', url_name: '' })).toEqual({ parent: [ADMIN_MESSAGES.required] });
    expect(centroFormErrors({ name: 'A', parent: NO_PARENT, url_name: '' })).toEqual({});
    expect(centroFormData({ name: 'A', parent: NO_PARENT, url_name: '' }, {}).get('parent')).toBe('');
  });

  it('never offers the centro itself or one below it as its parent', () => {
    const all = [centro(1, [1]), centro(2, [1, 2]), centro(3, [1, 2, 3]), centro(4, [4])];
    expect(parentChoices(all, all[1]!).map((c) => c.id)).toEqual([1, 4]);
    expect(parentChoices(all, null)).toHaveLength(4);
  });
});
