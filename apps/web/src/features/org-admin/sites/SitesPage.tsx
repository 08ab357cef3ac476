import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import type { SiteRecord } from '@qualium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { globalMessage } from '../../../ui/globalMessage';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { useIsMobile } from '../../../ui/useIsMobile';
import { deleteSite } from '../api/sites';
import { useOrgRefresh, useSites } from '../api/useOrgQueries';
import { CentroFormDialog } from '../centros/CentroFormDialog';
import { deleteNotice, heldText } from '../parts/held';
import { InheritRolesDialog } from './InheritRolesDialog';
import type { SiteActionHandlers } from './SiteActions';
import { SiteFormDialog, type SiteFormMode } from './SiteFormDialog';
import { SitesTable } from './SitesTable';

type Open =
  | { kind: 'form'; mode: SiteFormMode }
  | { kind: 'inherit'; site: SiteRecord }
  | { kind: 'delete'; site: SiteRecord }
  | { kind: 'centro'; site: SiteRecord };

/**
 * Screen `sites` (Empresas, shell-and-admin §2.9): the current company and those below it, each row expanding
 * into its Company, Inherit Role and Centros tabs, with edit, add sub-company, delete, inherit
 * roles and add centro. Only administrators change anything; managers see it read-only.
 */
export default function SitesPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const sitePath = useSession((s) => s.persisted.site);
  const current = useSession((s) => s.persisted.site_data);
  const query = useSites(sitePath);
  const refresh = useOrgRefresh();
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = query.data?.can_edit ?? false;
  const sites = query.data?.results ?? [];
  const scopeSite = sites.find((s) => s.id === current?.id) ?? null;

  const handlers = useMemo<SiteActionHandlers>(
    () => ({
      onEdit: (site) => setOpen({ kind: 'form', mode: { kind: 'edit', site } }),
      onAddSub: (site) => setOpen({ kind: 'form', mode: { kind: 'create', parent: site } }),
      onInherit: (site) => setOpen({ kind: 'inherit', site }),
      onAddCentro: (site) => setOpen({ kind: 'centro', site }),
      onDelete: (site) => setOpen({ kind: 'delete', site }),
    }),
    [],
  );
  const done = (text: string) => {
    setOpen(null);
    globalMessage.set({ severity: 'success', text });
    refresh();
  };

  const addButton = (
    <Tooltip title={canEdit ? '' : t('orgAdmin.actions.adminOnly')}>
      <span>
        <Button
          variant="contained"
          startIcon={<AddBusinessIcon />}
          disabled={!canEdit || !scopeSite}
          onClick={() => scopeSite && handlers.onAddSub(scopeSite)}
          data-testid="sites-add"
        >
          {t('orgAdmin.actions.addSub')}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <ScreenLayout
      testId="sites-page"
      title={t('orgAdmin.sites.title')}
      subtitle={t('orgAdmin.sites.subtitle', { company: current?.name ?? '', path: current?.path ?? '' })}
      actions={addButton}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative', p: mobile ? 1 : 0 }}>
        {query.isFetching && query.data && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} />}
        {query.isError ? (
          <LoadFailed
            title={t('orgAdmin.loadFailed')}
            retry={t('orgAdmin.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <Box sx={{ p: 2 }} aria-busy="true" data-testid="sites-loading">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : sites.length === 0 ? (
          <EmptyState icon={<BusinessIcon />} title={t('orgAdmin.sites.empty')} />
        ) : (
          <SitesTable
            sites={sites}
            scopeSiteId={current?.id ?? null}
            canEdit={canEdit}
            handlers={handlers}
            compact={mobile}
          />
        )}
      </Paper>

      {open?.kind === 'form' && sitePath && (
        <SiteFormDialog
          sitePath={sitePath}
          mode={open.mode}
          onClose={(saved) =>
            saved
              ? done(
                  t(open.mode.kind === 'edit' ? 'orgAdmin.siteForm.saved' : 'orgAdmin.siteForm.created', {
                    name: saved.name,
                  }),
                )
              : setOpen(null)
          }
        />
      )}
      {open?.kind === 'inherit' && (
        <InheritRolesDialog
          site={open.site}
          onClose={(changed) => (changed ? done(t('orgAdmin.inherit.saved', { name: open.site.name })) : setOpen(null))}
        />
      )}
      {open?.kind === 'centro' && (
        <CentroFormDialog
          sitePath={open.site.path}
          companyName={open.site.name}
          centro={null}
          onClose={(saved) => (saved ? done(t('orgAdmin.centroForm.created', { name: saved.name })) : setOpen(null))}
        />
      )}
      {open?.kind === 'delete' && sitePath && (
        <ConfirmDialog
          testId="site-delete-dialog"
          title={t('orgAdmin.siteDelete.title')}
          question={t('orgAdmin.siteDelete.question', { name: open.site.name, id: open.site.id })}
          notice={deleteNotice(
            t,
            'siteDelete',
            heldText(t, {
              subCompanies: open.site.children_count,
              centros: open.site.centros_count,
              users: open.site.users_count,
              records: open.site.units_count,
            }),
          )}
          confirmLabel={t('orgAdmin.destroy')}
          keepLabel={t('orgAdmin.keep')}
          refusalIsFinal
          onConfirm={() => deleteSite(sitePath, open.site.id)}
          onClose={(deleted) =>
            deleted ? done(t('orgAdmin.siteDelete.done', { name: open.site.name })) : setOpen(null)
          }
        />
      )}
    </ScreenLayout>
  );
}
