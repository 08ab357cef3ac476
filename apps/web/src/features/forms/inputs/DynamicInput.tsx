import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDependingValue } from '../api';
import { rootLabelOf, rootValueOf } from './rootValue';
import { TextInput } from './TextInput';
import type { InputProps } from './types';

/**
 * A text filled from the unit the root field names (get_depending_input_value) when the root
 * changes; the user may still edit it. A root cleared clears it (dependents.ts).
 */
export function DynamicInput(props: InputProps<'text'>) {
  const { input, context, onChange } = props;
  const { t } = useTranslation();
  const root = rootValueOf(input, context);
  // The root the current text was filled for: a stored value is kept until the root changes.
  const filledFor = useRef(root);
  const query = useQuery({
    queryKey: ['dependingValue', context.scope, input.bp_reference, input.source_field_id, root],
    enabled: root !== '',
    queryFn: ({ signal }) => fetchDependingValue(context.scope, input, root, signal),
  });
  useEffect(() => {
    if (root === '') filledFor.current = '';
    if (!query.data || filledFor.current === root) return;
    filledFor.current = root;
    onChange(typeof query.data.data === 'string' ? query.data.data : query.data.readable);
  }, [query.data, root, onChange]);
  const loading = root !== '' && query.isFetching;
  const help =
    root === '' && props.value === '' ? t('forms.dependent.fillsFrom', { label: rootLabelOf(input, context) }) : '';
  return (
    <TextInput
      {...props}
      input={help && !input.help_text ? { ...input, help_text: help } : input}
      endAdornment={
        loading ? (
          <InputAdornment position="end">
            <CircularProgress size={16} />
          </InputAdornment>
        ) : undefined
      }
    />
  );
}
