import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { BpRecord } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/download';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { globalMessage } from '../../../ui/globalMessage';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminBpListQuery, BP_LIST_PREFIX, deleteBp } from '../api';
import { downloadDefinition } from '../model/download';
import { searchBps } from '../model/search';
import { BpCards } from './BpCards';
import type { BpActionHandlers } from './BpRowActions';
import { BpTable } from './BpTable';
import { BpUploadDialog, type UploadTarget } from './BpUploadDialog';

/** A table on desktop, cards on a phone (≤ 960 px or portrait). */
function Results(props: { records: BpRecord[]; actions: BpActionHandlers }) {
  return useIsMobile() ? <BpCards {...props} /> : <BpTable {...props} />;
}

/**
 * Screen `bpexplorertable` (shell-and-admin §2.9): the business processes the current company
 * uses — its own and those it inherits — with a text search, expandable definitions, and for
 * administrators the add, update, download and delete of the company's own.
 */
export default function BpExplorerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sitePath = useSession((s) => s.persisted.site);
  const siteName = useSession((s) => s.persisted.site_data?.name ?? '');
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const [search, setSearch] = useState('');
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const [deleting, setDeleting] = useState<BpRecord | null>(null);
  const query = useQuery(adminBpListQuery(sitePath));
  const records = useMemo(
    () => [...(query.data?.results ?? [])].sort((a, b) => a.reference.localeCompare(b.reference)),
    [query.data],
  );
  const shown = useMemo(() => searchBps(records, search), [records, search]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: BP_LIST_PREFIX });
  const actions = useMemo<BpActionHandlers>(
    () => ({
      isAdmin,
      onDownload: (record) => {
        const outcome = downloadDefinition(record, saveBlob);
        // shell-and-admin §8: a BP with no stored text raises an error event, shown as the global error.
        if (!outcome.ok)
          globalMessage.set({ severity: 'error', text: t('bpAdmin.download.noText', { reference: record.reference }) });
      },
      onEdit: (record) => setUpload({ kind: 'update', record }),
      onDelete: setDeleting,
    }),
    [isAdmin, t],
  );

  const addButton = (
    <Tooltip title={isAdmin ? '' : t('bpAdmin.actions.adminOnly')}>
      <span>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!isAdmin || sitePath === null}
          onClick={() => setUpload({ kind: 'add' })}
          data-testid="bp-add"
        >
          {t('bpAdmin.add')}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <ScreenLayout
      testId="bp-explorer"
      title={t('bpAdmin.explorer.title')}
      subtitle={t('bpAdmin.explorer.subtitle', { company: siteName })}
      actions={addButton}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('bpAdmin.search')}
            sx={{ width: { xs: '100%', sm: 420 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('bpAdmin.search'), 'data-testid': 'bp-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {query.isFetching && query.data && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} />}
        {query.isError ? (
          <LoadFailed title={t('bpAdmin.loadFailed')} retry={t('bpAdmin.retry')} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        ) : records.length === 0 ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('bpAdmin.explorer.empty')}
            hint={t('bpAdmin.explorer.emptyHint')}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            testId="bp-no-match"
            icon={<SearchOffIcon />}
            title={t('bpAdmin.explorer.noMatch', { text: search })}
          />
        ) : (
          <Results records={shown} actions={actions} />
        )}
      </Paper>
      {upload && sitePath && (
        <BpUploadDialog
          target={upload}
          sitePath={sitePath}
          onClose={(saved) => {
            setUpload(null);
            if (!saved) return;
            globalMessage.set({
              severity: 'success',
              text: t(upload.kind === 'add' ? 'bpAdmin.upload.added' : 'bpAdmin.upload.updated', {
                reference: saved.reference,
              }),
            });
            void refresh();
          }}
        />
      )}
      {deleting && sitePath && (
        <ConfirmDialog
          testId="bp-delete-dialog"
          title={t('bpAdmin.delete.title')}
          question={t('bpAdmin.delete.question', { reference: deleting.reference, name: deleting.name })}
          confirmLabel={t('bpAdmin.delete.confirm')}
          keepLabel={t('bpAdmin.delete.keep')}
          onConfirm={() => deleteBp(sitePath, deleting)}
          onClose={(deleted) => {
            setDeleting(null);
            if (!deleted) return;
            globalMessage.set({
              severity: 'success',
              text: t('bpAdmin.delete.done', { reference: deleting.reference }),
            });
            void refresh();
          }}
        />
      )}
    </ScreenLayout>
  );
}
