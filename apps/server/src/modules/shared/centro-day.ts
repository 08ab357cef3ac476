/** The centres are in Spain: dates of transitions, limits and closings are Madrid's calendar days. */
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function centroToday(now: Date): string {
  return MADRID_DAY.format(now);
}
