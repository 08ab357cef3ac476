import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  addToDictionary,
  addToList,
  type JsonObject,
  type JsonValue,
  kindOf,
  removeAt,
  removeKey,
  replaceAt,
  replaceKey,
} from './model';
import { NewPropertyForm } from './NewPropertyForm';
import { BooleanInput, NumberInput, TextInput } from './ScalarInputs';

export interface PropertyEditorProps {
  /** Any JSON value: a text, a number, a boolean, a list or a dictionary of them (null shows as empty). */
  value: JsonValue;
  onChange(next: JsonValue): void;
  /** What the value is named for screen readers (a text, number or boolean value). */
  label: string;
  disabled?: boolean;
}

/**
 * The generic property editor (records-explorer §2 Other): string, number, boolean, list and
 * dictionary inputs, nested as deep as the value is. Lists and dictionaries add properties with
 * the new-property form and remove them one by one. Controlled: each change hands the whole new
 * value to `onChange`.
 */
export function PropertyEditor({ value, onChange, label, disabled }: PropertyEditorProps) {
  const { t } = useTranslation();
  switch (kindOf(value)) {
    case 'text':
      return <TextInput value={value as string} onChange={onChange} label={label} disabled={disabled} />;
    case 'number':
      return <NumberInput value={value as number} onChange={onChange} label={label} disabled={disabled} />;
    case 'boolean':
      return <BooleanInput value={value as boolean} onChange={onChange} label={label} disabled={disabled} />;
    case 'list':
      return <ListEditor list={value as JsonValue[]} onChange={onChange} disabled={disabled} />;
    case 'dictionary':
      return <DictionaryEditor dictionary={value as JsonObject} onChange={onChange} disabled={disabled} />;
    case 'null':
      // Only a value from outside is null (the editor never makes one): its entry's chip names it.
      return (
        <Typography
          color="text.disabled"
          aria-label={t('bpAdmin.propertyEditor.types.null')}
          data-testid="property-null"
        >
          —
        </Typography>
      );
  }
}

/** One entry of a list or dictionary: its name (or position) and type, the editor, a remove button. */
function Entry({
  name,
  value,
  onChange,
  onRemove,
  disabled,
}: {
  name: string;
  value: JsonValue;
  onChange(next: JsonValue): void;
  onRemove(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const kind = kindOf(value);
  const nested = kind === 'list' || kind === 'dictionary';
  return (
    <Box data-testid="property-entry" data-kind={kind} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`bpAdmin.propertyEditor.types.${kind}`)} sx={{ height: 20 }} />
        <Box sx={{ flex: 1 }} />
        <IconButton
          size="small"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('bpAdmin.propertyEditor.remove', { name })}
          data-testid="property-remove"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={nested ? { pl: 1.5, borderLeft: 2, borderColor: 'divider' } : undefined}>
        <PropertyEditor value={value} onChange={onChange} label={name} disabled={disabled} />
      </Box>
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
}

function ListEditor({
  list,
  onChange,
  disabled,
}: {
  list: JsonValue[];
  onChange(next: JsonValue[]): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid="property-list" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {list.length === 0 && <Empty text={t('bpAdmin.propertyEditor.emptyList')} />}
      {list.map((item, i) => (
        <Entry
          // Items have no identity but their place: removing one re-renders those after it.
          // biome-ignore lint/suspicious/noArrayIndexKey: list items are addressed by position
          key={i}
          name={t('bpAdmin.propertyEditor.item', { number: i + 1 })}
          value={item}
          onChange={(next) => onChange(replaceAt(list, i, next))}
          onRemove={() => onChange(removeAt(list, i))}
          disabled={disabled}
        />
      ))}
      <NewPropertyForm
        container="list"
        existing={[]}
        onAdd={(p) => onChange(addToList(list, p.type))}
        disabled={disabled}
      />
    </Box>
  );
}

function DictionaryEditor({
  dictionary,
  onChange,
  disabled,
}: {
  dictionary: JsonObject;
  onChange(next: JsonObject): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const keys = Object.keys(dictionary);
  return (
    <Box data-testid="property-dictionary" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {keys.length === 0 && <Empty text={t('bpAdmin.propertyEditor.emptyDictionary')} />}
      {keys.map((key) => (
        <Entry
          key={key}
          name={key}
          value={dictionary[key] as JsonValue}
          onChange={(next) => onChange(replaceKey(dictionary, key, next))}
          onRemove={() => onChange(removeKey(dictionary, key))}
          disabled={disabled}
        />
      ))}
      <NewPropertyForm
        container="dictionary"
        existing={keys}
        onAdd={(p) => onChange(addToDictionary(dictionary, p))}
        disabled={disabled}
      />
    </Box>
  );
}
