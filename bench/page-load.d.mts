import type { CDPSession } from 'playwright-core';

export interface RequestEntry {
  url: string;
  type: string;
  sent: number;
  finished: number;
  bytes: number;
  body: number;
  fromCache: boolean;
  status?: number;
  encoding?: string | null;
  failed?: boolean;
}

export function recordRequests(cdp: CDPSession): Promise<{
  entries: RequestEntry[];
  pending: () => number;
  clear: () => RequestEntry[];
}>;

export function networkQuiet(
  requests: { entries: RequestEntry[]; pending: () => number },
  quietMs?: number,
): Promise<void>;

export function scriptWaves(entries: RequestEntry[]): string[][];

export function bytesReceived(entries: RequestEntry[], types?: string[], what?: 'body' | 'bytes'): number;

export function markScript(marks: Record<string, string>): string;
