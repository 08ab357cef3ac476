import { type BpDefinition, localeOf } from '@qualium/contracts';

/**
 * What a report value is, by the unit column or field it names: lists write dates and numbers as
 * real Excel dates and numbers, unit reports write them as the viewer shows them (dd/mm/yyyy in the
 * language's locale, numbers with its separators and the field's decimals).
 */
export type ValueKind =
  | { type: 'text' }
  | { type: 'date' }
  | { type: 'datetime' }
  | { type: 'number'; decimals: number | null };

const DATE_COLUMNS = new Set(['current_workflow_limit', 'fecha_cierre', 'fecha_creacion']);

export function valueKindOf(name: string, definition: BpDefinition): ValueKind {
  if (DATE_COLUMNS.has(name)) return { type: 'date' };
  const field = definition.business_process.model.fields.find((f) => f.id === name);
  switch (field?.kind) {
    case 'date':
    case 'date_limit':
      return { type: 'date' };
    case 'date_time':
      return { type: 'datetime' };
    case 'numeric':
    case 'decimal':
      return { type: 'number', decimals: field.decimals };
    default:
      return { type: 'text' };
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /T(\d{2}):(\d{2})/;

/**
 * A stored day (`YYYY-MM-DD`, or the day of a timestamp) or centre-local date-time
 * (`YYYY-MM-DDTHH:MM`) as a Date whose UTC reading is that wall-clock time: what Excel stores,
 * since its dates carry no time zone.
 */
export function wallClockDate(value: unknown, withTime: boolean): Date | null {
  if (typeof value !== 'string') return null;
  const day = DAY.exec(value);
  if (!day) return null;
  const time = withTime ? TIME.exec(value) : null;
  return new Date(
    Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(time?.[1] ?? 0), Number(time?.[2] ?? 0)),
  );
}

/** A number value, or null when the stored value is none. */
export function numberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A value as a document shows it: dates `dd/mm/yyyy` (and `HH:MM`), numbers in the language's form. */
export function formatValue(kind: ValueKind, value: unknown, lang: string, readable: string): string {
  const locale = localeOf(lang);
  if (kind.type === 'date' || kind.type === 'datetime') {
    const date = wallClockDate(value, kind.type === 'datetime');
    if (!date) return readable;
    const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };
    if (kind.type === 'datetime') Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
  if (kind.type === 'number') {
    const n = numberOf(value);
    if (n === null) return readable;
    const digits = kind.decimals ?? undefined;
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits ?? 10 }).format(
      n,
    );
  }
  return readable;
}

/** A moment (an ISO timestamp) as the centres read it: Madrid's `dd/mm/yyyy HH:MM`. */
export function formatMoment(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
