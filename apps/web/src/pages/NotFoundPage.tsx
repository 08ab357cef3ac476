import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageFrame } from './PageFrame';

/** Any path outside the route table (shell-and-admin §2.1): the translated not_found message. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageFrame testId="not-found" icon={<SearchOffIcon />} title={t('not_found')}>
      <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-all' }}>
        {t('notFound.text', { path: pathname })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </PageFrame>
  );
}
