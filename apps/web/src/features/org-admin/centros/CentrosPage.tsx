import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { CentroRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { globalMessage } from '../../../ui/globalMessage';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { useIsMobile } from '../../../ui/useIsMobile';
import { deleteCentro } from '../api/centros';
import { useCentros, useOrgRefresh, useSites } from '../api/useOrgQueries';
import { deleteNotice, heldText } from '../parts/held';
import { CentroFormDialog } from './CentroFormDialog';
import { CentroListTab } from './CentroListTab';
import { CentroRolesTab } from './CentroRolesTab';
import { ManagersTab } from './ManagersTab';
import { ProcessMatrixTab } from './ProcessMatrixTab';

const TABS = ['list', 'matrix', 'roles', 'managers'] as const;
type TabKey = (typeof TABS)[number];
type Open = { kind: 'form'; centro: CentroRecord | null } | { kind: 'delete'; centro: CentroRecord };

/**
 * Screen `centros` (shell-and-admin §2.9): an add button and four tabs — the centros, the process matrix,
 * roles and users, managers — of the current company or, for its administrators, of a company
 * below it (`?site=<id>`, which the Companies screen links to). The tab is kept in `?tab=`.
 */
export default function CentrosPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const sitePath = useSession((s) => s.persisted.site);
  const current = useSession((s) => s.persisted.site_data);
  const managed = useSession((s) => s.me?.manager_of_centros);
  const sites = useSites(sitePath);
  const company =
    sites.data?.results.find((s) => s.id === Number(params.get('site'))) ??
    sites.data?.results.find((s) => s.id === current?.id) ??
    null;
  const companyPath = company?.path ?? sitePath;
  const centros = useCentros(companyPath);
  const refresh = useOrgRefresh();
  const [open, setOpen] = useState<Open | null>(null);
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'list';
  const canEdit = centros.data?.can_edit ?? false;
  const managedSet = new Set(managed ?? []);
  const pickable = (centros.data?.results ?? []).filter((c) => canEdit || managedSet.has(c.id));

  const setParam = (name: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const done = (text: string) => {
    setOpen(null);
    globalMessage.set({ severity: 'success', text });
    refresh();
  };

  const actions = (
    <>
      {(sites.data?.results.length ?? 0) > 1 && (
        <TextField
          select
          size="small"
          label={t('orgAdmin.centros.company')}
          value={company?.id ?? ''}
          onChange={(e) => setParam('site', e.target.value)}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'centros-company' } }}
        >
          {sites.data?.results.map((s) => (
            <MenuItem key={s.id} value={s.id} sx={{ pl: `${16 + (s.depth - (current?.depth ?? 0)) * 10}px` }}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tooltip title={canEdit ? '' : t('orgAdmin.actions.adminOnly')}>
        <span>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!canEdit}
            onClick={() => setOpen({ kind: 'form', centro: null })}
            data-testid="centros-add"
          >
            {t('orgAdmin.actions.addCentro')}
          </Button>
        </span>
      </Tooltip>
    </>
  );

  return (
    <ScreenLayout
      testId="centros-page"
      title={t('orgAdmin.centros.title')}
      subtitle={t('orgAdmin.centros.subtitle', { company: company?.name ?? current?.name ?? '' })}
      actions={actions}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabKey) => setParam('tab', value === 'list' ? null : value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={t(`orgAdmin.centroTabs.${key}`)} data-testid={`centros-tab-${key}`} />
          ))}
        </Tabs>
        {centros.isFetching && centros.data && (
          <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 48 }} />
        )}
        <Box key={companyPath}>
          {companyPath &&
            (tab === 'list' ? (
              <CentroListTab
                data={centros.data}
                failed={centros.isError}
                onRetry={() => void centros.refetch()}
                compact={mobile}
                onEdit={(centro) => setOpen({ kind: 'form', centro })}
                onDelete={(centro) => setOpen({ kind: 'delete', centro })}
              />
            ) : tab === 'matrix' ? (
              <ProcessMatrixTab sitePath={companyPath} compact={mobile} />
            ) : tab === 'roles' ? (
              <CentroRolesTab sitePath={companyPath} centros={pickable} compact={mobile} />
            ) : (
              <ManagersTab sitePath={companyPath} centros={pickable} />
            ))}
        </Box>
      </Paper>

      {open?.kind === 'form' && companyPath && (
        <CentroFormDialog
          sitePath={companyPath}
          companyName={company?.name ?? current?.name ?? ''}
          centro={open.centro}
          onClose={(saved) =>
            saved
              ? done(t(open.centro ? 'orgAdmin.centroForm.saved' : 'orgAdmin.centroForm.created', { name: saved.name }))
              : setOpen(null)
          }
        />
      )}
      {open?.kind === 'delete' && companyPath && (
        <ConfirmDialog
          testId="centro-delete-dialog"
          title={t('orgAdmin.centroDelete.title')}
          question={t('orgAdmin.centroDelete.question', { name: open.centro.name, id: open.centro.id })}
          notice={deleteNotice(
            t,
            'centroDelete',
            heldText(t, { people: open.centro.users_count, records: open.centro.units_count }),
          )}
          confirmLabel={t('orgAdmin.destroy')}
          keepLabel={t('orgAdmin.keep')}
          refusalIsFinal
          onConfirm={() => deleteCentro(companyPath, open.centro.id)}
          onClose={(deleted) =>
            deleted ? done(t('orgAdmin.centroDelete.done', { name: open.centro.name })) : setOpen(null)
          }
        />
      )}
    </ScreenLayout>
  );
}
