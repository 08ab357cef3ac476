import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import caLocale from '@fullcalendar/react/locales/ca';
import enLocale from '@fullcalendar/react/locales/en-gb';
import esLocale from '@fullcalendar/react/locales/es';
import monarchTheme from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/blue.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { CalendarEvent, Language } from '@qualium/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { localDay } from '../../../../ui/days';
import type { CalendarType, DayInterval, WeekdaySet } from '../../state/calendarState';
import { EventContent } from './EventContent';
import { toEventInput } from './model/events';
import { hiddenDays } from './model/weekdays';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, monarchTheme];
const LOCALES = { es: esLocale, ca: caLocale, en: enLocale } as const;
/** Month days list this many events, then a "+N more" link that opens the day (records-explorer §2). */
const MONTH_EVENT_ROWS = 4;

/** FullCalendar's view for a calendar type: hours only for the intervals that have them. */
export function viewName(type: CalendarType, interval: DayInterval): string {
  if (type === 'month') return 'dayGridMonth';
  const grid = interval === 'all_day' ? 'dayGrid' : 'timeGrid';
  return `${grid}${type === 'week' ? 'Week' : 'Day'}`;
}

/**
 * The hours the time grid shows for each interval. all_day has no time grid; it keeps the whole
 * day's values because FullCalendar cannot take these options away once given.
 */
const HOURS: Record<DayInterval, { slotMinTime: string; slotMaxTime: string; slotDuration: string }> = {
  all_day: { slotMinTime: '00:00', slotMaxTime: '24:00', slotDuration: '01:00' },
  workday: { slotMinTime: '08:00', slotMaxTime: '18:00', slotDuration: '00:30' },
  full_day: { slotMinTime: '00:00', slotMaxTime: '24:00', slotDuration: '01:00' },
};

export interface CalendarGridProps {
  type: CalendarType;
  /** The day the calendar is on (`YYYY-MM-DD`). */
  day: string;
  weekdays: WeekdaySet;
  interval: DayInterval;
  events: readonly CalendarEvent[];
  language: Language;
  onEventClick(unit: CalendarEvent, element: HTMLElement): void;
  /** A day, a day number or a 'more' link was clicked: the day view of that day. */
  onDayClick(day: string): void;
}

/**
 * FullCalendar 7 drawing the units: weeks from Monday, the weekday set's days, the language's
 * texts, colours from the product theme. The explorer's URL decides the view and the day; the
 * grid follows it, and only reports clicks (the toolbar above is the explorer's own).
 */
export function CalendarGrid({
  type,
  day,
  weekdays,
  interval,
  events,
  language,
  onEventClick,
  onDayClick,
}: CalendarGridProps) {
  const theme = useTheme();
  const ref = useRef<CalendarRef>(null);
  const view = viewName(type, interval);
  const inputs = useMemo(() => events.map(toEventInput), [events]);

  // The URL moved (toolbar, Back, a day click): move the calendar.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (api && (api.view.type !== view || localDay(api.getDate()) !== day)) api.changeView(view, day);
  }, [view, day]);

  const hours = HOURS[interval];
  return (
    <Box
      data-testid="calendar-grid"
      data-view={view}
      sx={{
        // The monarch theme's palette, taken from the product theme (default, food, health, construction).
        '--fc-monarch-primary': theme.palette.primary.main,
        '--fc-monarch-primary-foreground': theme.palette.primary.contrastText,
        '--fc-monarch-secondary': alpha(theme.palette.primary.main, 0.12),
        '--fc-monarch-secondary-foreground': theme.palette.primary.dark,
        '--fc-monarch-tertiary': theme.palette.primary.main,
        '--fc-monarch-tertiary-foreground': theme.palette.primary.contrastText,
        '--fc-monarch-selected': theme.palette.primary.main,
        '--fc-monarch-highlight': alpha(theme.palette.primary.main, 0.08),
        '--fc-monarch-border': theme.palette.divider,
        '--fc-monarch-foreground': theme.palette.text.primary,
        '--fc-monarch-muted-foreground': theme.palette.text.secondary,
        '--fc-monarch-background': theme.palette.background.paper,
        '--fc-monarch-now': theme.palette.error.main,
        fontFamily: theme.typography.fontFamily,
        fontSize: 14,
      }}
    >
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView={view}
        initialDate={day}
        headerToolbar={false}
        // The explorer's framed box is the calendar's frame: no second border inside it.
        borderlessX
        borderlessTop
        locale={LOCALES[language]}
        firstDay={1}
        hiddenDays={hiddenDays(weekdays)}
        showNonCurrentDates={false}
        fixedWeekCount={false}
        height="auto"
        dayMaxEventRows={type === 'month' ? MONTH_EVENT_ROWS : false}
        navLinks
        navLinkDayClick={(date: Date) => onDayClick(localDay(date))}
        dateClick={(info) => onDayClick(localDay(info.date))}
        moreLinkClick={(info) => {
          onDayClick(localDay(info.date));
          // FullCalendar goes to that day itself too; the URL then agrees with it.
          return viewName('day', interval);
        }}
        allDaySlot
        slotMinTime={hours.slotMinTime}
        slotMaxTime={hours.slotMaxTime}
        slotDuration={hours.slotDuration}
        displayEventTime
        eventDisplay="block"
        // Each unit draws its own tint and edge in its state's colour (EventContent).
        eventColor="transparent"
        events={inputs}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.extendedProps.unit as CalendarEvent, info.el);
        }}
        eventContent={(info) => (
          <EventContent unit={info.event.extendedProps.unit as CalendarEvent} timeText={info.timeText} />
        )}
      />
    </Box>
  );
}
