import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import { alpha, getLuminance, useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

/** State colours this light (white, the spec's default) would vanish on the page: drawn grey instead. */
const TOO_LIGHT = 0.85;

/**
 * A unit on the calendar: tinted and edged with its state's colour (records-explorer §3), its
 * reference and title; once its limit has passed, red with an alert icon, as in the lists.
 */
export function EventContent({ unit, timeText }: { unit: CalendarEvent; timeText: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const color = /^#[0-9a-f]{3,8}$/i.test(unit.color) ? unit.color : '#ffffff';
  const light = getLuminance(color) > TOO_LIGHT;
  const edge = light ? theme.palette.grey[400] : color;
  return (
    <Box
      data-testid="calendar-event"
      data-uid={unit.uid}
      data-overdue={unit.overdue || undefined}
      title={`${unit.reference} · ${unit.title} · ${unit.state}${unit.overdue ? ` · ${t('explorer.overdue')}` : ''}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        width: '100%',
        minWidth: 0,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        borderLeft: 4,
        borderLeftColor: edge,
        bgcolor: unit.overdue ? alpha(theme.palette.error.main, 0.1) : alpha(edge, light ? 0.18 : 0.16),
        color: unit.overdue ? 'error.dark' : 'text.primary',
        fontSize: 12.5,
        lineHeight: 1.35,
        cursor: 'pointer',
        overflow: 'hidden',
        '&:hover': { bgcolor: unit.overdue ? alpha(theme.palette.error.main, 0.18) : alpha(edge, 0.28) },
      }}
    >
      {unit.overdue && <WarningAmberIcon sx={{ fontSize: 14, flexShrink: 0 }} aria-label={t('explorer.overdue')} />}
      {timeText && (
        <Box component="span" sx={{ flexShrink: 0, color: 'text.secondary' }}>
          {timeText}
        </Box>
      )}
      <Box component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
        {unit.reference}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
        {unit.title}
      </Box>
    </Box>
  );
}
