import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChoiceOption, FilterField } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import type { AdvancedFilters, AdvancedValue } from '../state/filterSet';

const DATE_KINDS = new Set(['date', 'date_time', 'date_limit']);
const NUMBER_KINDS = new Set(['numeric', 'decimal']);

/** Tree choices (treeview fields) as one indented list. */
function flatItems(items: readonly ChoiceOption[], depth = 0): Array<ChoiceOption & { depth: number }> {
  return items.flatMap((i) => [{ ...i, depth }, ...flatItems(i.children ?? [], depth + 1)]);
}

/** The draft without empty values: a cleared input is no filter. */
function setValue(all: AdvancedFilters, id: string, value: AdvancedValue | null): AdvancedFilters {
  const { [id]: _old, ...rest } = all;
  const empty =
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && !value.from && !value.to);
  return empty ? rest : { ...rest, [id]: value };
}

function RangeInputs({
  field,
  type,
  value,
  onChange,
}: {
  field: FilterField;
  type: 'date' | 'number';
  value: AdvancedValue | undefined;
  onChange(next: { from?: string; to?: string }): void;
}) {
  const { t } = useTranslation();
  const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const input = (end: 'from' | 'to') => (
    <TextField
      type={type}
      size="small"
      label={t(`explorer.dates.${end}`)}
      value={range[end] ?? ''}
      onChange={(e) => onChange({ ...range, [end]: e.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-adv-${field.id}-${end}` } }}
      sx={{ flex: 1 }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary" sx={{ mb: 0.75 }}>
        {field.label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {input('from')}
        {input('to')}
      </Box>
    </Box>
  );
}

/**
 * One input per filterable field of the business process (records-explorer §2 advanced filter):
 * a choice list for fields with choices, a from–to range for dates and numbers, text otherwise.
 */
export function AdvancedEditor({
  fields,
  value,
  onChange,
}: {
  fields: readonly FilterField[];
  value: AdvancedFilters;
  onChange(next: AdvancedFilters): void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      {fields.map((field) => {
        const current = value[field.id];
        const set = (v: AdvancedValue | null) => onChange(setValue(value, field.id, v));
        if (field.items.length > 0) {
          const selected = Array.isArray(current) ? current : typeof current === 'string' ? [current] : [];
          return (
            <TextField
              key={field.id}
              select
              size="small"
              label={field.label}
              value={field.multiple ? selected : (selected[0] ?? '')}
              onChange={(e) => {
                const next = e.target.value as string | string[];
                set(Array.isArray(next) ? next : next || null);
              }}
              slotProps={{
                select: {
                  multiple: field.multiple,
                  SelectDisplayProps: { 'data-testid': `filter-adv-${field.id}` } as object,
                },
              }}
            >
              {flatItems(field.items).map((item) => (
                <MenuItem key={item.value} value={item.value} sx={{ pl: 2 + item.depth * 2 }}>
                  {item.text}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (DATE_KINDS.has(field.kind) || NUMBER_KINDS.has(field.kind)) {
          return (
            <RangeInputs
              key={field.id}
              field={field}
              type={DATE_KINDS.has(field.kind) ? 'date' : 'number'}
              value={current}
              onChange={(r) => set(r)}
            />
          );
        }
        return (
          <TextField
            key={field.id}
            size="small"
            label={field.label}
            value={typeof current === 'string' ? current : ''}
            onChange={(e) => set(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `filter-adv-${field.id}`, maxLength: 200 } }}
          />
        );
      })}
    </Box>
  );
}
