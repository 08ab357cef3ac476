import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import type { CalendarEvent } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { ActionIcons, UnitHeader } from '../../../viewer';
import { UnitActionsScope } from '../UnitActionsScope';

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
  return (
    <UnitActionsScope
      uid={event.uid}
      onOpenUnit={onOpenUnit}
      onBeforeAction={onClose}
      loading={
        <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')} data-testid="calendar-popup-loading">
          <Skeleton width="40%" />
          <Skeleton width="90%" height={32} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      }
    >
      {(handlers) => (
        <>
          <ActionIcons fullPage={false} onClose={onClose} {...handlers} />
          <Box sx={{ px: 2, pb: 0.5 }}>
            <UnitHeader />
          </Box>
        </>
      )}
    </UnitActionsScope>
  );
}
