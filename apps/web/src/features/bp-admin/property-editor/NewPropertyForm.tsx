import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Container, type NewProperty, newPropertyProblem, PROPERTY_TYPES, type PropertyType } from './model';

/**
 * The new-property form (records-explorer §2 Other): a type among text, dictionary, list, number
 * and boolean, and — only when it goes into a dictionary — a name, required and not taken yet.
 * Closed, it is an "Add" button.
 */
export function NewPropertyForm({
  container,
  existing,
  onAdd,
  disabled,
}: {
  container: Container;
  /** The dictionary's names (a list has none). */
  existing: readonly string[];
  onAdd(property: NewProperty): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [type, setType] = useState<PropertyType>('text');
  const [tried, setTried] = useState(false);
  const problem = newPropertyProblem(container, name, existing);
  const close = () => {
    setOpen(false);
    setName('');
    setType('text');
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (problem) return;
    onAdd({ name, type });
    close();
  };

  if (!open) {
    return (
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="property-add"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(container === 'list' ? 'bpAdmin.propertyEditor.addItem' : 'bpAdmin.propertyEditor.addProperty')}
      </Button>
    );
  }
  return (
    // Not a <form>: the editor may sit inside one (a dialog's), and forms do not nest.
    <Box
      role="group"
      aria-label={t('bpAdmin.propertyEditor.new')}
      data-testid="property-new"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {container === 'dictionary' && (
        <TextField
          size="small"
          autoFocus
          label={t('bpAdmin.propertyEditor.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={tried && problem !== null}
          helperText={tried && problem ? t(`bpAdmin.propertyEditor.${problem}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'property-new-name' } }}
          sx={{ flex: '1 1 160px' }}
        />
      )}
      <TextField
        select
        size="small"
        label={t('bpAdmin.propertyEditor.type')}
        value={type}
        onChange={(e) => setType(e.target.value as PropertyType)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'property-new-type' } as object } }}
        sx={{ flex: '1 1 140px' }}
      >
        {PROPERTY_TYPES.map((p) => (
          <MenuItem key={p} value={p} data-testid={`property-type-${p}`}>
            {t(`bpAdmin.propertyEditor.types.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', py: 0.25 }}>
        <Button size="small" onClick={close}>
          {t('forms.cancel')}
        </Button>
        <Button size="small" variant="contained" onClick={submit} data-testid="property-new-submit">
          {t('bpAdmin.propertyEditor.add')}
        </Button>
      </Box>
    </Box>
  );
}
