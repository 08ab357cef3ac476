import { MOBILE_BREAKPOINT_PX } from '@qualium/contracts';

/** shell-and-admin §4: mobile mode when the window is at most 960 px wide or taller than it is wide. */
export function isMobileViewport(width: number, height: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX || width < height;
}
