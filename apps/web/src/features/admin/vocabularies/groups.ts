import type { VocabularyEntry } from '@qualium/contracts';
import { matchesWords } from '@qualium/contracts';

export interface VocabularyGroup {
  vocabulary: string;
  entries: VocabularyEntry[];
}

/** Entries grouped by vocabulary name (shell-and-admin §2.9), groups and keys in order; the search filters entries. */
export function vocabularyGroups(entries: readonly VocabularyEntry[], search: string): VocabularyGroup[] {
  const groups = new Map<string, VocabularyEntry[]>();
  const sorted = [...entries].sort(
    (a, b) => a.vocabulary.localeCompare(b.vocabulary) || a.key.localeCompare(b.key) || a.path.localeCompare(b.path),
  );
  for (const entry of sorted) {
    if (!matchesWords([entry.vocabulary, entry.key, entry.value, entry.site_name, entry.path], search)) continue;
    groups.set(entry.vocabulary, [...(groups.get(entry.vocabulary) ?? []), entry]);
  }
  return [...groups].map(([vocabulary, list]) => ({ vocabulary, entries: list }));
}
