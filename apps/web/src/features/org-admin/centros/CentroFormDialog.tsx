import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CENTRO_INDENT_PX, type CentroRecord, type FieldErrors, IMAGE_FIELDS } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { saveCentro } from '../api/centros';
import { useCentros } from '../api/useOrgQueries';
import {
  type CentroFormValues,
  centroFormData,
  centroFormErrors,
  centroValuesOf,
  NO_PARENT,
  parentChoices,
} from '../model/centroForm';
import type { ChosenImages } from '../model/siteForm';
import { FormErrorAlert, fieldMessages } from '../parts/FormErrorAlert';
import { ImageInput } from '../parts/ImageInput';
import { useFieldLabels } from '../parts/useFieldLabels';

/**
 * Add or edit a centro of the company at `sitePath` (shell-and-admin §5 Centro): name required; parent
 * required, where "none" places it at the top; URL name optional; id read-only; images optional.
 */
export function CentroFormDialog({
  sitePath,
  companyName,
  centro,
  defaultParent = null,
  onClose,
}: {
  sitePath: string;
  companyName: string;
  centro: CentroRecord | null;
  defaultParent?: number | null;
  onClose(saved: CentroRecord | null): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const labels = useFieldLabels();
  const centros = useCentros(sitePath);
  const [values, setValues] = useState<CentroFormValues>(() => centroValuesOf(centro, defaultParent));
  const [images, setImages] = useState<ChosenImages>({});
  const [checked, setChecked] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CentroFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field stops showing what was wrong with it.
    setChecked(({ [key]: _fixed, ...rest }) => rest);
  };
  const message = (field: string) => fieldMessages(t, error, field, checked);
  const choices = parentChoices(centros.data?.results ?? [], centro);

  const save = async () => {
    const problems = centroFormErrors(values);
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      onClose(await saveCentro(sitePath, centro?.id ?? null, centroFormData(values, images)));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullScreen={mobile}
      maxWidth="sm"
      fullWidth
      onClose={() => !busy && onClose(null)}
      data-testid="centro-form"
    >
      {(busy || centros.isFetching) && <LinearProgress />}
      <DialogTitle>
        {centro
          ? t('orgAdmin.centroForm.editTitle', { name: centro.name })
          : t('orgAdmin.centroForm.createTitle', { company: companyName })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormErrorAlert error={error} labels={labels} />
          {centro && (
            <TextField
              label={t('orgAdmin.fields.id')}
              value={centro.id}
              disabled
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          )}
          <TextField
            label={labels.name}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            required
            autoFocus
            error={message('name') !== undefined}
            helperText={message('name')}
            slotProps={{ htmlInput: { 'data-testid': 'centro-name' } }}
          />
          <TextField
            select
            required
            label={labels.parent}
            value={values.parent}
            onChange={(e) => set('parent', e.target.value)}
            error={message('parent') !== undefined}
            helperText={message('parent') ?? t('orgAdmin.centroForm.parentHint')}
            slotProps={{ htmlInput: { 'data-testid': 'centro-parent' } }}
          >
            <MenuItem value={NO_PARENT}>
              <em>{t('orgAdmin.centroForm.noParent')}</em>
            </MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)} sx={{ pl: `${16 + c.depth * CENTRO_INDENT_PX}px` }}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={labels.url_name}
            value={values.url_name}
            onChange={(e) => set('url_name', e.target.value)}
            error={message('url_name') !== undefined}
            helperText={message('url_name') ?? t('orgAdmin.centroForm.urlNameHint')}
            slotProps={{ htmlInput: { 'data-testid': 'centro-url_name' } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {IMAGE_FIELDS.map((field) => (
              <ImageInput
                key={field}
                label={labels[field] ?? field}
                current={centro?.[field] ?? null}
                chosen={images[field]}
                onChoose={(file) => setImages((i) => ({ ...i, [field]: file }))}
                error={fieldMessages(t, error, field)}
                testId={`centro-${field}`}
              />
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={() => onClose(null)} disabled={busy}>
          {t('orgAdmin.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="centro-save">
          {t('orgAdmin.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
