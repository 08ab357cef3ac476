import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitCollection, UnitListItem } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { columnText, displayText } from './columns';

/** Unit columns worth showing in the expanded row besides the table's own. */
const EXTRA_COLUMNS = ['centro', 'fecha_creacion', 'creador', 'fecha_cierre'];

/** An expanded table row (records-explorer §2): every column and value of the unit, uncut. */
export function ExpandedUnit({ unit, collection }: { unit: UnitListItem; collection: UnitCollection }) {
  useTranslation();
  const locale = localeOf(currentLanguage());
  const names = [...new Set([...collection.columns.map((c) => c.name), ...Object.keys(unit.values), ...EXTRA_COLUMNS])];
  const labelOf = (name: string) =>
    collection.columns.find((c) => c.name === name)?.label ?? collection.labels[name] ?? name;
  return (
    <Box
      component="dl"
      data-testid="expanded-unit"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {names.map((name) => {
        const text = columnText(unit, name);
        return (
          <Box key={name} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {labelOf(name)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {text === '' ? '—' : displayText(text, locale)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
