import DrawIcon from '@mui/icons-material/Draw';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { HistoryEntry, UnitSignature } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../ui/format';

/**
 * A signed transition in the workflow box (docs/compliance.md): a chip on its row with the meaning
 * and the signer, and in the expanded row the whole record (printed name, meaning, date-time in the
 * signature's time zone, reason, hash). A signature whose hash does not match this unit says so.
 */
export function SignatureChip({ signature }: { signature: UnitSignature }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={signature.intact ? 'success' : 'error'}
      variant="outlined"
      icon={signature.intact ? <DrawIcon /> : <ReportProblemIcon />}
      label={t('viewer.signature.chip', { meaning: signature.meaning, name: signature.printed_name })}
      data-testid="viewer-signature-chip"
      sx={{ mt: 0.5, maxWidth: '100%', fontWeight: 500 }}
    />
  );
}

/** The signature record and the reason for change of one history row, as lines above its changes. */
export function SignatureDetails({ entry, locale }: { entry: HistoryEntry; locale: string }) {
  const { t } = useTranslation();
  const { signature, reason } = entry;
  if (!signature && !reason) return null;
  return (
    <Box sx={{ mb: 1.25 }} data-testid="viewer-signature-details">
      {signature && (
        <Typography variant="body2" data-testid="viewer-signature-record">
          {t('viewer.signature.record', {
            meaning: signature.meaning,
            name: signature.printed_name,
            when: formatTimestamp(signature.signed_at, locale, signature.time_zone),
            zone: signature.time_zone,
          })}
          {signature.reason && ` · ${t('viewer.signature.reason')}: ${signature.reason}`}
        </Typography>
      )}
      {signature && (
        <Typography
          variant="caption"
          color={signature.intact ? 'text.secondary' : 'error'}
          sx={{ display: 'block', wordBreak: 'break-all' }}
        >
          {signature.intact ? t('viewer.signature.hash') : t('viewer.signature.notIntact')} SHA-256{' '}
          {signature.content_hash}
        </Typography>
      )}
      {reason && (
        <Typography variant="body2" data-testid="viewer-reason-for-change">
          {t('viewer.signature.reasonForChange')}: {reason}
        </Typography>
      )}
    </Box>
  );
}
