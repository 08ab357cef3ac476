import { addDays, dayAsDate } from '../../../../../ui/days';
import type { CalendarType, WeekdaySet } from '../../../state/calendarState';
import type { DayRange } from './range';
import { isShownDay } from './weekdays';

const MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const DAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The calendar's title in the interface language (records-explorer §2): in Spanish 'month de
 * year' for a month ("Marzo de 2026") and 'day de month de year' for a day ("9 de marzo de
 * 2026"); a week is the range of the days it shows ("9–13 de marzo de 2026"). Catalan and
 * English say the same their own way ("març del 2026", "9 March 2026").
 */
export function calendarTitle(type: CalendarType, range: DayRange, weekdays: WeekdaySet, locale: string): string {
  if (type === 'month') return capitalized(new Intl.DateTimeFormat(locale, MONTH).format(dayAsDate(range.start)));
  const days = new Intl.DateTimeFormat(locale, DAY);
  if (type === 'day') return days.format(dayAsDate(range.start));
  const shown: string[] = [];
  for (let d = range.start; d < range.end; d = addDays(d, 1)) if (isShownDay(d, weekdays)) shown.push(d);
  const first = shown[0] ?? range.start;
  const last = shown.at(-1) ?? addDays(range.end, -1);
  return first === last ? days.format(dayAsDate(first)) : days.formatRange(dayAsDate(first), dayAsDate(last));
}
