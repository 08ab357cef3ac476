import type { BpChartLayoutNode } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import {
  CHART_GAP_PX,
  chartAreaHeight,
  chartOrder,
  type LayoutBox,
  layoutBoxes,
  MIN_CHART_HEIGHT_PX,
  sectionLayout,
  stackedHeight,
} from './layout';

const leaf = (chart: string, size = 100): BpChartLayoutNode => ({ chart, size });
const row = (children: BpChartLayoutNode[], size = 100): BpChartLayoutNode => ({ direction: 'row', size, children });
const column = (children: BpChartLayoutNode[], size = 100): BpChartLayoutNode => ({
  direction: 'column',
  size,
  children,
});

/** The chart boxes of a layout, by chart id. */
function charts(box: LayoutBox): Record<string, { width: string | null; height: number }> {
  if (box.kind === 'chart') return { [box.chart]: { width: box.width, height: box.height } };
  return Object.assign({}, ...box.children.map(charts));
}

describe('charts layout', () => {
  it('gives row children their percentage of the width, less their share of the 10 px gaps', () => {
    const boxes = layoutBoxes(row([leaf('a', 60), leaf('b', 40)]), 600);
    expect(charts(boxes)).toEqual({
      a: { width: 'calc(60% - 6px)', height: 600 },
      b: { width: 'calc(40% - 4px)', height: 600 },
    });
    // Three thirds: 2 gaps of 10 px shared out, so the widths and gaps add up to exactly 100 %.
    const thirds = charts(layoutBoxes(row([leaf('a', 100 / 3), leaf('b', 100 / 3), leaf('c', 100 / 3)]), 600));
    expect(thirds.a!.width).toBe('calc(33.3333% - 6.6667px)');
  });

  it('scales row children that add up past 100 % to fit the row', () => {
    const boxes = charts(layoutBoxes(row([leaf('a'), leaf('b')]), 600));
    expect(boxes.a!.width).toBe('calc(50% - 5px)');
    expect(boxes.b!.width).toBe('calc(50% - 5px)');
  });

  it('lets the top-level column grow down the page: each child a share of the chart area', () => {
    // The NC demo layout: three rows of 40/30/30 % and two charts of 100 % each.
    const nc = column([
      row([leaf('by_state', 50), leaf('by_severity', 50)], 40),
      row([leaf('by_origin', 60), leaf('by_cause', 40)], 30),
      row([leaf('opened', 50), leaf('cost', 50)], 30),
      leaf('heatmap'),
      leaf('table'),
    ]);
    const area = 1040;
    const usable = area - 4 * CHART_GAP_PX;
    const boxes = charts(layoutBoxes(nc, area));
    expect(boxes.by_state).toEqual({ width: 'calc(50% - 5px)', height: 0.4 * usable });
    expect(boxes.by_origin).toEqual({ width: 'calc(60% - 6px)', height: 0.3 * usable });
    expect(boxes.heatmap).toEqual({ width: null, height: usable });
  });

  it('fits a nested column into its row, sharing the height when its children add up past 100 %', () => {
    // The INDICATOR demo layout: a chart at 60 % beside a column of two charts of (default) 100 %.
    const indicator = row([leaf('score', 60), column([leaf('by_process'), leaf('by_state')], 40)]);
    const boxes = charts(layoutBoxes(indicator, 700));
    expect(boxes.score).toEqual({ width: 'calc(60% - 6px)', height: 700 });
    expect(boxes.by_process).toEqual({ width: null, height: (700 - CHART_GAP_PX) / 2 });
    expect(boxes.by_state!.height).toBe((700 - CHART_GAP_PX) / 2);
    const group = layoutBoxes(indicator, 700);
    expect(group.kind === 'group' && group.children[1]).toMatchObject({
      kind: 'group',
      direction: 'column',
      width: 'calc(40% - 4px)',
    });
  });

  it('keeps nested shares under 100 % as they are, and never makes a chart too short to read', () => {
    const boxes = charts(layoutBoxes(row([column([leaf('a', 30), leaf('b', 20)])]), 600));
    expect(boxes.a!.height).toBe(Math.max(MIN_CHART_HEIGHT_PX, 0.3 * 590));
    expect(boxes.b!.height).toBe(MIN_CHART_HEIGHT_PX);
  });

  it('takes the window height less the header as the chart area, within bounds', () => {
    expect(chartAreaHeight(800)).toBe(660);
    expect(chartAreaHeight(500)).toBe(560);
    expect(chartAreaHeight(2000)).toBe(900);
  });

  it('stacks the charts in reading order on phones, tables and heat maps as tall as they need', () => {
    expect(chartOrder(column([row([leaf('a'), column([leaf('b'), leaf('c')])]), leaf('d')]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(stackedHeight('pie')).toBe(360);
    expect(stackedHeight('bar')).toBe(320);
    expect(stackedHeight('table')).toBeNull();
    expect(stackedHeight('date_heatmap')).toBeNull();
  });

  it('lays out a definition without a layout as one column in order', () => {
    expect(sectionLayout({ charts: [{ id: 'a' }, { id: 'b' }] })).toEqual(column([leaf('a'), leaf('b')]));
    const own = row([leaf('b'), leaf('a')]);
    expect(sectionLayout({ layout: own, charts: [{ id: 'a' }, { id: 'b' }] })).toBe(own);
  });
});
