import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { localizedText } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBpMapEntry, useBpMeta } from '../../api/bpMeta';
import { currentLanguage } from '../../i18n';
import { useIsMobile } from '../../ui/useIsMobile';
import { FolderSideLayout } from '../folders';
import { openCreateDialog } from '../forms';
import { CheckTemplateButton, ListReportButton } from '../reports';
import { RelatedListContext, UnitDetailView } from '../viewer';
import { useUnitList } from './api/useUnitList';
import { ListSkeleton, LoadFailed, NothingToList, NoViews } from './ExplorerStates';
import { FilterArea } from './filters/FilterArea';
import { listChips } from './filters/listChips';
import { useFilterSources } from './filters/useFilterSources';
import { ExplorerHeader } from './header/ExplorerHeader';
import { ViewSelector } from './header/ViewSelector';
import { effectiveSearch, type ListMode, listQuery } from './state/apiQuery';
import { withoutFilters } from './state/filterSet';
import { useExplorerUrl } from './state/useExplorerUrl';
import { UnitPanel } from './UnitPanel';
import { currentView, listViews, viewFetch, viewKinds, viewListingUnit } from './views/pickView';
import { VIEWS, type ViewKind } from './views/registry';
import { NO_SELECTION, type Selection } from './views/selection';
import { ViewHost } from './views/ViewHost';

interface ExplorerProps {
  mode: Exclude<ListMode, 'related' | 'notifications'>;
  /** The view a page opens on unless the URL names one (explorerCalendar: the calendar). */
  preferredView?: ViewKind | null;
  /** The page's own title (the to-do list), instead of the business process's name. */
  title?: string;
  /** The page's own controls, above the filters (the to-do list's business process choice). */
  toolbar?: ReactNode;
}

// The related boxes of the units it opens show the explorer's embedded list (a chunk of its own).
const RelatedExplorer = lazy(() => import('./embedded/RelatedExplorer'));

/**
 * The explorer (records-explorer §2) of one business process, the global search, or the user's
 * to-do list: header, filter area and chips, then the current view. Everything the user chooses
 * lives in the URL; a new choice is a new load that cancels the one in flight.
 */
export function Explorer(props: ExplorerProps) {
  return (
    <RelatedListContext.Provider value={RelatedExplorer}>
      <ExplorerScreen {...props} />
    </RelatedListContext.Provider>
  );
}

