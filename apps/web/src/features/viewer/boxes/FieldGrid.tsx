import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitField } from '@qualium/contracts';
import { type FieldDisplay, fieldDisplay } from '../model/fieldDisplay';
import { FieldValue } from '../parts/FieldValue';
import { useViewer } from '../ViewerContext';

/**
 * Tables, long texts and several related units (their chips fill the row's columns) take the whole
 * row; everything else flows in as many columns as fit.
 */
function isWide(display: FieldDisplay): boolean {
  if (display.kind === 'units') return display.units.length > 1;
  return display.kind === 'metrics' || display.kind === 'tracking' || (display.kind === 'text' && display.multiline);
}

/** Labelled field values of a section or a simple layout. */
export function FieldGrid({ fields }: { fields: readonly UnitField[] }) {
  const { unit, locale } = useViewer();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}
    >
      {fields.map((field) => {
        const display = fieldDisplay(field, { locale, fields: unit.fields });
        return (
          <Box
            key={field.id}
            data-testid={`viewer-field-${field.id}`}
            data-kind={field.type}
            sx={{ minWidth: 0, gridColumn: isWide(display) ? '1 / -1' : undefined }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.25 }}>
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <FieldValue display={display} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
