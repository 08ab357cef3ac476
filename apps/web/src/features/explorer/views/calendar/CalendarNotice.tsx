import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What the calendar says above its grid: that the load failed (with a retry), that the period has
 * no units, or that it shows only each day's first events of a crowded period. The grid stays below, so
 * the user can still move to another period.
 */
export function CalendarNotice({
  failed,
  empty,
  shown,
  count,
  onRetry,
}: {
  failed: boolean;
  empty: boolean;
  shown: number;
  count: number;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert
        severity="error"
        data-testid="calendar-error"
        sx={{ mx: 2, mb: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry} data-testid="calendar-retry">
            {t('explorer.states.retry')}
          </Button>
        }
      >
        {t('explorer.calendar.error')}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Box
        data-testid="calendar-empty"
        sx={{
          mx: 2,
          mb: 1.5,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <EventBusyIcon />
        <Box>
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{t('explorer.calendar.empty')}</Typography>
          <Typography variant="body2">{t('explorer.calendar.emptyHint')}</Typography>
        </Box>
      </Box>
    );
  }
  if (count > shown) {
    return (
      <Alert severity="info" data-testid="calendar-capped" sx={{ mx: 2, mb: 1.5 }}>
        {t('explorer.calendar.capped', { shown, count })}
      </Alert>
    );
  }
  return null;
}
