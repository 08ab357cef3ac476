import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CentroSummary, SiteSummary } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

const NONE = 'none';

/**
 * The preferred centro, among the centros the user may browse (shell-and-admin §5 User: "a centro only with
 * at least one role in it"), grouped by company and indented by depth like the selector; or none.
 */
export function CentroField({
  value,
  onChange,
  centros,
  sites,
  error,
  disabled,
}: {
  value: number | null;
  onChange(centro: number | null): void;
  centros: readonly CentroSummary[];
  sites: readonly SiteSummary[];
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const items = sites.flatMap((site) => {
    const own = centros.filter((c) => c.site === site.id);
    if (own.length === 0) return [];
    return [
      <ListSubheader key={`site-${site.id}`}>{site.name}</ListSubheader>,
      ...own.map((c) => (
        <MenuItem
          key={c.id}
          value={String(c.id)}
          data-testid={`preferences-centro-${c.id}`}
          sx={{ pl: 2 + c.depth * 2 }}
        >
          {c.name}
        </MenuItem>
      )),
    ];
  });
  return (
    <TextField
      select
      label={t('preferences.centro')}
      value={value === null ? NONE : String(value)}
      onChange={(e) => onChange(e.target.value === NONE ? null : Number(e.target.value))}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? t('preferences.centroHint')}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'preferences-centro' } as object } }}
    >
      <MenuItem value={NONE} data-testid="preferences-centro-none">
        <em>{t('preferences.noCentro')}</em>
      </MenuItem>
      {items}
    </TextField>
  );
}
