import { useEffect, useSyncExternalStore } from 'react';
import { loadingLocks } from './loadingLocks';

/** Holds the named loading lock while `active` is true (e.g. while a query loads). */
export function useLoadingLock(name: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    loadingLocks.acquire(name);
    return () => loadingLocks.release(name);
  }, [name, active]);
}

export function useAnyLoadingLock(): boolean {
  // Also the server's snapshot: the login page is prerendered at build time (build/prerender-login.ts).
  return useSyncExternalStore(loadingLocks.subscribe, loadingLocks.isHeld, loadingLocks.isHeld);
}
