import { useSyncExternalStore } from 'react';
import { chartAreaHeight } from '../logic/layout';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The charts layout's 100 % height for the current window (see `chartAreaHeight`). */
export function useChartAreaHeight(): number {
  return useSyncExternalStore(subscribe, () => chartAreaHeight(window.innerHeight));
}
