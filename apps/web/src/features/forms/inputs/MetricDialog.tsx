import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type FieldError,
  type IndicatorMetric,
  METRIC_NAME_MAX,
  METRIC_PERCENTAGE_INPUT_MAX,
  METRIC_TYPES,
  METRIC_UNITS_MAX,
  type MetricType,
} from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { fetchSubindicators } from '../api';
import { blankMetricForm, checkMetricForm, type MetricFormDraft, metricFormOf, metricOfForm } from '../model/metrics';
import { fieldHelp } from './fieldHelp';
import type { InputContext } from './types';

/**
 * The metric modal (records-explorer §2 Other, §5): name, description, weight and the metric's
 * configuration, all required. Number: integer or decimal, only positive, units (≤ 16).
 * Category: names (≤ 64) with the percentage of fulfilment each stands for (0-100, typed in at
 * most 12 characters). Sub-indicator: the indicator unit it takes its score from.
 */
export function MetricDialog({
  metric,
  id,
  context,
  onSave,
  onClose,
}: {
  /** The metric edited, or undefined for a new one. */
  metric: IndicatorMetric | undefined;
  id: number;
  context: InputContext;
  onSave: (metric: IndicatorMetric) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form, setForm] = useState<MetricFormDraft>(() =>
    metric ? metricFormOf(metric, context.lang) : blankMetricForm(),
  );
  const [tried, setTried] = useState(false);
  const errors = checkMetricForm(form);
  const shown = (at: string): FieldError[] => (tried ? (errors[at] ?? []) : []);
  const help = (at: string, text = '') => fieldHelp(text, shown(at), [], context.lang);
  const set = (patch: Partial<MetricFormDraft>) => setForm((f) => ({ ...f, ...patch }));
  const subindicators = useQuery({
    queryKey: ['subindicators', context.siteScope, context.unitUid],
    enabled: form.type === 'indicator',
    queryFn: ({ signal }) => fetchSubindicators(context.siteScope, context.unitUid, signal),
    staleTime: 60_000,
  });

  const save = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) onSave(metricOfForm(form, id, metric));
  };
  const setCategory = (index: number, patch: Partial<MetricFormDraft['categories'][number]>) =>
    set({ categories: form.categories.map((c, i) => (i === index ? { ...c, ...patch } : c)) });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile} data-testid="metric-dialog">
      <DialogTitle>{metric ? t('forms.metrics.editTitle') : t('forms.metrics.newTitle')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              {...help('name')}
              label={t('forms.metrics.name')}
              required
              fullWidth
              size="small"
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: METRIC_NAME_MAX, 'data-testid': 'metric-name' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...help('weight')}
              label={t('forms.metrics.weight')}
              required
              fullWidth
              size="small"
              value={form.weight}
              onChange={(e) => set({ weight: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'metric-weight' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...help('description')}
              label={t('forms.metrics.description')}
              required
              fullWidth
              multiline
              minRows={2}
              size="small"
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'metric-description' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...help('type')}
              select
              label={t('forms.metrics.type')}
              required
              fullWidth
              size="small"
              value={form.type}
              onChange={(e) => set({ type: e.target.value as MetricType })}
              slotProps={{ htmlInput: { 'data-testid': 'metric-type' } }}
            >
              {METRIC_TYPES.map((type) => (
                <MenuItem key={type} value={type} data-testid={`metric-type-${type}`}>
                  {t(`forms.metrics.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {form.type === 'number' && (
            <>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  label={t('forms.metrics.numberType')}
                  fullWidth
                  size="small"
                  value={form.number_type}
                  onChange={(e) => set({ number_type: e.target.value as 'int' | 'float' })}
                >
                  <MenuItem value="int">{t('forms.metrics.int')}</MenuItem>
                  <MenuItem value="float">{t('forms.metrics.float')}</MenuItem>
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...help('units')}
                  label={t('forms.metrics.units')}
                  required
                  fullWidth
                  size="small"
                  value={form.units}
                  onChange={(e) => set({ units: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: METRIC_UNITS_MAX, 'data-testid': 'metric-units' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormControlLabel
                  label={t('forms.metrics.onlyPositive')}
                  control={
                    <Checkbox checked={form.only_positive} onChange={(e) => set({ only_positive: e.target.checked })} />
                  }
                />
              </Grid>
            </>
          )}
          {form.type === 'category' && (
            <Grid size={12}>
              <Typography
                variant="subtitle2"
                sx={{ mb: 1 }}
                color={shown('categories').length > 0 ? 'error' : undefined}
              >
                {t('forms.metrics.categories')}
              </Typography>
              <Stack spacing={1}>
                {form.categories.map((category, index) => (
                  // Rows have no identity of their own but their place; names may be edited freely.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      {...help(`category.${index}.name`)}
                      label={t('forms.metrics.categoryName')}
                      required
                      size="small"
                      sx={{ flex: 2 }}
                      value={category.name}
                      onChange={(e) => setCategory(index, { name: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: METRIC_NAME_MAX, 'data-testid': `category-name-${index}` } }}
                    />
                    <TextField
                      {...help(`category.${index}.percentage`)}
                      label={t('forms.metrics.percentage')}
                      required
                      size="small"
                      sx={{ flex: 1 }}
                      value={category.percentage}
                      onChange={(e) => setCategory(index, { percentage: e.target.value })}
                      slotProps={{
                        htmlInput: {
                          maxLength: METRIC_PERCENTAGE_INPUT_MAX,
                          inputMode: 'decimal',
                          'data-testid': `category-percentage-${index}`,
                        },
                      }}
                    />
                    <IconButton
                      aria-label={t('forms.metrics.removeCategory')}
                      disabled={form.categories.length === 1}
                      onClick={() => set({ categories: form.categories.filter((_, i) => i !== index) })}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ mt: 1 }}
                onClick={() => set({ categories: [...form.categories, { name: '', percentage: '' }] })}
                data-testid="category-add"
              >
                {t('forms.metrics.addCategory')}
              </Button>
            </Grid>
          )}
          {form.type === 'indicator' && (
            <Grid size={12}>
              <TextField
                {...help(
                  'indicator_uid',
                  subindicators.isError
                    ? t('forms.options.failed')
                    : subindicators.data?.length === 0
                      ? t('forms.metrics.noSubindicators')
                      : '',
                )}
                select
                label={t('forms.metrics.subindicator')}
                required
                fullWidth
                size="small"
                value={form.indicator_uid}
                onChange={(e) => set({ indicator_uid: String(e.target.value) })}
                slotProps={{ htmlInput: { 'data-testid': 'metric-subindicator' } }}
              >
                {(subindicators.data ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
                {form.indicator_uid !== '' && !subindicators.data?.some((o) => o.value === form.indicator_uid) && (
                  <MenuItem value={form.indicator_uid}>{form.indicator_uid}</MenuItem>
                )}
              </TextField>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forms.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="metric-save">
          {t('forms.metrics.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
