import { describe, expect, it } from 'vitest';
import { calendarRange } from './range';
import { calendarTitle } from './title';

/** ICU separates ranges with thin spaces; the tests read them as plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const title = (type: 'month' | 'week' | 'day', day: string, locale: string, weekdays = 'all' as const) =>
  plain(calendarTitle(type, calendarRange(type, day), weekdays, locale));

describe('calendar titles', () => {
  it('are Spanish by default: “month de year” and “day de month de year”', () => {
    expect(title('month', '2026-03-18', 'es-ES')).toBe('Marzo de 2026');
    expect(title('day', '2026-10-05', 'es-ES')).toBe('5 de octubre de 2026');
    expect(title('week', '2026-03-11', 'es-ES')).toBe('9–15 de marzo de 2026');
    expect(title('week', '2026-04-01', 'es-ES')).toBe('30 de marzo – 5 de abril de 2026');
    expect(title('week', '2026-12-30', 'es-ES')).toBe('28 de diciembre de 2026 – 3 de enero de 2027');
  });

  it('say the same in Catalan and English', () => {
    expect(title('month', '2026-03-18', 'ca-ES')).toBe('Març del 2026');
    expect(title('day', '2026-10-05', 'ca-ES')).toBe('5 d’octubre del 2026');
    expect(title('month', '2026-03-18', 'en-GB')).toBe('March 2026');
    expect(title('day', '2026-10-05', 'en-GB')).toBe('5 October 2026');
  });

  it('name only the days a week shows', () => {
    expect(plain(calendarTitle('week', calendarRange('week', '2026-03-11'), 'monday_to_friday', 'es-ES'))).toBe(
      '9–13 de marzo de 2026',
    );
    expect(plain(calendarTitle('week', calendarRange('week', '2026-03-11'), 'monday_wednesday_friday', 'en-GB'))).toBe(
      '9 – 13 March 2026',
    );
  });
});
