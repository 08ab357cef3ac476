import { SEARCH_MIN_LENGTH } from '@qualium/contracts';

/** records-explorer §9: the search is applied after 1000 ms without typing. */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * What a typed search text applies (records-explorer §5): the text from 3 characters on, the empty text when
 * the box is cleared, and nothing (null) for 1 or 2 characters.
 */
export function searchToApply(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}
