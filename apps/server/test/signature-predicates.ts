import { candidateSlots, type ListSignatures, slotTextsHold } from '../src/modules/explorer/search-signatures.js';

/**
 * The tests' questions to a list's signatures by unit id, from what a search asks of them by slot
 * (candidateSlots, slotTextsHold): whether a unit is a candidate for the words (its signature holds
 * their trigrams), and whether it holds them (its kept text too). Null when no word is long enough
 * for a trigram.
 */
export function candidatesOf(s: ListSignatures, words: readonly string[]): ((id: number) => boolean) | null {
  const slots = candidateSlots(s, words);
  if (!slots) return null;
  const ids = new Set(slots.map((slot) => s.idOf[slot]!));
  return (id) => ids.has(id);
}

export function matchesOf(s: ListSignatures, words: readonly string[]): ((id: number) => boolean) | null {
  const isCandidate = candidatesOf(s, words);
  if (!isCandidate) return null;
  const holds = slotTextsHold(s, words);
  return (id) => isCandidate(id) && holds(s.slotOf.get(id)!);
}
