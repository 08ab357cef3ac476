import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CENTRO_INDENT_PX } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

export interface PickableCentro {
  id: number;
  name: string;
  depth: number;
}

/** Which centro a per-centro tab (roles and users, managers) shows. */
export function CentroPicker({
  centros,
  value,
  onChange,
}: {
  centros: readonly PickableCentro[];
  value: number | null;
  onChange(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('orgAdmin.centros.pick')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 260, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'centro-picker' } }}
    >
      {centros.map((c) => (
        <MenuItem key={c.id} value={c.id} sx={{ pl: `${16 + c.depth * CENTRO_INDENT_PX}px` }}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
