import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../model/refusal';

/**
 * Why the server refused a definition, readable: each problem on its own line with where it is
 * (the path in the definition, in code type) and what is wrong, then anything else it said.
 */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const count = refusal.problems.length;
  return (
    <Alert severity="error" data-testid="bp-refusal" sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
      <AlertTitle>{count > 0 ? t('bpAdmin.refusal.title', { count }) : t('bpAdmin.refusal.generic')}</AlertTitle>
      {count > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 260, overflow: 'auto' }}>
          {refusal.problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as it came
            <Box component="li" key={i} data-testid="bp-problem" sx={{ mb: 0.5 }}>
              {p.path && (
                <Box
                  component="code"
                  sx={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere', color: 'text.secondary' }}
                >
                  {p.path}
                </Box>
              )}
              {p.reason}
            </Box>
          ))}
        </Box>
      )}
      {refusal.other.map((line) => (
        <Box key={line} sx={{ whiteSpace: 'pre-line' }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}
