/**
 * Text as searches compare it. Every search of the product — the explorer's 3-character search on
 * the server (records-explorer §5), the administration tables, the folder tree, the BP list — ignores
 * case and accents, so 'accion' finds 'Acción' and 'especificos' 'específicos'.
 */

/** The text with its accents dropped (decomposed, diacritics removed), case kept. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Lower case without accents: the form both sides of a search are compared in. */
export function foldText(text: string): string {
  return withoutAccents(text).toLowerCase();
}

/**
 * Whether a row whose texts are `texts` matches `query`: every word of the query is somewhere in
 * them, case and accents aside. A query without words matches every row.
 */
export function matchesWords(texts: ReadonlyArray<string | number | null | undefined>, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter((t) => t !== null && t !== undefined).join(' '));
  return words.every((word) => haystack.includes(word));
}
