import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_TYPES,
  type CalendarType,
  DAY_INTERVALS,
  type DayInterval,
  WEEKDAY_SETS,
  type WeekdaySet,
} from '../../state/calendarState';

/**
 * The calendar's controls (records-explorer §2): today, previous and next, the title, month / week
 * / day, the weekday set, and for weeks and days the day interval.
 */
export function CalendarToolbar({
  title,
  type,
  weekdays,
  interval,
  isToday,
  onToday,
  onStep,
  onType,
  onWeekdays,
  onInterval,
}: {
  title: string;
  type: CalendarType;
  weekdays: WeekdaySet;
  interval: DayInterval;
  /** Today is already on screen. */
  isToday: boolean;
  onToday(): void;
  onStep(direction: 1 | -1): void;
  onType(type: CalendarType): void;
  onWeekdays(set: WeekdaySet): void;
  onInterval(interval: DayInterval): void;
}) {
  const { t } = useTranslation();
  const previous = t(`explorer.calendar.previous.${type}`);
  const next = t(`explorer.calendar.next.${type}`);
  return (
    <Box
      data-testid="calendar-toolbar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1, px: 2, py: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          onClick={onToday}
          disabled={isToday}
          data-testid="calendar-today"
          sx={{ borderColor: 'divider', mr: 0.5 }}
        >
          {t('explorer.calendar.today')}
        </Button>
        <Tooltip title={previous}>
          <IconButton onClick={() => onStep(-1)} aria-label={previous} data-testid="calendar-prev">
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={next}>
          <IconButton onClick={() => onStep(1)} aria-label={next} data-testid="calendar-next">
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        data-testid="calendar-title"
        sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 180 }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_, next: CalendarType | null) => next && onType(next)}
        aria-label={t('explorer.calendar.type')}
        data-testid="calendar-type"
      >
        {CALENDAR_TYPES.map((kind) => (
          <ToggleButton key={kind} value={kind} data-testid={`calendar-type-${kind}`} sx={{ px: 1.5 }}>
            {t(`explorer.calendar.types.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('explorer.calendar.weekdays')}
        value={weekdays}
        onChange={(e) => onWeekdays(e.target.value as WeekdaySet)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'calendar-weekdays' } as object } }}
        sx={{ minWidth: 170 }}
      >
        {WEEKDAY_SETS.map((set) => (
          <MenuItem key={set} value={set} data-testid={`calendar-weekdays-${set}`}>
            {t(`explorer.calendar.weekdaySets.${set}`)}
          </MenuItem>
        ))}
      </TextField>
      {type !== 'month' && (
        <TextField
          select
          size="small"
          label={t('explorer.calendar.interval')}
          value={interval}
          onChange={(e) => onInterval(e.target.value as DayInterval)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'calendar-interval' } as object } }}
          sx={{ minWidth: 170 }}
        >
          {DAY_INTERVALS.map((choice) => (
            <MenuItem key={choice} value={choice} data-testid={`calendar-interval-${choice}`}>
              {t(`explorer.calendar.intervals.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
