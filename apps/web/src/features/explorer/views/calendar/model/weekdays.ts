import { CALENDAR_WEEKDAY_SETS } from '@qualium/contracts';
import { addDays, weekdayOf } from '../../../../../ui/days';
import type { WeekdaySet } from '../../../state/calendarState';

/** Whether the weekday set shows the day (the contract counts 0 as Monday). */
export function isShownDay(day: string, set: WeekdaySet): boolean {
  return (CALENDAR_WEEKDAY_SETS[set] as readonly number[]).includes(weekdayOf(day));
}

/**
 * The days FullCalendar hides for a weekday set, in its own numbering (0 is Sunday):
 * Monday to Friday hides Sunday and Saturday.
 */
export function hiddenDays(set: WeekdaySet): number[] {
  const shown = CALENDAR_WEEKDAY_SETS[set] as readonly number[];
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((mondayFirst) => !shown.includes(mondayFirst))
    .map((d) => (d + 1) % 7)
    .sort();
}

/** The day itself when shown, else the nearest shown one in the direction given (1 forwards, −1 back). */
export function shownDay(day: string, set: WeekdaySet, direction: 1 | -1 = 1): string {
  let d = day;
  // Every set shows at least one day a week.
  for (let i = 0; i < 7 && !isShownDay(d, set); i++) d = addDays(d, direction);
  return d;
}
