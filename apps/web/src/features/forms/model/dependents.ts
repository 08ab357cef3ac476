import type { FormInput } from '@qualium/contracts';
import { type Draft, type Drafts, emptyDraft } from './drafts';

/**
 * Dependent inputs (records-explorer §4): a dynamic select or input takes its choices or value
 * from the unit its root field names, so when the root is cleared (or points at another unit)
 * what the dependent holds no longer applies and is cleared, and so on down the chain.
 */
function sameDraft(a: Draft | undefined, b: Draft | undefined): boolean {
  if (a === b) return true;
  // Files are compared by identity; every other draft is plain data.
  const hasFiles = (d: Draft | undefined) => Array.isArray(d) && d.some((x) => x instanceof File);
  if (hasFiles(a) || hasFiles(b)) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function clearDependents(inputs: readonly FormInput[], drafts: Drafts, rootId: string, cleared: Set<string>): void {
  for (const input of inputs) {
    if (input.root_field_id !== rootId || cleared.has(input.id)) continue;
    cleared.add(input.id);
    drafts[input.id] = emptyDraft(input);
    clearDependents(inputs, drafts, input.id, cleared);
  }
}

/** The drafts after `id` takes `next`, with the inputs depending on it cleared when it changed. */
export function withDraft(inputs: readonly FormInput[], drafts: Drafts, id: string, next: Draft): Drafts {
  const out: Drafts = { ...drafts, [id]: next };
  if (!sameDraft(drafts[id], next)) clearDependents(inputs, out, id, new Set([id]));
  return out;
}
