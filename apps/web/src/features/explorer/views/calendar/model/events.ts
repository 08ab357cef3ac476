import type { CalendarEvent } from '@qualium/contracts';
import { addDays } from '../../../../../ui/days';

/** What FullCalendar gets for a unit: its dates, and the unit's event for drawing and the popup. */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  extendedProps: { unit: CalendarEvent };
}

/**
 * A unit placed on the calendar. The API's end is the last day the unit spans (the view's end
 * date, included); FullCalendar's all-day end is the day after (excluded). An end before the start
 * is ignored rather than drawn backwards.
 */
export function toEventInput(event: CalendarEvent): CalendarEventInput {
  const input: CalendarEventInput = {
    id: event.uid,
    title: `${event.reference} ${event.title}`,
    start: event.start,
    allDay: event.all_day,
    extendedProps: { unit: event },
  };
  if (event.end !== null && event.end >= event.start) {
    input.end = event.all_day ? addDays(event.end.slice(0, 10), 1) : event.end;
  }
  return input;
}
