import InsightsIcon from '@mui/icons-material/Insights';
import TimelineIcon from '@mui/icons-material/Timeline';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { metricRows, trackingTable } from '../model/fieldDisplay';
import { MetricsTable } from '../parts/MetricsTable';
import { TrackingTable } from '../parts/TrackingTable';
import { useViewer } from '../ViewerContext';

/** The indicator box: the metric list of the box's `metrics` field. */
export function IndicatorBox({ field }: { field: string }) {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const metrics = metricRows(unit.fields[field]?.value, locale);
  if (metrics.length === 0) {
    return (
      <EmptyState
        icon={<InsightsIcon />}
        title={t('viewer.indicator.empty')}
        hint={t('viewer.indicator.emptyHint')}
        testId="viewer-indicator-empty"
      />
    );
  }
  return <MetricsTable metrics={metrics} />;
}

/** The indicator-tracking box: the tracked periods of the box's `indicator_tracking` field. */
export function IndicatorTrackingBox({ field }: { field: string }) {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const table = trackingTable(unit.fields[field]?.value, { locale, fields: unit.fields });
  if (table.rows.length === 0) {
    return (
      <EmptyState
        icon={<TimelineIcon />}
        title={t('viewer.tracking.empty')}
        hint={t('viewer.tracking.emptyHint')}
        testId="viewer-tracking-empty"
      />
    );
  }
  return <TrackingTable table={table} />;
}
