import { describe, expect, it } from 'vitest';
import { canZoomOut, clampPage, fitScale, PDF_VIEWER, pageAt, zoomIn, zoomOut } from './viewerState';

describe('PDF viewer rules', () => {
  it('starts at 1.5 and zooms by 0.25, out only while above 0.5', () => {
    expect(PDF_VIEWER).toMatchObject({ defaultScale: 1.5, step: 0.25, previewScale: 0.25, scrollSettleMs: 100 });
    expect(zoomIn(1.5)).toBe(1.75);
    expect(zoomOut(1.5)).toBe(1.25);
    expect(zoomOut(0.75)).toBe(0.5);
    expect(canZoomOut(0.5)).toBe(false);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomOut(0.6)).toBe(true);
    expect(zoomOut(0.3)).toBe(0.3);
  });

  it('fits the widest page to the width, the tallest to the height', () => {
    const pages = [
      { width: 595, height: 842 },
      { width: 842, height: 595 },
    ];
    expect(fitScale('width', { width: 874, height: 600 }, pages)).toBe(1);
    expect(fitScale('height', { width: 874, height: 453 }, pages)).toBe(0.5);
    expect(fitScale('width', { width: 0, height: 0 }, pages)).toBe(1.5);
  });

  it('keeps the page input within 1..pages', () => {
    expect(clampPage('0', 12)).toBe(1);
    expect(clampPage('40', 12)).toBe(12);
    expect(clampPage('7', 12)).toBe(7);
    expect(clampPage('', 12)).toBeNull();
    expect(clampPage('abc', 12)).toBeNull();
  });

  it('tells the page on show from the scroll position', () => {
    const tops = [16, 1000, 2000];
    expect(pageAt(0, 800, tops)).toBe(1);
    expect(pageAt(700, 800, tops)).toBe(2);
    expect(pageAt(1900, 800, tops)).toBe(3);
  });
});
