import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RetentionUnit } from '@qualium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, logDownloadFailure } from '../../../api/download';
import { formatDay } from '../../../ui/format';

const FORMATS = ['pdf', 'json'] as const;

/**
 * One unit past retention: what it is, since when it may be purged, its export (the dossier of
 * GET {centro}/unit/{uid}/dossier/, PDF or JSON) and the actions given as children. The actions
 * wrap under the text on a phone.
 */
export function RetentionRow({
  scopePath,
  unit,
  children,
}: {
  scopePath: string;
  unit: RetentionUnit;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso.slice(0, 10), i18n.language);
  const exportAs = async (format: (typeof FORMATS)[number]) => {
    const path = `${scopePath}/unit/${encodeURIComponent(unit.uid)}/dossier/`;
    const result = await downloadFile(path, { format }, `${unit.reference}-dossier.${format}`);
    if (!result.ok) logDownloadFailure('dossier', result.error);
  };
  return (
    <Box
      data-testid={`retention-unit-${unit.reference}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {unit.reference} · {unit.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {unit.business_process_name} · {unit.state} ·{' '}
          {t(`audit.retention.since.${unit.from}`, { date: day(unit.since) })} ·{' '}
          {t('audit.retention.ended', { date: day(unit.retention_ended) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            size="small"
            startIcon={<FactCheckOutlinedIcon />}
            onClick={() => void exportAs(format)}
            data-testid={`retention-export-${format}-${unit.reference}`}
          >
            {t(`audit.retention.export.${format}`)}
          </Button>
        ))}
        {children}
      </Box>
    </Box>
  );
}
