import { type BpRecord, matchesWords } from '@qualium/contracts';

/**
 * shell-and-admin §5, admin table search: from 1 character, every word of the text, case and accents aside
 * ("accion" finds "Acción"), in the reference, name, type, company or description.
 */
export function searchBps<T extends Pick<BpRecord, 'reference' | 'name' | 'type' | 'site_name' | 'description'>>(
  records: readonly T[],
  text: string,
): T[] {
  return records.filter((r) => matchesWords([r.reference, r.name, r.type, r.site_name, r.description], text));
}
