import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, filtersFromUrl, filtersToUrl } from './filters';

describe('audit filters in the URL', () => {
  it('reads what is there and ignores what does not parse', () => {
    expect(filtersFromUrl(new URLSearchParams('entity=user&user=7&page=3&size=50'))).toEqual({
      entity: 'user',
      user: 7,
      page: 3,
      size: 50,
    });
    expect(filtersFromUrl(new URLSearchParams('user=abc&page=-1&size=33&entity='))).toEqual({
      entity: null,
      user: null,
      page: 1,
      size: DEFAULT_PAGE_SIZE,
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(filtersToUrl({ entity: null, user: null, page: 1, size: DEFAULT_PAGE_SIZE }).toString()).toBe('');
    const f = { entity: 'business_process', user: 2, page: 2, size: 100 };
    expect(filtersFromUrl(filtersToUrl(f))).toEqual(f);
  });
});
