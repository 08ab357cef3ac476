import { NO_CALENDAR_STATE } from './calendarState';
import type { ExplorerUrlState } from './urlState';

/**
 * Another view chosen in the view selector (records-explorer §2: "switching to a view with a
 * different fetch function clears the unit list and the temporary filters"). Table and cards share
 * one fetch (the unit list), so between them nothing changes but the view. Into or out of the
 * calendar or the charts, what the last view layered on the filters for its own fetch goes: the
 * page of the list and where the calendar stood (its day, type, weekday set and interval). The
 * user's filters — the chips — stay: they apply to every view (docs/decisions.md, "Switching views").
 */
export function withView(state: ExplorerUrlState, kind: string, fetchChanges: boolean): ExplorerUrlState {
  if (!fetchChanges) return { ...state, view: kind };
  return { ...state, view: kind, filters: { ...state.filters, page: 1 }, calendar: NO_CALENDAR_STATE };
}
