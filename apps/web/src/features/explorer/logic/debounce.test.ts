import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from '../../../ui/debounce';
import { SEARCH_DEBOUNCE_MS } from './search';

describe('search debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies only the last text, once typing pauses for a second', () => {
    const applied: string[] = [];
    const d = createDebouncer((v: string) => applied.push(v), SEARCH_DEBOUNCE_MS);
    d.push('e');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    d.push('et');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    d.push('eti');
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['eti']);
    vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['eti']);
  });

  it('applies at once on flush and never after cancel', () => {
    const applied: string[] = [];
    const d = createDebouncer((v: string) => applied.push(v), SEARCH_DEBOUNCE_MS);
    d.push('bomba');
    d.flush();
    expect(applied).toEqual(['bomba']);
    d.push('otra');
    d.cancel();
    vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['bomba']);
  });
});
