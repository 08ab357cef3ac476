import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDependingChoices } from '../api';
import { rootLabelOf, rootValueOf } from './rootValue';
import { SelectInput } from './SelectInput';
import type { InputProps } from './types';

/**
 * Choices taken from the unit the root field names (get_depending_select_choices): e.g. the
 * standards of the audit an NC comes from. Nothing to choose until the root holds a unit.
 */
export function DynamicSelectInput(props: InputProps<'text'> | InputProps<'list'>) {
  const { input, context } = props;
  const { t } = useTranslation();
  const root = rootValueOf(input, context);
  const query = useQuery({
    queryKey: ['dependingChoices', context.scope, input.bp_reference, input.source_field_id, root],
    enabled: root !== '',
    queryFn: ({ signal }) => fetchDependingChoices(context.scope, context.centroId, input, root, signal),
  });
  const source = {
    options: query.data ?? [],
    loading: root !== '' && query.isPending,
    failed: query.isError,
    ...(root === '' ? { blocked: t('forms.dependent.chooseRoot', { label: rootLabelOf(input, context) }) } : {}),
  };
  return <SelectInput {...props} source={source} />;
}
