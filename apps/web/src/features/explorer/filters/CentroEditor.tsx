import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { CentroSummary } from '@qualium/contracts';
import fallbackLogo from '../../../ui/assets/logo-fallback.svg';
import { FallbackImg } from '../../../ui/FallbackImg';
import { LIST_MAX_HEIGHT } from './FilterPanelFrame';

/** The centres of the company the user may browse, to tick (records-explorer §4 centro filter). */
export function CentroEditor({
  centros,
  value,
  onChange,
}: {
  centros: readonly CentroSummary[];
  value: readonly number[];
  onChange(next: number[]): void;
}) {
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
      {centros.map((c) => (
        <FormControlLabel
          key={c.id}
          sx={{ ml: `${c.depth * 12}px` }}
          control={
            <Checkbox
              size="small"
              checked={value.includes(c.id)}
              onChange={() => toggle(c.id)}
              slotProps={{ input: { 'data-testid': `filter-centro-${c.id}` } as object }}
            />
          }
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <FallbackImg
                src={c.logo}
                fallback={fallbackLogo}
                alt=""
                style={{ width: 22, height: 22, objectFit: 'contain' }}
              />
              {c.name}
            </Box>
          }
        />
      ))}
    </Box>
  );
}
