/**
 * The global message of shell-and-admin §4 ("other errors set a global message"): one slot, shown by
 * GlobalMessageSnackbar. A tiny external store so non-React code (the API client) can set it.
 */
export interface GlobalMessage {
  text: string;
  severity: 'error' | 'success' | 'info' | 'warning';
  /** Diagnostic payload the copy button puts on the clipboard: {data, status, params, url}. */
  details?: { data: unknown; status: number; params: Record<string, string> | null; url: string };
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
