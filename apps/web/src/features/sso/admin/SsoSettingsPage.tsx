import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { PageFrame } from '../../../pages/PageFrame';
import { useSession } from '../../../session/session';
import { fetchSsoSettings } from '../api';
import { SsoSettingsForm } from './SsoSettingsForm';

/**
 * Screen `sso` (Admin menu): a company's single sign-on. The current company by default; the
 * Companies screen links here with `?site=<id>` for a sub-company.
 */
export default function SsoSettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const siteData = useSession((s) => s.persisted.site_data);
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const sitePath = siteData?.path ?? null;
  const siteId = Number(params.get('site')) || siteData?.id || null;
  const key = ['sso-settings', sitePath, siteId] as const;
  const query = useQuery({
    queryKey: key,
    enabled: isAdmin && sitePath !== null && siteId !== null,
    queryFn: ({ signal }) => fetchSsoSettings(sitePath, siteId!, signal),
    retry: false,
  });

  if (!isAdmin || !sitePath) {
    return (
      <PageFrame testId="sso-settings-unavailable" icon={<KeyIcon />} title={t('sso.admin.title')}>
        <Typography color="text.secondary">{t(isAdmin ? 'sso.admin.noSite' : 'sso.admin.adminOnly')}</Typography>
      </PageFrame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <PageFrame testId="sso-settings-error" icon={<ErrorOutlineIcon />} title={t('sso.admin.title')}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(missing ? 'sso.admin.notYours' : 'sso.admin.loadFailed')}
        </Typography>
        {!missing && (
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('sso.admin.retry')}
          </Button>
        )}
      </PageFrame>
    );
  }
  return (
    <Box data-testid="sso-settings" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('sso.admin.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="sso-settings-site">
          {query.data ? t('sso.admin.company', { name: query.data.site.name, path: query.data.site.path }) : ' '}
        </Typography>
      </Box>
      {query.data ? (
        <SsoSettingsForm
          key={query.data.site.id}
          data={query.data}
          sitePath={sitePath}
          onSaved={(saved) => queryClient.setQueryData(key, saved)}
        />
      ) : (
        <Stack spacing={2} aria-busy="true">
          {[96, 360, 180].map((height) => (
            <Skeleton key={height} variant="rounded" height={height} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
