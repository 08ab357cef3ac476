import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { globalMessage } from '../../ui/globalMessage';
import { closePdfDialog, missingPdfParams, openPdfDialog } from './dialog';
import es from './i18n/es.json' with { type: 'json' };

const full = {
  centro: '/demo/3',
  qunitId: 'QUnit#DOCISODEFAULT#1#4',
  attribute: 'document',
  value: 'a.pdf',
  title: 'A',
};

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { translation: { pdf: es } } } });
});

describe('opening the PDF dialog', () => {
  it('needs centro, qunit id, attribute, value and title', () => {
    expect(missingPdfParams(full)).toEqual([]);
    expect(missingPdfParams({ ...full, centro: null, value: '' })).toEqual(['centro', 'value']);
  });

  it('without them: the alert, a console warning, and no request', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(openPdfDialog({ ...full, title: null })).toBe(false);
    expect(globalMessage.get()).toEqual({ severity: 'error', text: 'No se pudo cargar el PDF' });
    expect(warn).toHaveBeenCalledWith('PDF dialog: missing parameters', ['title'], expect.anything());
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('with them: opens, each opening a new dialog', () => {
    expect(openPdfDialog(full)).toBe(true);
    closePdfDialog();
  });
});
