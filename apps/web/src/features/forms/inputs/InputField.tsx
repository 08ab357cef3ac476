import type { FieldError, FormInput } from '@qualium/contracts';
import { type Draft, type DraftByShape, type DraftShape, draftAs, isDisplayOnly } from '../model/drafts';
import { AutocompleteInput } from './AutocompleteInput';
import { CheckboxInput } from './CheckboxInput';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { DirectoryInput } from './DirectoryInput';
import { DisplayInput } from './DisplayInput';
import { DynamicInput } from './DynamicInput';
import { DynamicSelectInput } from './DynamicSelectInput';
import { FileInput } from './FileInput';
import { IndicatorMetricInput } from './IndicatorMetricInput';
import { MetricEditInput } from './MetricEditInput';
import { NumericInput } from './NumericInput';
import { RelatedSelectInput } from './RelatedSelectInput';
import { SelectInput } from './SelectInput';
import { TagInput } from './TagInput';
import { TextInput } from './TextInput';
import { TimeEventInput } from './TimeEventInput';
import { TrackingInput } from './TrackingInput';
import { TreeviewInput } from './TreeviewInput';
import type { InputContext, InputProps } from './types';

/** One input of the generic dialog, by its kind (records-explorer §3 form input kinds). */
export function InputField({
  input,
  draft,
  onChange,
  errors,
  serverErrors,
  busy,
  context,
}: {
  input: FormInput;
  draft: Draft | undefined;
  onChange: (next: Draft) => void;
  errors: readonly FieldError[];
  serverErrors: readonly string[];
  busy: boolean;
  context: InputContext;
}) {
  if (isDisplayOnly(input)) return <DisplayInput input={input} />;
  const props = <S extends DraftShape>(shape: S): InputProps<S> => ({
    input,
    value: draftAs(shape, draft) as DraftByShape[S],
    onChange: onChange as (next: DraftByShape[S]) => void,
    errors,
    serverErrors,
    busy,
    context,
  });
  const choice = () => (input.multiple ? props('list') : props('text'));
  switch (input.kind) {
    case 'text':
    case 'textarea':
    case 'link':
      return <TextInput {...props('text')} />;
    case 'numeric':
      return <NumericInput {...props('text')} />;
    case 'date':
      return <DateInput {...props('text')} />;
    case 'date_time':
      return <DateTimeInput {...props('dateTime')} />;
    case 'select':
      return <SelectInput {...choice()} />;
    case 'autocomplete_select':
      return <AutocompleteInput {...choice()} />;
    case 'treeview_select':
      return <TreeviewInput {...choice()} />;
    case 'checkbox':
      return <CheckboxInput {...choice()} />;
    case 'dynamic_select':
      return <DynamicSelectInput {...choice()} />;
    case 'related_select':
      return <RelatedSelectInput {...choice()} />;
    case 'dynamic_input':
      return <DynamicInput {...props('text')} />;
    case 'directory':
      return <DirectoryInput {...props('text')} />;
    case 'tag':
      return <TagInput {...props('list')} />;
    case 'file':
      return <FileInput {...props('files')} />;
    case 'time_event':
      return <TimeEventInput {...props('timeEvent')} />;
    case 'metric_edit':
      return <MetricEditInput {...props('metrics')} />;
    case 'indicator_metric':
      return <IndicatorMetricInput {...props('metrics')} />;
    case 'indicator_tracking':
      return <TrackingInput {...props('tracking')} />;
    case 'computed':
    case 'state':
      return <DisplayInput input={input} />;
  }
}
