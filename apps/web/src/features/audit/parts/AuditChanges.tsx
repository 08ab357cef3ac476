import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { DiffLegend, DiffValue } from '../../viewer/diff';
import { auditDiff } from '../model/auditDiff';

/** An entry's before and after as a diff, each changed value on its own line under its path. */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation();
  const lines = auditDiff(entry.before, entry.after);
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="audit-no-values">
        {t('audit.noValues')}
      </Typography>
    );
  }
  return (
    <Box data-testid="audit-changes">
      <DiffLegend />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.75,
        }}
      >
        {lines.map((line) => (
          <Box key={line.field} sx={{ display: 'contents' }} data-testid="audit-change" data-field={line.field}>
            <Box
              component="dt"
              sx={{ typography: 'body2', fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {line.label}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
              <DiffValue line={line} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
