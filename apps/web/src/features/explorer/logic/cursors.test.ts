import type { UnitCollection } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { listIdentity, NO_CURSORS, reachablePage, rememberNext, requestedPage, withCursor } from './cursors';

const answer = (page: number, next: string | null, exact = false): UnitCollection => ({
  units: [],
  count: 1000,
  count_exact: exact,
  page,
  columns: [],
  bp_name: '',
  labels: {},
  sort: { field: 'current_workflow_limit', desc: false },
  next_cursor: next,
});
const query = (page: number, extra: Record<string, string> = {}) => ({
  business_process: 'NC',
  search: 'horno',
  items_per_page: '10',
  offset: String((page - 1) * 10),
  ...extra,
});

describe('paging past the count cap', () => {
  it('pages by offset below the cap and by cursor past it', () => {
    const list = listIdentity(query(1));
    // Page 99's next page still starts within the count: offsets serve it.
    const below = rememberNext(NO_CURSORS, list, answer(99, 'c100'), 10);
    expect(withCursor(query(100), listIdentity(query(100)), below)).toEqual(query(100));
    // Page 100's next page starts at unit 1,001, past the capped count: its cursor is kept.
    const past = rememberNext(below, list, answer(100, 'c101'), 10);
    expect(withCursor(query(101), listIdentity(query(101)), past)).toEqual({ ...query(101), cursor: 'c101' });
    const deeper = rememberNext(past, list, answer(101, 'c102'), 10);
    expect(withCursor(query(102), listIdentity(query(102)), deeper).cursor).toBe('c102');
    // Going back to 101 uses its kept cursor; page 100 stays an offset page.
    expect(withCursor(query(101), listIdentity(query(101)), deeper).cursor).toBe('c101');
    expect(withCursor(query(100), listIdentity(query(100)), deeper)).toEqual(query(100));
  });

  it('keeps cursors per list: another filter, order or page size starts afresh', () => {
    const list = listIdentity(query(1));
    const kept = rememberNext(NO_CURSORS, list, answer(100, 'c101'), 10);
    expect(
      withCursor(query(101, { search: 'puerta' }), listIdentity(query(101, { search: 'puerta' })), kept).cursor,
    ).toBeUndefined();
    expect(
      withCursor(query(101, { sort_by: 'title:asc' }), listIdentity(query(101, { sort_by: 'title:asc' })), kept).cursor,
    ).toBeUndefined();
    expect(listIdentity(query(1))).toBe(listIdentity(query(7)));
    expect(listIdentity(query(1), 'demo/1')).not.toBe(listIdentity(query(1), 'demo/3'));
    const other = rememberNext(kept, listIdentity(query(1, { search: 'puerta' })), answer(100, 'p101'), 10);
    expect(other.byPage).toEqual({ 101: 'p101' });
  });

  it('keeps nothing for an exact count or a last page', () => {
    const list = listIdentity(query(1));
    expect(rememberNext(NO_CURSORS, list, answer(100, 'c101', true), 10).byPage).toEqual({});
    expect(rememberNext(NO_CURSORS, list, answer(100, null), 10).byPage).toEqual({});
  });

  it('reads the page of offset and related queries', () => {
    expect(requestedPage(query(101))).toBe(101);
    expect(requestedPage({ page: '4', units_per_page: '5' })).toBe(4);
  });

  it('offers the next page past a capped count only while there is more', () => {
    expect(reachablePage(3, 7, true, true)).toBe(7);
    expect(reachablePage(100, 100, false, true)).toBe(101);
    expect(reachablePage(140, 100, false, true)).toBe(141);
    expect(reachablePage(140, 100, false, false)).toBe(140);
    expect(reachablePage(5, 100, false, true)).toBe(100);
  });
});
