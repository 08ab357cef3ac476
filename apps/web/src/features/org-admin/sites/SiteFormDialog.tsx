import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FieldErrors, IMAGE_FIELDS, PRODUCTS, type SiteRecord, STORAGE_TYPES } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { saveSite } from '../api/sites';
import {
  type ChosenImages,
  newSiteValues,
  type SiteFormValues,
  siteFormData,
  siteFormErrors,
  siteValuesOf,
} from '../model/siteForm';
import { FormErrorAlert, fieldMessages } from '../parts/FormErrorAlert';
import { ImageInput } from '../parts/ImageInput';
import { useFieldLabels } from '../parts/useFieldLabels';

export type SiteFormMode = { kind: 'create'; parent: SiteRecord } | { kind: 'edit'; site: SiteRecord };

/**
 * Add a sub-company or edit a company (shell-and-admin §5 Company): name, product, storage type and maximum
 * of users required; URL name (fixed once created), footer text, password change and the three
 * images optional, the images sent only when chosen. Checked as the server checks before sending;
 * what the server still refuses is shown through the shared form-error routine.
 */
export function SiteFormDialog({
  sitePath,
  mode,
  onClose,
}: {
  /** The screen's scope: where the call goes. */
  sitePath: string;
  mode: SiteFormMode;
  onClose(saved: SiteRecord | null): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const labels = useFieldLabels();
  const editing = mode.kind === 'edit' ? mode.site : null;
  const [values, setValues] = useState<SiteFormValues>(() => (editing ? siteValuesOf(editing) : newSiteValues()));
  const [images, setImages] = useState<ChosenImages>({});
  const [checked, setChecked] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field stops showing what was wrong with it.
    setChecked(({ [key]: _fixed, ...rest }) => rest);
  };
  const message = (field: string) => fieldMessages(t, error, field, checked);

  const save = async () => {
    const problems = siteFormErrors(values);
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const parent = editing ? editing.parent : mode.kind === 'create' ? mode.parent.id : null;
      onClose(await saveSite(sitePath, editing?.id ?? null, siteFormData(values, parent, images)));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const text = (
    field: 'name' | 'url_name' | 'max_users_number' | 'reports_footer_text' | 'help_url' | 'contact_email',
    extra: object = {},
  ) => ({
    label: labels[field],
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: message(field) !== undefined,
    helperText: message(field),
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `site-${field}` } },
    ...extra,
  });

  return (
    <Dialog
      open
      fullScreen={mobile}
      maxWidth="md"
      fullWidth
      onClose={() => !busy && onClose(null)}
      data-testid="site-form"
    >
      {busy && <LinearProgress />}
      <DialogTitle>
        {editing
          ? t('orgAdmin.siteForm.editTitle', { name: editing.name })
          : t('orgAdmin.siteForm.createTitle', { parent: mode.kind === 'create' ? mode.parent.name : '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormErrorAlert error={error} labels={labels} />
          <TextField {...text('name')} required autoFocus />
          <TextField
            {...text('url_name', {
              disabled: editing !== null,
              helperText:
                message('url_name') ?? t(editing ? 'orgAdmin.siteForm.urlNameFixed' : 'orgAdmin.siteForm.urlNameHint'),
            })}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField
              select
              required
              label={labels.qualium_product}
              value={values.qualium_product}
              onChange={(e) => set('qualium_product', e.target.value)}
              error={message('qualium_product') !== undefined}
              helperText={message('qualium_product')}
              slotProps={{ htmlInput: { 'data-testid': 'site-qualium_product' } }}
            >
              {PRODUCTS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`orgAdmin.products.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={labels.storage_type}
              value={values.storage_type}
              onChange={(e) => set('storage_type', e.target.value)}
              error={message('storage_type') !== undefined}
              helperText={message('storage_type')}
              slotProps={{ htmlInput: { 'data-testid': 'site-storage_type' } }}
            >
              {STORAGE_TYPES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`orgAdmin.storage.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...text('max_users_number', { type: 'number', required: true })} />
          </Box>
          <TextField {...text('reports_footer_text', { multiline: true, minRows: 2 })} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...text('help_url', { type: 'url' })} />
            <TextField {...text('contact_email', { type: 'email' })} />
          </Box>
          {(['allow_password_change', 'password_strength'] as const).map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Checkbox
                  checked={values[flag]}
                  onChange={(e) => set(flag, e.target.checked)}
                  slotProps={{ input: { 'data-testid': `site-${flag}` } as object }}
                />
              }
              label={labels[flag]}
            />
          ))}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {IMAGE_FIELDS.map((field) => (
              <ImageInput
                key={field}
                label={labels[field] ?? field}
                current={editing?.[field] ?? null}
                chosen={images[field]}
                onChoose={(file) => setImages((i) => ({ ...i, [field]: file }))}
                error={fieldMessages(t, error, field)}
                testId={`site-${field}`}
              />
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={() => onClose(null)} disabled={busy}>
          {t('orgAdmin.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="site-save">
          {t('orgAdmin.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
