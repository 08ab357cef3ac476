import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import type { CalendarEvent } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { centroScope, siteScope } from '../../../../api/scope';
import { isUnreadable, unitQueryKey, useUnit } from '../../../../api/unit';
import { currentLanguage } from '../../../../i18n';
import { useSession } from '../../../../session/session';
import { openCreateDialog, openTransitionDialog } from '../../../forms';
import { ActionIcons, UnitHeader, ViewerContext, ViewerError } from '../../../viewer';

/**
 * The popup card of a unit clicked on the calendar (records-explorer §2): the viewer's header
 * (reference, title, state, responsible, limit in red once passed) and its action icons —
 * transitions, contacts, reports, downloads, navigate, view unit — each only when the unit carries
 * its data. A transition or a related creation refreshes the calendar; a transition that answers
 * another unit opens that one.
 */
export function EventPopup({
  event,
  anchor,
  onClose,
  onOpenUnit,
}: {
  event: CalendarEvent;
  anchor: HTMLElement;
  onClose(): void;
  onOpenUnit(uid: string): void;
}) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          'data-testid': 'calendar-popup',
          'data-uid': event.uid,
          sx: { width: 440, maxWidth: 'calc(100vw - 32px)', borderRadius: 2 },
        } as object,
      }}
    >
      <PopupCard event={event} onClose={onClose} onOpenUnit={onOpenUnit} />
    </Popover>
  );
}

function PopupCard({
  event,
  onClose,
  onOpenUnit,
}: {
  event: CalendarEvent;
  onClose(): void;
  onOpenUnit(uid: string): void;
}) {
  const { t } = useTranslation();
  const query = useUnit(event.uid);
  const queryClient = useQueryClient();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);

  /** After a write on the unit: the calendar and the unit are read again. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['explorer', 'units'] });
    void queryClient.invalidateQueries({ queryKey: unitQueryKey(site, centro, event.uid) });
  };

  if (query.error && (isUnreadable(query.error) || !query.data)) {
    return <ViewerError uid={event.uid} unreadable={isUnreadable(query.error)} onRetry={() => void query.refetch()} />;
  }
  const unit = query.data;
  if (!unit || site === null || centro === null) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')} data-testid="calendar-popup-loading">
        <Skeleton width="40%" />
        <Skeleton width="90%" height={32} />
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  }
  const lang = currentLanguage();
  return (
    <ViewerContext.Provider
      value={{ unit, scope: centroScope(site, centro), siteScope: siteScope(site), lang, locale: localeOf(lang) }}
    >
      <ActionIcons
        fullPage={false}
        onClose={onClose}
        onTransition={async (transitionId) => {
          onClose();
          const result = await openTransitionDialog({ uid: unit.uid, transitionId, version: unit.version });
          if (result === null) return;
          refresh();
          if (result !== unit.uid) onOpenUnit(result);
        }}
        onCreateRelated={async (businessProcess) => {
          onClose();
          const created = await openCreateDialog({ businessProcess, originUid: unit.uid });
          if (created !== null) refresh();
        }}
      />
      <Box sx={{ px: 2, pb: 0.5 }}>
        <UnitHeader />
      </Box>
    </ViewerContext.Provider>
  );
}
