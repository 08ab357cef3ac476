import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type DateFieldOption, type DateRangeDraft, dateRangeProblem } from '../logic/dateRange';

/** Two days and the date they apply to (records-explorer §5 date range). */
export function DateRangeEditor({
  fields,
  value,
  onChange,
}: {
  fields: readonly DateFieldOption[];
  value: DateRangeDraft;
  onChange(next: DateRangeDraft): void;
}) {
  const { t } = useTranslation();
  const problem = dateRangeProblem(value.from, value.to);
  const touched = value.from !== '' || value.to !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <TextField
        select
        size="small"
        label={t('explorer.dates.field')}
        value={fields.some((f) => f.id === value.field) ? value.field : ''}
        onChange={(e) => onChange({ ...value, field: e.target.value })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-date-field' } as object } }}
      >
        {fields.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          type="date"
          size="small"
          label={t('explorer.dates.from')}
          value={value.from}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'filter-date-from', min: '1900-01-01', max: '2100-12-31' },
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          type="date"
          size="small"
          label={t('explorer.dates.to')}
          value={value.to}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          error={problem === 'endBeforeStart'}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'filter-date-to', min: '1900-01-01', max: '2100-12-31' },
          }}
          sx={{ flex: 1 }}
        />
      </Box>
      {touched && problem && (
        <Box
          data-testid="filter-date-error"
          sx={{ color: problem === 'endBeforeStart' ? 'error.main' : 'text.secondary', fontSize: 13 }}
        >
          {t(`explorer.dates.${problem}`)}
        </Box>
      )}
    </Box>
  );
}
