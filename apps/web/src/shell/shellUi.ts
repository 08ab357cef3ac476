import { useSyncExternalStore } from 'react';

/**
 * Which shell overlays are open. A tiny store instead of context so any button (top bar, home,
 * mobile drawer) can open the site selector or the password dialog without prop threading.
 */
export interface ShellUiState {
  siteSelector: boolean;
  password: boolean;
  mobileMenu: boolean;
}

let state: ShellUiState = { siteSelector: false, password: false, mobileMenu: false };
const listeners = new Set<() => void>();

export const shellUi = {
  get: (): ShellUiState => state,
  set(patch: Partial<ShellUiState>): void {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShellUi<T>(select: (s: ShellUiState) => T): T {
  const snapshot = () => select(shellUi.get());
  // Also the server's snapshot: the login page is prerendered at build time (build/prerender-login.ts).
  return useSyncExternalStore(shellUi.subscribe, snapshot, snapshot);
}
