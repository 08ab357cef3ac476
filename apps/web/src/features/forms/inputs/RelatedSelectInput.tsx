import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { ChoiceOption } from '@qualium/contracts';
import { SEARCH_MIN_LENGTH } from '@qualium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUnits } from '../api';
import { RELATED_SEARCH_PAUSE_MS } from '../model/picker';
import { fieldHelp } from './fieldHelp';
import { RelatedPickerDialog } from './RelatedPickerDialog';
import type { InputProps } from './types';
import { useDebounced } from './useDebounced';

/**
 * Units to relate (related select): found in the explorer list of `target_business_process` (any
 * BP when absent, through global search) by reference, title or searchable fields. Searches need
 * 3 characters, as everywhere; until then the first units of the list are offered. The button
 * beside it opens the record picker on the same units (RelatedPickerDialog).
 */
export function RelatedSelectInput(props: InputProps<'text'> | InputProps<'list'>) {
  const { input, errors, serverErrors, busy, context } = props;
  const { t } = useTranslation();
  const multiple = Array.isArray(props.value);
  const held = (multiple ? (props.value as string[]) : [props.value as string]).filter((v) => v !== '');
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [typed, setTyped] = useState('');
  // What the user typed to search; the text MUI writes back after a choice is not a search.
  const [term, setTerm] = useState('');
  const search = useDebounced(term.length >= SEARCH_MIN_LENGTH ? term : '', RELATED_SEARCH_PAUSE_MS);
  // Labels of units seen in any answer, so chosen ones keep their reference and title.
  const labels = useRef(new Map<string, string>());
  const query = useQuery({
    queryKey: ['relatedSearch', context.scope, input.target_business_process, search],
    enabled: open,
    queryFn: ({ signal }) => searchUnits(context.scope, input.target_business_process, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  for (const option of query.data ?? []) labels.current.set(option.value, option.text);
  const options = (query.data ?? []).filter((o) => o.value !== context.unitUid);
  const chosen = held.map((uid) => ({ value: uid, text: labels.current.get(uid) ?? uid }));
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  const hint =
    term.length > 0 && term.length < SEARCH_MIN_LENGTH
      ? t('forms.related.minChars', { count: SEARCH_MIN_LENGTH })
      : t('forms.related.empty');
  const choose = (uids: string[]) => {
    if (multiple) (props as InputProps<'list'>).onChange(uids);
    else (props as InputProps<'text'>).onChange(uids[0] ?? '');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Autocomplete<ChoiceOption, boolean>
        multiple={multiple}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={multiple ? chosen : (chosen[0] ?? null)}
        onChange={(_, next) => {
          if (multiple) choose((next as ChoiceOption[]).map((o) => o.value));
          else {
            const one = next as ChoiceOption | null;
            choose(one ? [one.value] : []);
          }
        }}
        inputValue={typed}
        onInputChange={(_, text, reason) => {
          setTyped(text);
          setTerm(reason === 'input' ? text.trim() : '');
        }}
        // The server already matched the text (accent-insensitive); do not filter its answer again.
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.text}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        loading={query.isFetching}
        loadingText={t('forms.related.searching')}
        noOptionsText={query.isError ? t('forms.options.failed') : hint}
        disabled={input.disabled || busy}
        size="small"
        fullWidth
        sx={{ flex: 1, minWidth: 0 }}
        clearText={t('forms.options.clear')}
        openText={t('forms.options.open')}
        closeText={t('forms.options.close')}
        data-testid={`related-${input.id}`}
        renderInput={(params) => (
          <TextField
            {...params}
            {...help}
            label={input.label}
            required={input.required}
            placeholder={held.length === 0 ? input.placeholder || t('forms.related.placeholder') : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `input-${input.id}` },
            }}
          />
        )}
      />
      <IconButton
        onClick={() => setPicking(true)}
        disabled={input.disabled || busy}
        aria-label={t('forms.picker.open', { label: input.label })}
        title={t('forms.picker.open', { label: input.label })}
        data-testid={`related-picker-open-${input.id}`}
        sx={{ mt: 0.25 }}
      >
        <TableRowsOutlinedIcon />
      </IconButton>
      {picking && (
        <RelatedPickerDialog
          title={input.label}
          scope={context.scope}
          businessProcess={input.target_business_process}
          exclude={context.unitUid}
          multiple={multiple}
          chosen={held}
          onClose={() => setPicking(false)}
          onPick={(uids, seen) => {
            for (const [uid, text] of seen) labels.current.set(uid, text);
            choose(uids);
            setPicking(false);
          }}
        />
      )}
    </Box>
  );
}
