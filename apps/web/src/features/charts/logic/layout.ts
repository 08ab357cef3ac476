import type { BpChartLayoutNode } from '@qualium/contracts';

/**
 * The charts layout (records-explorer §2 Charts view, bp-definition §6) as boxes with CSS sizes.
 * A node's `size` is a percentage of its parent along the parent's direction: of the row's width,
 * or of the column's height. Heights need a reference, so the top level's 100 % is the chart area
 * (about one screen, `chartAreaHeight`): the top-level column grows down the page as its children
 * add up past 100 %, while nested rows and columns share their parent's box and children adding up
 * to more than 100 % are scaled to fit it. Siblings are 10 px apart (records-explorer §9 "chart gap 10 px").
 */

export const CHART_GAP_PX = 10;
/** Below this a chart's axes and legend stop being readable; a box never gets shorter. */
export const MIN_CHART_HEIGHT_PX = 240;
/** Containers narrower than this stack every chart in one column (phones). */
export const STACK_BELOW_PX = 600;

export type LayoutBox =
  | { kind: 'chart'; chart: string; width: string | null; height: number }
  | { kind: 'group'; direction: 'row' | 'column'; width: string | null; children: LayoutBox[] };

/** The top-level 100 %: the window's height less the app bar and the explorer's header, within bounds. */
export function chartAreaHeight(viewportHeight: number): number {
  return Math.round(Math.min(900, Math.max(560, viewportHeight - 140)));
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** Each child's share of its parent: its size as a fraction, scaled down when they add up past 100 %. */
function shares(children: readonly BpChartLayoutNode[], mayOverflow: boolean): number[] {
  const fractions = children.map((c) => c.size / 100);
  const sum = fractions.reduce((a, b) => a + b, 0);
  return mayOverflow || sum <= 1 ? fractions : fractions.map((f) => f / sum);
}

/** A row child's width: its share of the row less its share of the gaps, so shares of 100 % fill it exactly. */
function rowWidth(share: number, siblings: number): string {
  const gaps = (siblings - 1) * CHART_GAP_PX * share;
  return `calc(${round(share * 100)}% - ${round(gaps)}px)`;
}

function place(node: BpChartLayoutNode, height: number, width: string | null, topLevel: boolean): LayoutBox {
  if ('chart' in node) {
    return { kind: 'chart', chart: node.chart, width, height: Math.max(MIN_CHART_HEIGHT_PX, Math.round(height)) };
  }
  const n = node.children.length;
  if (node.direction === 'row') {
    const s = shares(node.children, false);
    return {
      kind: 'group',
      direction: 'row',
      width,
      children: node.children.map((child, i) => place(child, height, rowWidth(s[i]!, n), false)),
    };
  }
  const s = shares(node.children, topLevel);
  const usable = height - (n - 1) * CHART_GAP_PX;
  return {
    kind: 'group',
    direction: 'column',
    width,
    children: node.children.map((child, i) => place(child, usable * s[i]!, null, false)),
  };
}

/** The layout's boxes for a chart area of `areaHeight` pixels (the root's own size has no parent to take a share of). */
export function layoutBoxes(root: BpChartLayoutNode, areaHeight: number): LayoutBox {
  return place(root, areaHeight, null, true);
}

/** Every chart of the layout in reading order (depth first), for the stacked phone layout. */
export function chartOrder(node: BpChartLayoutNode): string[] {
  return 'chart' in node ? [node.chart] : node.children.flatMap(chartOrder);
}

/** Without a layout of its own a BP's charts stack in one column, in order (as the server answers). */
export function sectionLayout(section: { layout?: BpChartLayoutNode | undefined; charts: Array<{ id: string }> }) {
  return (
    section.layout ?? {
      direction: 'column' as const,
      size: 100,
      children: section.charts.map((c) => ({ chart: c.id, size: 100 })),
    }
  );
}

/** A chart's height when the charts stack on a phone; tables and heat maps take what they need. */
export function stackedHeight(type: string): number | null {
  if (type === 'table' || type === 'date_heatmap') return null;
  return type === 'pie' ? 360 : 320;
}
