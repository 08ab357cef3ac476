import { describe, expect, it } from 'vitest';
import { reviewNoticeText, reviewOpenedText } from './review-texts.js';

const facts = {
  reference: 'DOC-00012',
  title: 'Control de la documentación',
  businessProcess: 'Documento',
  due: '2027-03-31',
};

describe('what the periodic review job tells the owner', () => {
  it.each([
    [
      'es',
      'Revisión periódica de DOC-00012 prevista el 31/03/2027',
      'Se ha abierto la revisión periódica de DOC-00012; plazo 31/03/2027',
    ],
    [
      'ca',
      'Revisió periòdica de DOC-00012 prevista el 31/03/2027',
      "S'ha obert la revisió periòdica de DOC-00012; termini 31/03/2027",
    ],
    [
      'en',
      'Periodic review of DOC-00012 due on 31/03/2027',
      'The periodic review of DOC-00012 has opened; due 31/03/2027',
    ],
  ])('in %s', (lang, notice, opened) => {
    expect(reviewNoticeText(lang, facts).subject).toBe(notice);
    expect(reviewOpenedText(lang, facts).subject).toBe(opened);
    expect(reviewNoticeText(lang, facts).message).toContain(
      '«Control de la documentación»'.slice(lang === 'en' ? 1 : 0, lang === 'en' ? -1 : undefined),
    );
  });

  it('falls back to Spanish for another language', () => {
    expect(reviewNoticeText('fr', facts).subject).toBe('Revisión periódica de DOC-00012 prevista el 31/03/2027');
  });
});
