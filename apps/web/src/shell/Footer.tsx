import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../config';
import { useProductTheme } from '../theme/ThemeProvider';

/**
 * Footer (shell-and-admin §2.2): contact and help links (the company's settings; one it has not set
 * is left out), the theme logo, the copyright line and the product version (§2.8).
 */
export function Footer({ helpUrl, contactEmail }: { helpUrl: string | null; contactEmail: string | null }) {
  const { t } = useTranslation();
  const theme = useProductTheme();
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 2, py: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <img src={theme.logo} alt={theme.name} style={{ height: 24 }} />
        <Typography variant="caption" color="text.secondary" align="center">
          {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
          <span data-testid="app-version">· {t('footer.version', { version: APP_VERSION })}</span>
        </Typography>
        <Stack direction="row" spacing={2}>
          {contactEmail && (
            <Link href={`mailto:${contactEmail}`} variant="body2" data-testid="footer-contact">
              {t('footer.contact')}
            </Link>
          )}
          {helpUrl && (
            <Link href={helpUrl} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="footer-help">
              {t('footer.help')}
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
