import type { ProcessTreeNode } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { checkedCentros, isCentroFiltered, normalizeCentros } from './centros';
import { dateRangeProblem } from './dateRange';
import { isProcessChecked, toggleProcess } from './processTree';
import { searchToApply } from './search';

describe('search rule (records-explorer §5)', () => {
  it('applies 3 characters or more, the cleared box, and nothing in between', () => {
    expect(searchToApply('eti')).toBe('eti');
    expect(searchToApply('  etiqueta  ')).toBe('etiqueta');
    expect(searchToApply('')).toBe('');
    expect(searchToApply('   ')).toBe('');
    expect(searchToApply('et')).toBeNull();
    expect(searchToApply('e')).toBeNull();
  });
});

describe('date range rule', () => {
  it('needs two dates with the end not before the start', () => {
    expect(dateRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(dateRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(dateRangeProblem('2026-01-31', '2026-01-01')).toBe('endBeforeStart');
    expect(dateRangeProblem('2026-01-31', '')).toBe('incomplete');
    expect(dateRangeProblem('', '')).toBe('incomplete');
    expect(dateRangeProblem('2026-02-01', '2026-02-30')).toBe('incomplete');
  });
});

describe('centro filter rule', () => {
  it('counts as filtered with several centres or another one', () => {
    expect(isCentroFiltered([], 1)).toBe(false);
    expect(isCentroFiltered([1], 1)).toBe(false);
    expect(isCentroFiltered([2], 1)).toBe(true);
    expect(isCentroFiltered([1, 2], 1)).toBe(true);
  });
  it('keeps "just the current centre" as no filter, and shows it ticked when nothing is chosen', () => {
    expect(normalizeCentros([1], 1)).toEqual([]);
    expect(normalizeCentros([3, 1, 3], 1)).toEqual([1, 3]);
    expect(checkedCentros([], 1)).toEqual([1]);
    expect(checkedCentros([2, 3], 1)).toEqual([2, 3]);
  });
});

const node = (id: number, participating: boolean, children: ProcessTreeNode[] = []): ProcessTreeNode =>
  ({ id, name: `P${id}`, reference: `P-${id}`, participating, children }) as unknown as ProcessTreeNode;

describe('process tree selection', () => {
  const leafA = node(3, true);
  const leafB = node(4, true);
  const parent = node(2, true, [leafA, leafB]);
  const root = node(1, false, [parent, node(5, false)]);

  it('selecting a parent selects every descendant; deselecting deselects them', () => {
    expect(toggleProcess([], parent)).toEqual([2, 3, 4]);
    expect(toggleProcess([2, 3, 4, 9], parent)).toEqual([9]);
  });

  it('never selects processes the user does not participate in', () => {
    expect(toggleProcess([], root)).toEqual([2, 3, 4]);
    expect(isProcessChecked([2, 3, 4], root)).toBe(true);
    expect(isProcessChecked([3], root)).toBe(false);
    expect(toggleProcess([2, 3, 4], root)).toEqual([]);
  });
});
