import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SiteRecord } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { orgKeys } from '../api/keys';
import { fetchInheritedRoles } from '../api/sites';

/** The Inherit Role tab: the parent's roles this company inherits, and the way to change them. */
export function SiteInheritTab({
  site,
  canEdit,
  onInherit,
}: {
  site: SiteRecord;
  canEdit: boolean;
  onInherit(): void;
}) {
  const { t } = useTranslation();
  const topLevel = site.parent === null;
  const query = useQuery({
    queryKey: orgKeys.inherited(site.path),
    queryFn: ({ signal }) => fetchInheritedRoles(site.path, signal),
    enabled: !topLevel,
  });
  if (topLevel) return <EmptyState icon={<BadgeIcon />} title={t('orgAdmin.inherit.topLevel')} />;
  if (query.isError) {
    return (
      <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Box data-testid="site-inherit-tab">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('orgAdmin.inherit.from', { parent: site.parent_name ?? '' })}
        </Typography>
        {canEdit && (
          <Button size="small" variant="outlined" onClick={onInherit} data-testid={`site-tab-inherit-${site.id}`}>
            {t('orgAdmin.actions.inherit')}
          </Button>
        )}
      </Box>
      {!query.data ? (
        <Skeleton height={32} width="60%" />
      ) : query.data.count === 0 ? (
        <EmptyState icon={<BadgeIcon />} title={t('orgAdmin.inherit.none')} hint={t('orgAdmin.inherit.noneHint')} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {query.data.results.map((role) => (
            <Chip
              key={role.id}
              size="small"
              label={`${role.name} · ${role.department_name}`}
              title={role.description}
              data-testid={`inherited-role-${role.id}`}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
