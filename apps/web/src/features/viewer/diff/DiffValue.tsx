import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ShortText } from '../../../ui/ShortText';
import { DIFF_KINDS, type DiffKind, type DiffLine } from '../model/historyDiff';

/** The legend's colours: new values green, changed values red, removed ones muted (struck through). */
export const DIFF_COLORS: Record<DiffKind, string> = {
  new: 'success.main',
  changed: 'error.main',
  removed: 'text.secondary',
};

const struck = { textDecoration: 'line-through', color: 'text.secondary' } as const;

/** One changed field of a history row, coloured by its kind. */
export function DiffValue({ line }: { line: DiffLine }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      data-testid="viewer-diff-value"
      data-kind={line.kind}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 0.75 }}
    >
      {line.previous !== null && (
        <Box component="del" data-testid="viewer-diff-previous" sx={struck}>
          <ShortText text={line.previous} />
        </Box>
      )}
      {line.value !== null && (
        <Box component="ins" sx={{ textDecoration: 'none', color: DIFF_COLORS[line.kind], fontWeight: 600 }}>
          <ShortText text={line.value} />
        </Box>
      )}
      {line.kind === 'removed' && (
        <Typography component="span" variant="caption" color="text.secondary">
          ({t('viewer.history.legend.removedShort')})
        </Typography>
      )}
    </Box>
  );
}

/** The legend shown above the history table (records-explorer §2). */
export function DiffLegend() {
  const { t } = useTranslation();
  const sample = (kind: DiffKind) => (
    <Box
      component="span"
      sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: DIFF_COLORS[kind], flexShrink: 0 }}
    />
  );
  return (
    <Box
      data-testid="viewer-history-legend"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        mb: 1.5,
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      {DIFF_KINDS.map((kind) => (
        <Box key={kind} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          {sample(kind)}
          {t(`viewer.history.legend.${kind}`)}
        </Box>
      ))}
    </Box>
  );
}
