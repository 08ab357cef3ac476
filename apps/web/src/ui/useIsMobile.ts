import { useSyncExternalStore } from 'react';
import { isMobileViewport } from './mobile';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => isMobileViewport(window.innerWidth, window.innerHeight);

export function useIsMobile(): boolean {
  // The same snapshot on the server: the login page is prerendered at build time (build/prerender-login.ts).
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
