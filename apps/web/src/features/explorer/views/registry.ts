import type { BpView } from '@qualium/contracts';
import { type PreloadableComponent, preloadableLazy } from '../../../ui/preloadableLazy';
import { ChartsView } from '../../charts';
import type { ViewProps } from './types';

export type ViewKind = BpView['kind'];

export interface ViewEntry {
  /** Renders the view; a kind without one shows the "coming" slot. */
  Component?: PreloadableComponent<ViewProps>;
  /**
   * Whether the view shows the explorer's unit list. Switching to a view that fetches otherwise
   * clears the list (records-explorer §2), so the list is loaded only for these.
   */
  usesList: boolean;
}

/**
 * The explorer's views by kind. Table and cards live here; the calendar (explorer_calendar) and
 * charts (charts/view) views are added by setting their Component — a lazy chunk of their own.
 */
export const VIEWS: Record<ViewKind, ViewEntry> = {
  table: { Component: preloadableLazy(() => import('./TableView')), usesList: true },
  cards: { Component: preloadableLazy(() => import('./CardsView')), usesList: true },
  calendar: { Component: preloadableLazy(() => import('./calendar/CalendarView')), usesList: false },
  charts: { Component: ChartsView, usesList: false },
};
