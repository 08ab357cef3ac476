import { formatNumeric, parseNumeric, stepNumeric } from '@qualium/workflow';
import { decimalMarkOf } from './drafts';

/**
 * The numeric input's plus and minus buttons (records-explorer §5): one step of 10^-decimals
 * from what is typed (an empty or unreadable text steps from 0), written back with the field's
 * decimals in the interface language's form; a metric with only_positive stops at 0.
 */
export function stepDraft(
  text: string,
  direction: 1 | -1,
  decimals: number,
  lang: string,
  onlyPositive = false,
): string {
  const current = parseNumeric(text) ?? 0;
  const next = stepNumeric(current, direction, decimals, onlyPositive);
  return formatNumeric(next, decimals, { decimalMark: decimalMarkOf(lang) });
}
