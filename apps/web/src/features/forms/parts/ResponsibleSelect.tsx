import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '../api';

/**
 * The next responsible, when the transition lets the actor choose (choose_responsible): one of
 * the candidates the server offers. A single candidate is chosen already; none is said plainly.
 */
export function ResponsibleSelect({
  candidates,
  value,
  onChange,
  errorText,
  busy,
}: {
  candidates: readonly Candidate[];
  value: string;
  onChange: (id: string) => void;
  errorText: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const none = candidates.length === 0;
  return (
    <TextField
      select
      label={t('forms.responsible.label')}
      required={!none}
      disabled={busy || none}
      value={value}
      onChange={(e) => onChange(String(e.target.value))}
      error={errorText !== null}
      helperText={errorText ?? (none ? t('forms.responsible.none') : t('forms.responsible.help'))}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': 'input-responsible' } }}
    >
      {candidates.map((c) => (
        <MenuItem key={c.id} value={String(c.id)} data-testid={`option-responsible-${c.id}`}>
          {c.name || c.username}
          {c.email && <span style={{ opacity: 0.6, marginLeft: 8, fontSize: '0.85em' }}>{c.email}</span>}
        </MenuItem>
      ))}
    </TextField>
  );
}
