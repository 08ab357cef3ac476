import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The user's "reduce motion" setting (the operating system's or the browser's). With it, nothing
 * slides, fades, ripples, pulses or grows: dialogs, drawers and menus appear at once and charts
 * are drawn finished (WCAG 2.3.3). Something drawn once instead of frame by frame also costs
 * a slow machine's processor a good deal less.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for reduced motion, read at the first render (no second render on start). */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
}
