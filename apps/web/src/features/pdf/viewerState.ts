/**
 * The PDF viewer's rules (records-explorer §4 "Viewer defaults", §5 PDF page input, §9): scale 1.5,
 * zoom step 0.25, zoom out only while the scale is above 0.5, thumbnails at 0.25, fit modes width,
 * height and overflow (the free scale), page input clamped to 1..pages, scroll settling 100 ms.
 */
export const PDF_VIEWER = {
  defaultScale: 1.5,
  step: 0.25,
  zoomOutAbove: 0.5,
  previewScale: 0.25,
  scrollSettleMs: 100,
} as const;

export type FitMode = 'width' | 'height' | 'overflow';

export interface Size {
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export const zoomIn = (scale: number) => round(scale + PDF_VIEWER.step);

export const canZoomOut = (scale: number) => scale > PDF_VIEWER.zoomOutAbove;

/** One step smaller, while the scale is above 0.5 (never down to nothing). */
export function zoomOut(scale: number): number {
  if (!canZoomOut(scale)) return scale;
  return round(Math.max(PDF_VIEWER.step, scale - PDF_VIEWER.step));
}

/** The scale that fits the widest page's width, or the tallest page's height, in the view (less its padding). */
export function fitScale(mode: Exclude<FitMode, 'overflow'>, view: Size, pages: readonly Size[], padding = 32): number {
  if (pages.length === 0 || view.width <= padding || view.height <= padding) return PDF_VIEWER.defaultScale;
  const widest = Math.max(...pages.map((p) => p.width));
  const tallest = Math.max(...pages.map((p) => p.height));
  const scale = mode === 'width' ? (view.width - padding) / widest : (view.height - padding) / tallest;
  return round(Math.max(0.1, scale));
}

/** A typed page number within 1..pages (empty or not a number: null, nothing to go to). */
export function clampPage(value: string | number, pages: number): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n) || pages < 1) return null;
  return Math.min(Math.max(1, Math.round(n)), pages);
}

/**
 * The page on show: the last page whose top is above the middle of the view (tops are offsets
 * from the top of the scrolled content).
 */
export function pageAt(scrollTop: number, viewHeight: number, tops: readonly number[]): number {
  const line = scrollTop + viewHeight / 2;
  let page = 1;
  tops.forEach((top, i) => {
    if (top <= line) page = i + 1;
  });
  return page;
}
