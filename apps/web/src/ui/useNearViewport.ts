import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen or about to be: lazy pictures load only then. Stays true once
 * seen, so scrolling back does not load them again.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
