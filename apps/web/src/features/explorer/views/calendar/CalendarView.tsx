import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import type { CalendarEvent } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentLanguage } from '../../../../i18n';
import { localDay } from '../../../../ui/days';
import { useCalendarEvents } from '../../api/useCalendarEvents';
import { useDateFields } from '../../api/useFilterFields';
import { calendarQuery } from '../../state/apiQuery';
import type { DayInterval } from '../../state/calendarState';
import { useExplorerUrl } from '../../state/useExplorerUrl';
import type { ViewProps } from '../types';
import { CalendarGrid } from './CalendarGrid';
import { CalendarNotice } from './CalendarNotice';
import { CalendarToolbar } from './CalendarToolbar';
import { EventPopup } from './EventPopup';
import { anchorDay, calendarRange, stepDay } from './model/range';
import { calendarTitle } from './model/title';

const NO_EVENTS: CalendarEvent[] = [];

/**
 * The calendar view (records-explorer §2): the explorer's filtered units — or the user's to-do —
 * on a month, a week or a day, weeks from Monday, at most 31 days per load. Where it is lives in
 * the URL next to the filters; the business process's calendar view gives the defaults (type,
 * weekday set) and the date placing the units, which the server applies.
 */
export default function CalendarView({ mode, view, businessProcess, filters, onOpenUnit }: ViewProps) {
  const url = useExplorerUrl();
  const defaults = view.kind === 'calendar' ? view : null;
  const type = url.calendar.type ?? defaults?.type ?? 'month';
  const weekdays = url.calendar.weekdays ?? defaults?.weekdays ?? 'all';
  // Hours matter only for units placed by a date-time field; the to-do calendar uses the limit, a day.
  const dateFields = useDateFields(businessProcess);
  const timed = mode !== 'todo' && dateFields.data?.find((f) => f.id === defaults?.date_field)?.kind === 'date_time';
  const defaultInterval: DayInterval = timed ? 'workday' : 'all_day';
  const interval = url.calendar.interval ?? defaultInterval;

  const today = localDay();
  const day = anchorDay(type, url.calendar.date ?? today, weekdays);
  const range = calendarRange(type, day);
  const query = useMemo(
    () => calendarQuery(filters, mode, { start: range.start, end: range.end }),
    [filters, mode, range.start, range.end],
  );
  const events = useCalendarEvents(mode, query, true, filters);
  const [popup, setPopup] = useState<{ event: CalendarEvent; anchor: HTMLElement } | null>(null);

  const language = currentLanguage();
  const title = calendarTitle(type, range, weekdays, localeOf(language));
  // Two quick clicks on "previous" are two steps: a click before the address (and this render) has
  // caught up with the one before steps on from the day that one asked for, not the day drawn.
  // Once drawn where the steps led, steps count from what is drawn; any other move starts over.
  const lastStep = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (lastStep.current?.to === day) lastStep.current = null;
  }, [day]);
  // A setting equal to its default leaves the URL, so a plain calendar link stays plain.
  const set: typeof url.setCalendar = (changes) => {
    lastStep.current = null;
    url.setCalendar(changes);
  };
  const showDay = (next: string) => set({ type: defaults?.type === 'day' ? null : 'day', date: next });
  const step = (direction: 1 | -1) => {
    const from = lastStep.current?.from === day ? lastStep.current.to : day;
    const next = stepDay(type, from, direction, weekdays);
    url.setCalendar({ date: next });
    lastStep.current = { from: day, to: next };
  };

  return (
    <Box data-testid="explorer-calendar" aria-busy={events.isFetching} sx={{ position: 'relative' }}>
      <CalendarToolbar
        title={title}
        type={type}
        weekdays={weekdays}
        interval={interval}
        isToday={range.start <= today && today < range.end}
        onToday={() => set({ date: null })}
        onStep={step}
        onType={(next) => set({ type: next === defaults?.type ? null : next })}
        onWeekdays={(next) => set({ weekdays: next === defaults?.weekdays ? null : next })}
        onInterval={(next) => set({ interval: next === defaultInterval ? null : next })}
      />
      <Divider />
      <Box sx={{ height: 4 }}>{events.isFetching && <LinearProgress data-testid="calendar-loading" />}</Box>
      <CalendarNotice
        failed={events.isError && !events.isFetching}
        empty={events.isSuccess && !events.isPlaceholderData && events.data.count === 0}
        shown={events.data?.events.length ?? 0}
        count={events.data?.count ?? 0}
        onRetry={() => void events.refetch()}
      />
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 2 }}>
        <CalendarGrid
          type={type}
          day={day}
          weekdays={weekdays}
          interval={interval}
          events={events.data?.events ?? NO_EVENTS}
          language={language}
          onEventClick={(event, anchor) => setPopup({ event, anchor })}
          onDayClick={showDay}
        />
      </Box>
      {popup && (
        <EventPopup
          key={popup.event.uid}
          event={popup.event}
          anchor={popup.anchor}
          onClose={() => setPopup(null)}
          onOpenUnit={onOpenUnit}
        />
      )}
    </Box>
  );
}
