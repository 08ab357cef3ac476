import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addTrackingRow, removeTrackingRow, setTrackingCell, setTrackingPeriod } from '../model/tracking';
import { fieldHelp } from './fieldHelp';
import { MetricCell } from './MetricCell';
import type { InputProps } from './types';

/**
 * Indicator tracking: one row per month with a value per metric of the indicator (records-explorer
 * §3: values keyed by metric id). Without metrics there is nothing to track, and the input says so.
 */
export function TrackingInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'tracking'>) {
  const { t } = useTranslation();
  const { metrics } = context;
  const disabled = input.disabled || busy;
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  const badCell = (period: string, metric: number) =>
    errors.some((e) => e.params?.period === period && e.params?.metric === String(metric));
  return (
    <FormControl fullWidth required={input.required} error={help.error} data-testid={`tracking-${input.id}`}>
      <FormLabel sx={{ fontSize: 13, mb: 1 }}>{input.label}</FormLabel>
      {metrics.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ p: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {t('forms.tracking.noMetrics')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: help.error ? 'error.main' : 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 150 }}>{t('forms.tracking.period')}</TableCell>
                {metrics.map((m) => (
                  <TableCell key={m.id} sx={{ minWidth: 140 }}>
                    {m.id}. {m.name}
                  </TableCell>
                ))}
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {value.length === 0 && (
                <TableRow>
                  <TableCell colSpan={metrics.length + 2} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                    {t('forms.tracking.empty')}
                  </TableCell>
                </TableRow>
              )}
              {value.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's period is edited in place, so its place is its identity
                <TableRow key={index}>
                  <TableCell>
                    <TextField
                      type="month"
                      size="small"
                      value={row.period}
                      disabled={disabled}
                      onChange={(e) => onChange(setTrackingPeriod(value, index, e.target.value))}
                      slotProps={{
                        htmlInput: {
                          'data-testid': `tracking-period-${index}`,
                          'aria-label': t('forms.tracking.period'),
                        },
                      }}
                    />
                  </TableCell>
                  {metrics.map((m) => (
                    <TableCell key={m.id}>
                      <MetricCell
                        metric={m}
                        value={row.values[String(m.id)] ?? ''}
                        onChange={(text) => onChange(setTrackingCell(value, index, String(m.id), text))}
                        disabled={disabled}
                        error={badCell(row.period, m.id)}
                        lang={context.lang}
                        testId={`tracking-${index}-${m.id}`}
                      />
                    </TableCell>
                  ))}
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={t('forms.tracking.remove')}
                      onClick={() => onChange(removeTrackingRow(value, index))}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {help.helperText && <FormHelperText>{help.helperText}</FormHelperText>}
      {metrics.length > 0 && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
          onClick={() => onChange(addTrackingRow(value))}
          data-testid={`tracking-add-${input.id}`}
        >
          {t('forms.tracking.add')}
        </Button>
      )}
    </FormControl>
  );
}
