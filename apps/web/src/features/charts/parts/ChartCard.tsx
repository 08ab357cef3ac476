import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChartView } from '@qualium/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoxWidth } from '../../../ui/useBoxWidth';
import { chartSummary, isEmptyChart } from '../logic/definitions';
import { type Aggregate, chartOption } from '../logic/options';
import { EChart } from './EChart';
import { TableChart } from './TableChart';
import { useChartLook } from './useChartLook';

/** A chart's frame: its title above, its body below, the chart's numbers on the frame for tests and tools. */
export function ChartFrame({
  title,
  height,
  maxHeight,
  testId,
  data,
  children,
}: {
  title: ReactNode;
  height?: number;
  maxHeight?: number;
  testId?: string;
  data?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid={testId}
      {...data}
      sx={{
        height,
        maxHeight,
        minWidth: 0,
        borderRadius: 2,
        px: 2,
        pt: 1.5,
        pb: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 650, lineHeight: 1.3 }} noWrap>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NoChartData() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="chart-no-data"
      sx={{
        flex: 1,
        minHeight: 120,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        color: 'text.secondary',
        gap: 0.5,
        px: 2,
      }}
    >
      <InsertChartOutlinedIcon sx={{ fontSize: 36, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{t('charts.noData')}</Typography>
      <Typography variant="body2" sx={{ maxWidth: 320 }}>
        {t('charts.noDataHint')}
      </Typography>
    </Box>
  );
}

/** A chart drawn by ECharts, filling its body; the heat map takes the height its calendars need. */
function DrawnChart({ chart, aggregates, title }: { chart: ChartView; aggregates: Aggregate[]; title: string }) {
  const [ref, width] = useBoxWidth();
  const look = useChartLook(width);
  const drawn = useMemo(
    () => (width > 0 ? chartOption(chart, aggregates, look) : null),
    [chart, aggregates, look, width],
  );
  return (
    <Box
      ref={ref}
      // A chart of its own height must not flex: a flex basis would override the height.
      sx={{ position: 'relative', minHeight: 0, ...(drawn?.height ? { height: drawn.height } : { flex: 1 }) }}
    >
      {drawn && <EChart option={drawn.option} label={title} />}
    </Box>
  );
}

/**
 * One chart of the layout in its box: the title in the user's language, then the chart, its
 * table, or "no data" inside the box. ECharts charts take the box's height; the table and the heat
 * map take what they need (the table scrolls past the box's height).
 */
export function ChartCard({
  chart,
  title,
  aggregates,
  height,
}: {
  chart: ChartView;
  title: string;
  aggregates: Aggregate[];
  /** The box's height from the layout (or the stacked phone height); null lets the content decide. */
  height: number | null;
}) {
  const empty = isEmptyChart(chart);
  const ownHeight = chart.type === 'table' || chart.type === 'date_heatmap';
  return (
    <ChartFrame
      title={title}
      testId={`chart-${chart.id}`}
      data={{ 'data-chart-type': chart.type, 'data-values': chartSummary(chart) }}
      height={ownHeight || height === null ? undefined : height}
      maxHeight={chart.type === 'table' && height !== null ? Math.max(height, 320) : undefined}
    >
      {empty ? (
        <NoChartData />
      ) : chart.type === 'table' ? (
        <TableChart chartId={chart.id} data={chart.data} averages={aggregates[0] === 'avg'} />
      ) : (
        <DrawnChart chart={chart} aggregates={aggregates} title={title} />
      )}
    </ChartFrame>
  );
}
