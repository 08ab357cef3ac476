import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verifyChain } from '../api';

/**
 * The audit screen's chain check (issue 15 §2): the server walks the company's chain and the
 * administrator reads either how many entries hold or the first entry that does not.
 */
export function ChainCheck({ sitePath }: { sitePath: string | null }) {
  const { t, i18n } = useTranslation();
  const check = useMutation({ mutationFn: () => verifyChain(sitePath) });
  const report = check.data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="outlined"
        startIcon={<VerifiedUserOutlinedIcon />}
        onClick={() => check.mutate()}
        disabled={check.isPending}
        data-testid="audit-verify"
      >
        {t('audit.chain.verify')}
      </Button>
      {check.isError && <Alert severity="error">{t('audit.chain.failed')}</Alert>}
      {report && report.broken === null && (
        <Alert severity="success" data-testid="audit-chain-result">
          {t('audit.chain.whole', { n: number.format(report.entries) })}
        </Alert>
      )}
      {report?.broken && (
        <Alert severity="error" data-testid="audit-chain-result" sx={{ overflowWrap: 'anywhere' }}>
          {t('audit.chain.broken', {
            seq: report.broken.seq,
            row: report.broken.id === null ? t('audit.chain.missing') : report.broken.id,
            field: t(`audit.chain.field.${report.broken.field}`),
          })}
        </Alert>
      )}
    </Box>
  );
}
