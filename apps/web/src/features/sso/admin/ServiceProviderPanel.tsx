import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SsoServiceProvider } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../ui/copyText';

const ROWS = ['entity_id', 'acs_url', 'slo_url', 'metadata_url', 'login_url'] as const;

/** What the identity provider's administrator needs from us, each with a copy button. */
export function ServiceProviderPanel({ sp }: { sp: SsoServiceProvider }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (row: (typeof ROWS)[number]) => {
    if (await copyText(sp[row])) setCopied(row);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }} data-testid="sso-sp-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('sso.admin.sp.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sso.admin.sp.help')}
      </Typography>
      {ROWS.map((row) => (
        <Box key={row} sx={{ mb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`sso.admin.sp.${row}`)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <Typography
              variant="body2"
              data-testid={`sso-sp-${row}`}
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, pt: 0.5 }}
            >
              {sp[row]}
            </Typography>
            <Tooltip title={copied === row ? t('sso.admin.sp.copied') : t('sso.admin.sp.copy')}>
              <IconButton size="small" aria-label={t('sso.admin.sp.copy')} onClick={() => void copy(row)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      ))}
      <Button href={sp.metadata_url} target="_blank" rel="noopener" startIcon={<DownloadIcon />} size="small">
        {t('sso.admin.sp.openMetadata')}
      </Button>
    </Paper>
  );
}
