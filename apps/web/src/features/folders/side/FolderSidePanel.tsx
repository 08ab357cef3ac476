import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOLDER_PANELS_OPEN } from '@qualium/contracts';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centroScope } from '../../../api/scope';
import { useSession } from '../../../session/session';
import { fetchFolderList, foldersKey } from '../api';
import { FolderEditorDialog } from '../editor/FolderEditorDialog';
import { folderTree, searchTree, toggleFolder } from '../model/folderTree';
import { CentroFolderPanel } from './CentroFolderPanel';
import type { FolderFilterControls } from './folderFilter';
import { useDebouncedSelection } from './useDebouncedSelection';

interface PanelCentro {
  id: number;
  name: string;
  scope: string;
}

/** The centros the list covers (the centro filter, else the current centre), as the session knows them. */
function usePanelCentros(centroList: readonly number[]): PanelCentro[] {
  const site = useSession((s) => s.persisted.site);
  const current = useSession((s) => s.persisted.centro);
  const known = useSession((s) => s.me?.centros);
  return useMemo(() => {
    const ids = centroList.length > 0 ? centroList : current === null ? [] : [current];
    return ids.flatMap((id) => {
      const centro = known?.find((c) => c.id === id);
      return centro && site ? [{ id, name: centro.name, scope: centroScope(site, id) }] : [];
    });
  }, [centroList, current, known, site]);
}

/**
 * The explorer's side folder directory (records-explorer §2), shown for DOCISODEFAULT: a tree per
 * centro in collapsible panels (the first 5 open), select all, expand all and a search that narrows
 * the trees. Ticked folders become the list's `directories` filter 1000 ms after the last change
 * (records-explorer §9). Each panel opens that centro's folder editor.
 */
export default function FolderSidePanel({
  controls,
  businessProcess,
}: {
  controls: FolderFilterControls;
  businessProcess: string;
}) {
  const { t } = useTranslation();
  const centros = usePanelCentros(controls.filters.centro_list);
  const lists = useQueries({
    queries: centros.map((c) => ({
      queryKey: foldersKey(c.scope),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFolderList(c.scope, signal),
      staleTime: 60_000,
    })),
  });
  const { selected, pending, change } = useDebouncedSelection(controls.filters.directories, (ids) =>
    controls.applyFilters({ directories: ids }),
  );
  const [search, setSearch] = useState('');
  // Panels and folders the user opened or closed; the rest keep their default (first 5 panels open).
  const [panelOpen, setPanelOpen] = useState<Record<number, boolean>>({});
  const [openFolders, setOpenFolders] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<PanelCentro | null>(null);

  const selectedSet = new Set(selected);
  const perCentro = centros.map((centro, index) => {
    const list = lists[index];
    const folders = list?.data?.results ?? [];
    const searched = searchTree(folderTree(folders), search);
    return { centro, index, list, folders, searched };
  });
  const allFolders = perCentro.flatMap((p) => p.folders);
  const allIds = allFolders.map((f) => f.id);
  const tickedCount = allIds.filter((id) => selectedSet.has(id)).length;
  const searching = search.trim() !== '';
  const isPanelOpen = (id: number, index: number) => panelOpen[id] ?? index < FOLDER_PANELS_OPEN;
  const branches = allFolders.filter((f) => f.children.length > 0).map((f) => f.id);
  const allExpanded =
    perCentro.every((p) => isPanelOpen(p.centro.id, p.index)) && branches.every((id) => openFolders.has(id));

  const expandAll = () => {
    setPanelOpen(Object.fromEntries(centros.map((c) => [c.id, !allExpanded])));
    setOpenFolders(new Set(allExpanded ? [] : branches));
  };
  const selectAll = () => {
    const others = selected.filter((id) => !allIds.includes(id));
    change(tickedCount === allIds.length ? others : [...others, ...allIds].sort((a, b) => a - b));
  };

  return (
    <Box data-testid="folder-side" sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('folders.side.title')}
        </Typography>
        {pending && (
          <CircularProgress size={16} aria-label={t('folders.side.applying')} data-testid="folder-side-pending" />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 1, mt: -0.5 }}>
        {t('folders.side.hint')}
      </Typography>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('folders.side.search')}
        sx={{ mx: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': t('folders.side.search'), 'data-testid': 'folder-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: searching ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('folders.side.clearSearch')} onClick={() => setSearch('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Checkbox
              size="small"
              checked={allIds.length > 0 && tickedCount === allIds.length}
              indeterminate={tickedCount > 0 && tickedCount < allIds.length}
              disabled={allIds.length === 0}
              onChange={selectAll}
              slotProps={{ input: { 'data-testid': 'folder-select-all' } as object }}
            />
          }
          label={<Typography variant="body2">{t('folders.side.selectAll')}</Typography>}
        />
        <Button
          size="small"
          onClick={expandAll}
          startIcon={allExpanded ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
          data-testid="folder-expand-all"
        >
          {t(allExpanded ? 'folders.side.collapseAll' : 'folders.side.expandAll')}
        </Button>
      </Box>
      {centros.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {t('folders.side.noCentro')}
        </Typography>
      ) : (
        <Box>
          {perCentro.map(({ centro, index, list, folders, searched }) => {
            const forced = new Set(searched.open);
            return (
              <CentroFolderPanel
                key={centro.id}
                name={centro.name}
                open={(searching && searched.nodes.length > 0) || isPanelOpen(centro.id, index)}
                onToggle={() => setPanelOpen((p) => ({ ...p, [centro.id]: !isPanelOpen(centro.id, index) }))}
                onEdit={() => setEditing(centro)}
                list={{ data: list?.data, isError: list?.isError ?? false, refetch: () => void list?.refetch() }}
                nodes={searched.nodes}
                searching={search.trim()}
                state={{
                  folders,
                  selected: selectedSet,
                  isOpen: (id) => forced.has(id) || openFolders.has(id),
                  onToggleOpen: (id) =>
                    setOpenFolders((open) => {
                      const next = new Set(open);
                      if (next.has(id)) next.delete(id);
                      else next.add(id);
                      return next;
                    }),
                  onToggleSelect: (id) => change(toggleFolder(folders, selected, id)),
                }}
              />
            );
          })}
        </Box>
      )}
      <FolderEditorDialog
        centro={editing}
        scope={editing?.scope ?? null}
        businessProcess={businessProcess}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
