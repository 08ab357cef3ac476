import type { KeptCalendars } from './calendar-upkeep.js';
import type { ListWindows } from './window.js';

/**
 * Answers the explorer routes keep across requests and bring up to date after writes
 * (kept-answers.ts), passed beside the request context; without them every call asks the database.
 */
export interface ExplorerCaches {
  /** The first units of lists no index pages or counts (window.ts). */
  windows: ListWindows;
  /** The units a calendar places in its range, brought up to date (calendar-upkeep.ts). */
  calendars: KeptCalendars;
}
