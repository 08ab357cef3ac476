import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen once (it stays true): what is below the fold loads
 * only when scrolled to. Where IntersectionObserver is missing, everything counts as seen.
 */
export function useSeen<T extends Element>(margin = '200px'): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || seen) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setSeen(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [seen, margin],
  );
  return [ref, seen];
}
