import Box from '@mui/material/Box';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Draws its children only while near the visible part of `root` (a long document keeps a few
 * pages drawn, not hundreds); elsewhere a placeholder of the same size holds the place.
 */
export function NearView({
  root,
  width,
  height,
  children,
}: {
  root: RefObject<HTMLElement | null>;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      root: root.current,
      rootMargin: '600px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [root]);
  return (
    <Box ref={box} sx={{ width, height, bgcolor: 'common.white', boxShadow: 2, flexShrink: 0 }}>
      {near ? children : null}
    </Box>
  );
}
