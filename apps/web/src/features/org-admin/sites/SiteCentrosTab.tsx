import AddIcon from '@mui/icons-material/Add';
import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { CENTRO_INDENT_PX, type SiteRecord } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useCentros } from '../api/useOrgQueries';

/** The Centros tab: the company's centros as a tree, with add and a way into the Centros screen. */
export function SiteCentrosTab({
  site,
  canEdit,
  onAddCentro,
}: {
  site: SiteRecord;
  canEdit: boolean;
  onAddCentro(): void;
}) {
  const { t } = useTranslation();
  const query = useCentros(site.path);
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      {canEdit && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onAddCentro}
          data-testid={`site-tab-add-centro-${site.id}`}
        >
          {t('orgAdmin.actions.addCentro')}
        </Button>
      )}
      <Button size="small" component={RouterLink} to={`/centros?site=${site.id}`} endIcon={<OpenInNewIcon />}>
        {t('orgAdmin.site.manageCentros')}
      </Button>
    </Box>
  );
  if (query.isError) {
    return (
      <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Box data-testid="site-centros-tab">
      {actions}
      {!query.data ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height={28} />)
      ) : query.data.count === 0 ? (
        <EmptyState
          icon={<ApartmentIcon />}
          title={t('orgAdmin.centros.empty')}
          hint={t('orgAdmin.centros.emptyHint')}
        />
      ) : (
        <List dense disablePadding>
          {query.data.results.map((c) => (
            <ListItem key={c.id} sx={{ pl: `${8 + c.depth * CENTRO_INDENT_PX}px` }}>
              <ListItemText
                primary={c.name}
                secondary={t('orgAdmin.centros.idLine', { id: c.id, count: c.users_count })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
