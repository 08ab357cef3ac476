import { FIELD_MESSAGES } from '@qualium/contracts';
import { type FieldCheck, fieldFail, fieldOk } from './types.js';

/**
 * Numbers as people type them (records-explorer §5): `_` and spaces (also
 * the no-break spaces of formatted Spanish numbers) as thousands separators,
 * a comma as decimal point. A dot is still read as a decimal point, so
 * "1.234,5" (both marks) is refused rather than guessed.
 */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The plain `-1234.5` form of a typed number, or null when it is not one. */
export function normalizeNumericText(text: string): string | null {
  const compact = text.replace(/[\s_]/g, '');
  if ((compact.match(/,/g) ?? []).length > 1 || (compact.includes(',') && compact.includes('.'))) return null;
  const plain = compact.replace(',', '.');
  return NUMBER_TEXT.test(plain) ? plain : null;
}

/** A typed number (string) or a JSON number; null for anything else (NaN, Infinity, '1e5', '0x10'). */
export function parseNumeric(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const plain = normalizeNumericText(raw);
  return plain === null ? null : Number(plain);
}

/** Significant digits after the decimal point (1,50 has 1), of typed text or of a JSON number. */
function decimalPlaces(raw: string | number): number {
  const plain = typeof raw === 'number' ? String(raw) : (normalizeNumericText(raw) ?? '');
  if (/e-/i.test(plain)) return Number(plain.split(/e-/i)[1]) + (plain.split('.')[1]?.split(/e/i)[0]?.length ?? 0);
  const frac = plain.split('.')[1] ?? '';
  return frac.replace(/0+$/, '').length;
}

export interface NumberRules {
  /** Allowed decimal places; 0 means integers only, null any (floats). */
  decimals: number | null;
  min?: number | undefined;
  max?: number | undefined;
}

/** The smallest step the inputs' plus and minus buttons take: 10^-decimals. */
export function numericStep(decimals: number): number {
  return 10 ** -decimals;
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * The spec's messages: 'invalid_value' for non-numbers and for more decimals
 * than allowed; 'bigger_than' {value: min − step} below the minimum and
 * 'smaller_than' {value: max + step} above the maximum. The step is the
 * field's 10^-decimals, so integers get the spec's min − 1 and max + 1 and a
 * 2-decimal field min − 0.01; with any decimals allowed it is 1, as in the spec.
 */
export function checkNumeric(raw: string | number, rules: NumberRules): FieldCheck {
  const value = parseNumeric(raw);
  if (value === null) return fieldFail({ code: FIELD_MESSAGES.invalidValue });
  const { decimals } = rules;
  if (decimals !== null && (decimals === 0 ? !Number.isInteger(value) : decimalPlaces(raw) > decimals)) {
    return fieldFail({ code: FIELD_MESSAGES.invalidValue, params: { decimals } });
  }
  const bound = (limit: number, direction: 1 | -1) =>
    decimals === null ? limit + direction : roundTo(limit + direction * numericStep(decimals), decimals);
  if (rules.min !== undefined && value < rules.min) {
    return fieldFail({ code: FIELD_MESSAGES.biggerThan, params: { value: bound(rules.min, -1) } });
  }
  if (rules.max !== undefined && value > rules.max) {
    return fieldFail({ code: FIELD_MESSAGES.smallerThan, params: { value: bound(rules.max, 1) } });
  }
  return fieldOk(value === 0 ? 0 : value);
}

/**
 * The plus/minus buttons: one step up or down, rounded to the allowed
 * decimals; a metric with only_positive stops at 0 going down.
 */
export function stepNumeric(value: number, direction: 1 | -1, decimals: number, onlyPositive = false): number {
  const next = roundTo(value + direction * numericStep(decimals), decimals);
  if (onlyPositive && direction < 0 && next < 0) return Math.max(0, value);
  return next === 0 ? 0 : next;
}

export interface NumericFormat {
  /** Thousands separator: none, space or underscore (all read back by parseNumeric). */
  thousands?: '' | ' ' | '_';
  /** Decimal mark; the comma is the Spanish form. */
  decimalMark?: ',' | '.';
}

/** Writes `value` with exactly `decimals` places, in a form parseNumeric reads back. */
export function formatNumeric(value: number, decimals: number, format: NumericFormat = {}): string {
  const { thousands = '', decimalMark = ',' } = format;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimalMark}${frac}`;
}
