import type { BpRecord } from '@qualium/contracts';

/** Spec §5, admin table search: a text of 1 character or more filters the list. */
export const BP_SEARCH_MIN_LENGTH = 1;

/** Lower case without accents, so "accion" finds "Acción". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The records whose reference, name, type, company or description hold every word of the text. */
export function searchBps<T extends Pick<BpRecord, 'reference' | 'name' | 'type' | 'site_name' | 'description'>>(
  records: readonly T[],
  text: string,
): T[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (text.trim().length < BP_SEARCH_MIN_LENGTH || words.length === 0) return [...records];
  return records.filter((r) => {
    const haystack = fold([r.reference, r.name, r.type, r.site_name, r.description].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}
