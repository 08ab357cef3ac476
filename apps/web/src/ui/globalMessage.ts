/**
 * The global message of shell-and-admin §4 ("other errors set a global message"): one slot, shown by
 * GlobalMessageSnackbar. A tiny external store so non-React code (the API client) can set it.
 */
export interface GlobalMessage {
  text: string;
  severity: 'error' | 'success' | 'info' | 'warning';
  /**
   * How long it shows, in ms; -1 = it stays until closed (records-explorer §3 alert message).
   * Default: errors stay (the server error alert has no auto-close, §8), the rest 5000 ms (§9).
   */
  timeout?: number;
  /** Diagnostic payload the copy button puts on the clipboard: {data, status, params, url}. */
  details?: { data: unknown; status: number; params: Record<string, string> | null; url: string };
}

/** records-explorer §9: the alert's progress moves every 100 ms; report messages last 5000 ms. */
export const ALERT_TICK_MS = 100;
export const DEFAULT_ALERT_TIMEOUT_MS = 5000;
export const STAYS = -1;

export function messageTimeout(message: Pick<GlobalMessage, 'severity' | 'timeout'>): number {
  return message.timeout ?? (message.severity === 'error' ? STAYS : DEFAULT_ALERT_TIMEOUT_MS);
}

/** The share of its time a message has left after `ticks` ticks (100 to 0), or null when it stays. */
export function remainingPercent(timeout: number, ticks: number): number | null {
  if (timeout <= 0) return null;
  return Math.max(0, 100 - (ticks * ALERT_TICK_MS * 100) / timeout);
}

type Listener = () => void;
let current: GlobalMessage | null = null;
const listeners = new Set<Listener>();

export const globalMessage = {
  get(): GlobalMessage | null {
    return current;
  },
  set(message: GlobalMessage): void {
    current = message;
    for (const l of listeners) l();
  },
  clear(): void {
    current = null;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
