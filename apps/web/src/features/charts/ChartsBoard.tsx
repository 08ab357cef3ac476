import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { BpChartLayoutNode, BpCharts, ChartView } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useBoxWidth } from '../../ui/useBoxWidth';
import { useChartDefinitions, useCharts } from './api/useCharts';
import { aggregatesOf } from './logic/definitions';
import { CHART_GAP_PX, chartOrder, layoutBoxes, STACK_BELOW_PX, sectionLayout, stackedHeight } from './logic/layout';
import { ChartCard } from './parts/ChartCard';
import { ChartSkeleton, ChartsFailed, NoCharts } from './parts/ChartsStates';
import { LayoutView } from './parts/LayoutView';
import { useChartAreaHeight } from './parts/useChartAreaHeight';

const SKELETON_HEIGHT_PX = 280;

/** The layout drawn in full on a wide box, or its charts one under the other on a phone. */
function Arrangement({
  layout,
  stacked,
  renderChart,
}: {
  layout: BpChartLayoutNode;
  stacked: boolean;
  renderChart(chartId: string, height: number | null): ReactNode;
}) {
  const areaHeight = useChartAreaHeight();
  const boxes = useMemo(() => layoutBoxes(layout, areaHeight), [layout, areaHeight]);
  if (!stacked) return <LayoutView box={boxes} renderChart={renderChart} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: `${CHART_GAP_PX}px` }}>
      {chartOrder(layout).map((id) => (
        <Box key={id}>{renderChart(id, null)}</Box>
      ))}
    </Box>
  );
}

/**
 * A business process's charts over the explorer's filters (records-explorer §2 Charts view): the
 * definition's layout of rows and columns, every chart type, reloaded on every filter change (the
 * load in flight is cancelled) with the previous charts kept on screen meanwhile. Designed states:
 * a skeleton per chart while loading, "no charts" for a business process without them, "no data"
 * inside a chart with nothing to draw, and an error with a retry.
 */
export function ChartsBoard({
  businessProcess,
  query,
}: {
  businessProcess: string | null;
  /** The charts call's filters (`chartsQuery`); null while they are not known yet. */
  query: Record<string, string> | null;
}) {
  const { t } = useTranslation();
  const charts = useCharts(query);
  const section: BpCharts | null = useChartDefinitions(businessProcess).data ?? null;
  const [ref, width] = useBoxWidth();
  const stacked = width > 0 && width < STACK_BELOW_PX;
  const lang = currentLanguage();

  const titleOf = (chart: ChartView) => {
    const defined = section?.charts.find((c) => c.id === chart.id);
    return defined ? localizedText(defined.title, lang) : chart.title;
  };

  const body = () => {
    const data = charts.data;
    if (businessProcess === null) return <NoCharts />;
    if (!data) {
      if (charts.isError) return <ChartsFailed onRetry={() => void charts.refetch()} />;
      if (section === null) return <ChartSkeleton height={SKELETON_HEIGHT_PX} />;
      return (
        <Arrangement
          layout={sectionLayout(section)}
          stacked={stacked}
          renderChart={(id, height) => {
            // Tables and heat maps end up as tall as their content: a standard box until it is known.
            const type = section.charts.find((c) => c.id === id)?.type ?? 'bar';
            const own = height === null || stackedHeight(type) === null;
            return <ChartSkeleton height={own ? SKELETON_HEIGHT_PX : height} />;
          }}
        />
      );
    }
    if (data.layout === null) return <NoCharts />;
    const byId = new Map(data.charts.map((c) => [c.id, c]));
    return (
      <Arrangement
        layout={data.layout}
        stacked={stacked}
        renderChart={(id, height) => {
          const chart = byId.get(id);
          if (!chart) return null;
          return (
            <ChartCard
              chart={chart}
              title={titleOf(chart)}
              aggregates={aggregatesOf(section, chart)}
              height={stacked ? stackedHeight(chart.type) : height}
            />
          );
        }}
      />
    );
  };

  const reloading = charts.isFetching && charts.data !== undefined;
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={t('charts.region')}
      aria-busy={charts.isFetching}
      data-testid="charts-view"
      sx={{ position: 'relative', p: `${CHART_GAP_PX}px`, bgcolor: 'background.default' }}
    >
      {reloading && (
        <LinearProgress
          aria-label={t('charts.reloading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }}
        />
      )}
      {body()}
    </Box>
  );
}