function ExplorerScreen({ mode, preferredView = null, title: ownTitle, toolbar }: ExplorerProps) {
  const { t } = useTranslation();
  const url = useExplorerUrl();
  const { filters } = url;
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const bp = mode === 'search' ? null : filters.business_process;
  const meta = useBpMeta(bp);
  const mapEntry = useBpMapEntry(bp);
  const info = meta.data?.info ?? null;
  const sources = useFilterSources(mode, bp, meta.data ?? null, mapEntry.data?.is_shared ?? false);

  const views = listViews(mode, bp === null ? null : (meta.data?.views ?? []), preferredView);
  // A link to one unit (pk) opens a view that lists it, unless the address names a view.
  const view = currentView(views, url.view ?? (filters.pk ? viewListingUnit(views) : null) ?? preferredView, mobile);
  const entry = view ? VIEWS[view.kind] : null;
  const query = useMemo(() => listQuery(filters, mode), [filters, mode]);
  const bpReady = bp === null ? mode === 'todo' : meta.isSuccess && meta.data !== null;
  const canList = mode === 'search' ? effectiveSearch(filters.search) !== '' : bpReady;
  const list = useUnitList(mode, query, canList && entry?.usesList === true, filters);

  // The selection belongs to one result: another filter set starts a new one (paging and order do not).
  const { page: _page, units_per_page: _size, sort_by: _sort, sort_desc: _desc, ...scopeFilters } = filters;
  const selectionScope = JSON.stringify([mode, scopeFilters]);
  const [held, setHeld] = useState<{ scope: string; selection: Selection }>({ scope: '', selection: NO_SELECTION });
  const selection = held.scope === selectionScope ? held.selection : NO_SELECTION;

  // records-explorer §2: a view that loads by another call clears the unit list. Once the view left
  // behind has unmounted, its rows (and any other list or calendar cached inactive) are dropped, so
  // coming back is a new load rather than the old rows; its selection goes with them.
  const fetches = view ? viewFetch(view.kind) : null;
  const lastFetch = useRef(fetches);
  useEffect(() => {
    if (lastFetch.current === fetches) return;
    lastFetch.current = fetches;
    queryClient.removeQueries({ queryKey: ['explorer', 'units'], type: 'inactive' });
    queryClient.removeQueries({ queryKey: ['charts', 'view'], type: 'inactive' });
  }, [fetches, queryClient]);
  const switchView = (kind: string) => {
    const fetchChanges = view !== null && viewFetch(kind) !== viewFetch(view.kind);
    if (fetchChanges) setHeld({ scope: '', selection: NO_SELECTION });
    url.setView(kind, fetchChanges);
  };

  // The unit beside the list belongs to this address: following a link out of it (a related unit)
  // closes it, and the back button brings it back.
  const location = useLocation();
  const [panel, setPanel] = useState<{ at: string; uid: string } | null>(null);
  const panelUid = panel?.at === location.key ? panel.uid : null;
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: ['explorer', 'units'] });
  // On mobile a unit opens in the full-screen detail view (records-explorer §2), on desktop beside the list.
  const openUnit = (uid: string) => (mobile ? url.setUnit(uid) : setPanel({ at: location.key, uid }));

  const chips = listChips(filters, sources, list.data?.units);
  const filtered = chips.length > 0;

  const processTitle = () => {
    if (bp !== null) return list.data?.bp_name ?? (info ? localizedText(info.name, currentLanguage()) : null);
    // Only the calendar page lists every process's units; an explorer without a process says so below.
    return views.length > 0 ? t('explorer.calendar.allProcesses') : null;
  };
  const title = ownTitle ?? (mode === 'search' ? t('explorer.search.title') : processTitle());

  if (url.unit && !mobile) {
    return <UnitDetailView uid={url.unit} onClose={() => url.setUnit(null)} onChanged={refreshList} />;
  }

  const body = () => {
    if (mode === 'explorer' && bp === null && views.length === 0) return <NothingToList reason="noBusinessProcess" />;
    if (mode === 'search' && !canList) return <NothingToList reason="noSearch" />;
    if (bp !== null && !meta.data) {
      if (meta.isError) return <LoadFailed onRetry={() => void meta.refetch()} />;
      return meta.isSuccess ? <NoViews /> : <ListSkeleton />;
    }
    if (!view || !entry) return <NoViews />;
    return (
      <ViewHost
        entry={entry}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onClearFilters={filtered ? () => url.replaceFilters(withoutFilters(filters)) : undefined}
        mode={mode}
        view={view}
        businessProcess={bp}
        filters={filters}
        query={query}
        list={{ data: list.data, fetching: list.isFetching }}
        mobile={mobile}
        onOpenUnit={openUnit}
        onSort={url.setSort}
        onPage={url.setPage}
        onPageSize={url.setPageSize}
        selection={{ value: selection, onChange: (next) => setHeld({ scope: selectionScope, selection: next }) }}
      />
    );
  };

  const showAdd = mode === 'explorer' && bp !== null && info !== null && !info.hide_add_button;
  return (
    <Box
      sx={{ px: { xs: 1.5, md: 3 }, py: { xs: 1.5, md: 2.5 }, maxWidth: 1600, mx: 'auto' }}
      data-testid="explorer-page"
    >
      <ExplorerHeader
        title={title}
        viewSelector={
          view && !mobile && mode !== 'search' ? (
            <ViewSelector kinds={viewKinds(views)} current={view.kind} onChange={switchView} />
          ) : undefined
        }
        add={
          showAdd
            ? {
                enabled: mapEntry.data?.can_create === true,
                onClick: () =>
                  void openCreateDialog({ businessProcess: bp }).then((uid) => {
                    if (uid) refreshList();
                  }),
              }
            : undefined
        }
        reportSlot={mode === 'explorer' && bp !== null && <ListReportButton businessProcess={bp} query={query} />}
        templateSlot={mode === 'explorer' && bp !== null && <CheckTemplateButton businessProcess={bp} query={query} />}
      />
      <FilterArea controls={url} sources={sources} chips={chips} mobile={mobile} toolbar={toolbar} />
      {/* On mobile the cards stand on the page itself rather than in a framed box. */}
      <FolderSideLayout mode={mode} businessProcess={bp} controls={url} mobile={mobile}>
        <Paper
          variant="outlined"
          sx={{ borderRadius: 2, overflow: 'hidden', ...(mobile && { border: 0, bgcolor: 'transparent' }) }}
        >
          {body()}
        </Paper>
      </FolderSideLayout>
      {!mobile && <UnitPanel uid={panelUid} onClose={() => setPanel(null)} onChanged={refreshList} />}
      {mobile && url.unit && (
        <UnitDetailView uid={url.unit} onClose={() => url.setUnit(null)} onChanged={refreshList} />
      )}
    </Box>
  );
}
