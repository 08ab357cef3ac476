import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPropertyProblem, PROPERTY_TYPES, type PropertyType } from '../property-editor';

/**
 * A new tab of the BP creator (shell-and-admin §2.9: "new tabs added with a name and default value"): a
 * top-level key of `business_process`, named and typed as the property editor's new properties
 * are, holding that type's default until it is edited.
 */
export function NewTabDialog({
  existing,
  onClose,
}: {
  existing: readonly string[];
  onClose(added: { name: string; type: PropertyType } | null): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [type, setType] = useState<PropertyType>('dictionary');
  const [tried, setTried] = useState(false);
  const problem = newPropertyProblem('dictionary', name, existing);
  const submit = () => {
    setTried(true);
    if (!problem) onClose({ name: name.trim(), type });
  };
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="xs" data-testid="bp-new-tab-dialog">
      <DialogTitle>{t('bpAdmin.creator.newTab')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          label={t('bpAdmin.propertyEditor.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          error={tried && problem !== null}
          helperText={tried && problem ? t(`bpAdmin.propertyEditor.${problem}`) : t('bpAdmin.creator.newTabHint')}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bp-new-tab-name' } }}
        />
        <TextField
          select
          label={t('bpAdmin.creator.defaultValue')}
          value={type}
          onChange={(e) => setType(e.target.value as PropertyType)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bp-new-tab-type' } as object } }}
        >
          {PROPERTY_TYPES.map((p) => (
            <MenuItem key={p} value={p} data-testid={`bp-new-tab-type-${p}`}>
              {t(`bpAdmin.propertyEditor.types.${p}`)} — {t(`bpAdmin.creator.defaults.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(null)}>{t('bpAdmin.cancel')}</Button>
        <Button variant="contained" onClick={submit} data-testid="bp-new-tab-add">
          {t('bpAdmin.propertyEditor.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
