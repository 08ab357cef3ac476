import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type StandardRecord, TREE_DEPTH_CAP } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { globalMessage } from '../../../ui/globalMessage';
import { createStandard } from '../api';
import { splitFieldErrors } from '../model/fieldErrors';

const FIELDS = ['name', 'code', 'parent'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string[]>>;

/**
 * An administrator's new standard (`POST {site}/standard/`, multipart): name required, an
 * optional code, and the standard it belongs under (none for a top standard; one already at the
 * deepest level cannot take more). Saved, both the tree and the list are read again.
 */
export function StandardForm({ sitePath, standards }: { sitePath: string; standards: readonly StandardRecord[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [parent, setParent] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const blank = name.trim() === '';

  const save = async () => {
    setTouched(true);
    if (blank || saving) return;
    setSaving(true);
    setProblems([]);
    try {
      const created = await createStandard(sitePath, { name: name.trim(), code: code.trim(), parent });
      await queryClient.invalidateQueries({ queryKey: ['standards'] });
      globalMessage.set({ text: t('folders.standards.created', { name: created.name }), severity: 'success' });
      setName('');
      setCode('');
      setTouched(false);
      setFieldErrors({});
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 400 ? splitFieldErrors(error.data, FIELDS) : null;
      setFieldErrors(refusal?.fields ?? {});
      const body = refusal ? refusal.rest : error instanceof ApiError ? error.data : String(error);
      setProblems(formatFormErrors(body, { name: t('folders.standards.name') }));
    } finally {
      setSaving(false);
    }
  };

  const nameError = fieldErrors.name?.join(' ') ?? (touched && blank ? t('folders.standards.required') : null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="standard-form"
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('folders.standards.addTitle')}
        </Typography>
        {saving && <LinearProgress />}
        {problems.length > 0 && (
          <Alert severity="error">
            {problems.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        <TextField
          required
          size="small"
          label={t('folders.standards.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={nameError !== null}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'standard-name' } }}
        />
        <TextField
          size="small"
          label={t('folders.standards.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldErrors.code !== undefined}
          helperText={fieldErrors.code?.join(' ') ?? t('folders.standards.codeHelp')}
          slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'standard-code' } }}
        />
        <TextField
          select
          size="small"
          label={t('folders.standards.parent')}
          value={parent === null ? '' : String(parent)}
          onChange={(e) => setParent(e.target.value === '' ? null : Number(e.target.value))}
          error={fieldErrors.parent !== undefined}
          helperText={fieldErrors.parent?.join(' ') ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'standard-parent' } }}
        >
          <MenuItem value="">
            <em>{t('folders.standards.parentNone')}</em>
          </MenuItem>
          {standards.map((s) => (
            <MenuItem
              key={s.id}
              value={String(s.id)}
              disabled={s.level >= TREE_DEPTH_CAP}
              sx={{ pl: 2 + (s.level - 1) * 2 }}
              data-testid={`standard-parent-option-${s.id}`}
            >
              {[s.code, s.name].filter(Boolean).join(' · ')}
              {s.level >= TREE_DEPTH_CAP && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  ({t('folders.standards.tooDeep', { max: TREE_DEPTH_CAP })})
                </Typography>
              )}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={blank || saving}
          data-testid="standard-save"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('folders.standards.save')}
        </Button>
      </Stack>
    </form>
  );
}
