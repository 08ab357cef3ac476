import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current by a ResizeObserver (window resizes, a drawer opening,
 * the layout stacking on a phone). Returns a callback ref to put on the element, and the width
 * (0 until it is first measured).
 */
export function useBoxWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    // React 19 calls a callback ref's cleanup when the element goes away.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
