import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../config';
import { useProductTheme } from '../../theme/ThemeProvider';
import { PageFrame } from '../PageFrame';
import { LICENCES } from './licences';

/**
 * /about and its /sede, /corp forms (shell-and-admin §2.1, §2.8): the product, its version label and
 * the licences of what it is built with, in the app rather than on an outside site.
 */
export default function AboutPage() {
  const { t } = useTranslation();
  const theme = useProductTheme();
  return (
    <PageFrame testId="about-page" icon={<InfoOutlinedIcon />} title={theme.name}>
      <Typography data-testid="about-version" sx={{ mb: 1 }}>
        {t('about.version', { version: APP_VERSION })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('about.summary')}
      </Typography>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, textAlign: 'left' }}>
        {t('about.licences')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, textAlign: 'left' }}>
        {t('about.licencesNote')}
      </Typography>
      <Table size="small" data-testid="about-licences">
        <TableHead>
          <TableRow>
            <TableCell>{t('about.component')}</TableCell>
            <TableCell>{t('about.licence')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LICENCES.map((l) => (
            <TableRow key={l.name}>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{l.name}</TableCell>
              <TableCell>{l.licence}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PageFrame>
  );
}
