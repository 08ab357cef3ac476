import type { UnitDetail } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { centroScope, siteScope } from '../../../api/scope';
import { isUnreadable, unitQueryKey, useUnit } from '../../../api/unit';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/session';
import { openCreateDialog, openTransitionDialog } from '../../forms';
import { ViewerContext, ViewerError } from '../../viewer';

/** What the viewer's action icons do from a list: run a transition, create a related unit. */
export interface UnitActionHandlers {
  onTransition(transitionId: string): Promise<void>;
  onCreateRelated(businessProcess: string): Promise<void>;
}

/**
 * The viewer's actions for one unit of a list (a card's action bar, a calendar event's popup card):
 * loads the unit — the server says what the user may do with it — and gives its children the
 * viewer's context and what a transition or a related creation does. After either the list and
 * the unit are read again; a transition that answers another unit opens that one.
 */
export function UnitActionsScope({
  uid,
  wanted = true,
  onOpenUnit,
  onBeforeAction,
  loading,
  fullError = true,
  children,
}: {
  uid: string;
  /** False holds the load back (a card not on screen yet). */
  wanted?: boolean;
  onOpenUnit(uid: string): void;
  /** Runs before an action opens its dialog (the popup closes itself). */
  onBeforeAction?: () => void;
  loading: ReactNode;
  /** The viewer's designed error state; otherwise a failed load shows nothing (a card keeps its "open"). */
  fullError?: boolean;
  children(handlers: UnitActionHandlers, unit: UnitDetail): ReactNode;
}) {
  const query = useUnit(uid, wanted);
  const queryClient = useQueryClient();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['explorer', 'units'] });
    void queryClient.invalidateQueries({ queryKey: unitQueryKey(site, centro, uid) });
  };

  if (query.error && (isUnreadable(query.error) || !query.data)) {
    if (!fullError) return null;
    return <ViewerError uid={uid} unreadable={isUnreadable(query.error)} onRetry={() => void query.refetch()} />;
  }
  const unit = query.data;
  if (!unit || site === null || centro === null) return loading;
  const lang = currentLanguage();
  const handlers: UnitActionHandlers = {
    onTransition: async (transitionId) => {
      onBeforeAction?.();
      const result = await openTransitionDialog({ uid: unit.uid, transitionId, version: unit.version });
      if (result === null) return;
      refresh();
      if (result !== unit.uid) onOpenUnit(result);
    },
    onCreateRelated: async (businessProcess) => {
      onBeforeAction?.();
      const created = await openCreateDialog({ businessProcess, originUid: unit.uid });
      if (created !== null) refresh();
    },
  };
  return (
    <ViewerContext.Provider
      value={{ unit, scope: centroScope(site, centro), siteScope: siteScope(site), lang, locale: localeOf(lang) }}
    >
      {children(handlers, unit)}
    </ViewerContext.Provider>
  );
}
