/** Admin table search (spec §5): from 1 character, case- and accent-insensitive, every word must match. */
export const SEARCH_MIN_LENGTH = 1;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a row whose texts are `texts` matches the search `query` (an empty query matches all). */
export function matchesSearch(texts: ReadonlyArray<string | number | null | undefined>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.join('').length < SEARCH_MIN_LENGTH) return true;
  const haystack = fold(texts.filter((t) => t !== null && t !== undefined).join(' '));
  return words.every((word) => haystack.includes(word));
}
