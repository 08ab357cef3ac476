import type { CalendarCache } from './calendar.js';
import type { ListWindows } from './window.js';

/**
 * Answers the explorer routes keep across requests (kept-answers.ts, versioned-cache.ts), passed
 * beside the request context; without them every call asks the database.
 */
export interface ExplorerCaches {
  /** The first units of lists no index pages or counts (window.ts). */
  windows: ListWindows;
  /** The units a calendar places in its range (calendar.ts). */
  calendars: CalendarCache;
}
