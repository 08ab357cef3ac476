import type { BpRecord } from '@qualium/contracts';

/** shell-and-admin §9: "BP explorer download file name {reference}_{site}.json". */
export const bpFileName = (record: Pick<BpRecord, 'reference' | 'site'>): string =>
  `${record.reference}_${record.site}.json`;

export type DownloadOutcome = { ok: true } | { ok: false; reason: 'noText' };

/**
 * Saves the stored text as it is (shell-and-admin §2.9). A BP with no stored text saves nothing and answers
 * why, for the caller's error event (shell-and-admin §8 "BP with no stored text on download: Error event").
 */
export function downloadDefinition(
  record: Pick<BpRecord, 'reference' | 'site' | 'business_process'>,
  save: (blob: Blob, filename: string) => void,
): DownloadOutcome {
  if (record.business_process.trim() === '') return { ok: false, reason: 'noText' };
  save(new Blob([record.business_process], { type: 'application/json' }), bpFileName(record));
  return { ok: true };
}
