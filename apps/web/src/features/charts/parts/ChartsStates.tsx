import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { ChartFrame } from './ChartCard';

/** A chart's place while the numbers load: its frame with a shimmering title and body. */
export function ChartSkeleton({ height }: { height: number }) {
  return (
    <ChartFrame title={<Skeleton width="40%" />} height={height} testId="chart-loading">
      <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto' }} />
    </ChartFrame>
  );
}

/** The business process has no charts (its definition has no `charts` section). */
export function NoCharts() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="charts-none"
      icon={<InsertChartOutlinedIcon />}
      title={t('charts.noCharts')}
      hint={t('charts.noChartsHint')}
    />
  );
}

export function ChartsFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ pb: 4 }} data-testid="charts-error">
      <EmptyState icon={<ErrorOutlineIcon />} title={t('charts.error')} hint={t('charts.errorHint')} />
      <Box sx={{ textAlign: 'center', mt: -2 }}>
        <Button variant="outlined" onClick={onRetry} data-testid="charts-retry">
          {t('charts.retry')}
        </Button>
      </Box>
    </Box>
  );
}
