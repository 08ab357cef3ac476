/** The centres are in Spain: dates of transitions, limits and closings are Madrid's calendar days. */
export const CENTRO_TIME_ZONE = 'Europe/Madrid';

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: CENTRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last minute asked and its day: formatting a date in a time zone costs some 10 µs, asked for every list. */
let todayKept = { minute: Number.NaN, day: '' };

/**
 * The centres' calendar day at `now`. Kept per minute: Madrid's offsets are whole hours, so a day
 * begins on a minute's start and every instant of one minute falls on the same day.
 */
export function centroToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== todayKept.minute) todayKept = { minute, day: MADRID_DAY.format(now) };
  return todayKept.day;
}

const OFFSET = new Intl.DateTimeFormat('en', { timeZone: CENTRO_TIME_ZONE, timeZoneName: 'longOffset' });
const LOCAL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CENTRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `now` as the centres' wall-clock time with its offset: `2026-11-27T07:05:09+01:00`. */
export function centroDateTime(now: Date): string {
  const offset = OFFSET.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT' alone is a zero offset; otherwise 'GMT+01:00'.
  return `${LOCAL.format(now).replace(' ', 'T')}${offset === 'GMT' ? '+00:00' : offset.slice(3)}`;
}
