import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitDetail } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centroScope, siteScope as siteScopeOf } from '../../api/scope';
import { isUnreadable, unitQueryOptions, useUnit } from '../../api/unit';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/session';
import { globalMessage } from '../../ui/globalMessage';
import { openCreateDialog, openTransitionDialog } from '../forms';
import { ActionIcons } from './actions/ActionIcons';
import { BoxView } from './boxes/BoxView';
import { activeTabKey, viewerTabs } from './model/boxes';
import { ViewerContext } from './ViewerContext';
import { ViewerError, ViewerLoading } from './ViewerStates';
import { ViewerTabs } from './ViewerTabs';

export interface UnitViewerProps {
  uid: string;
  /** Shows a close button in the action row. */
  onClose?: () => void;
  /** After a transition or a related creation, with the uid now shown (a related transition shows the new child). */
  onChanged?: (uid: string) => void;
  /** The full-page unit detail view hosts it: no "view unit" action. */
  fullPage?: boolean;
}

/**
 * The inline unit viewer (records-explorer §2): the action icons, one tab per inline box, the box.
 * After a transition the unit is read again; when the transition answers another uid (a related
 * transition creates a child) that unit is shown; if it cannot be read the user is told so (records-explorer §4).
 */
export function UnitViewer({ uid, onClose, onChanged, fullPage = false }: UnitViewerProps) {
  // The uid on show: the host's, until a transition answers another one.
  const [moved, setMoved] = useState<{ from: string; to: string } | null>(null);
  const shownUid = moved?.from === uid ? moved.to : uid;
  const query = useUnit(shownUid);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);

  async function afterChange(resultUid: string) {
    try {
      await queryClient.fetchQuery({ ...unitQueryOptions(site, centro, resultUid), staleTime: 0 });
    } catch {
      globalMessage.set({ severity: 'error', text: t('viewer.cantRead', { uid: resultUid }) });
    }
    if (resultUid !== shownUid) setMoved({ from: uid, to: resultUid });
    onChanged?.(resultUid);
  }

  if (query.error && (isUnreadable(query.error) || !query.data)) {
    return <ViewerError uid={shownUid} unreadable={isUnreadable(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || site === null || centro === null) return <ViewerLoading />;
  const unit = query.data;
  return (
    <ViewerContext.Provider
      value={{
        unit,
        scope: centroScope(site, centro),
        siteScope: siteScopeOf(site),
        lang: currentLanguage(),
        locale: localeOf(currentLanguage()),
      }}
    >
      <Box
        data-testid="unit-viewer"
        data-uid={unit.uid}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <ActionIcons
          fullPage={fullPage}
          onClose={onClose}
          onTransition={async (transitionId) => {
            const result = await openTransitionDialog({ uid: unit.uid, transitionId, version: unit.version });
            if (result !== null) await afterChange(result);
          }}
          onCreateRelated={async (businessProcess) => {
            const created = await openCreateDialog({ businessProcess, originUid: unit.uid });
            // The new unit is this one's child: read this one again so its relations show it.
            if (created !== null) await afterChange(unit.uid);
          }}
        />
        <ViewerBody unit={unit} />
      </Box>
    </ViewerContext.Provider>
  );
}

function ViewerBody({ unit }: { unit: UnitDetail }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<string | null>(null);
  const tabs = viewerTabs(unit.inline_boxes);
  const active = activeTabKey(tabs, wanted);
  const tab = tabs.find((x) => x.key === active);
  if (!tab) {
    return (
      <Typography color="text.secondary" sx={{ p: 3 }} data-testid="viewer-no-boxes">
        {t('viewer.noBoxes')}
      </Typography>
    );
  }
  return (
    <>
      <ViewerTabs tabs={tabs} active={tab.key} onChange={setWanted} />
      <Box
        role="tabpanel"
        data-testid={`viewer-box-${tab.kind}`}
        sx={{ flex: 1, p: { xs: 1.5, md: 2 }, overflowY: 'auto', minHeight: 0 }}
      >
        {tab.kind !== 'data' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} noWrap>
            <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {unit.reference}
            </Box>{' '}
            · {unit.title}
          </Typography>
        )}
        <BoxView tab={tab} />
      </Box>
    </>
  );
}
