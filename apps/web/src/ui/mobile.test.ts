import { describe, expect, it } from 'vitest';
import { isMobileViewport } from './mobile';

describe('isMobileViewport', () => {
  it('uses the 960 px breakpoint inclusively', () => {
    expect(isMobileViewport(960, 500)).toBe(true);
    expect(isMobileViewport(961, 500)).toBe(false);
    expect(isMobileViewport(1920, 1080)).toBe(false);
  });
  it('treats portrait windows as mobile', () => {
    expect(isMobileViewport(1200, 1600)).toBe(true);
    expect(isMobileViewport(1200, 1200)).toBe(false);
  });
});
