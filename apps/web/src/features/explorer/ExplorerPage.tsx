import { preloadUnitViewer } from '../viewer';
import { Explorer } from './Explorer';

/** Screen `explorer` (any prefix): the explorer of the business process in `?business_process=`. */
export default function ExplorerPage() {
  return <Explorer mode="explorer" />;
}

/** Screen `search`: the global search of the top bar's box (`/search?search=…`). */
export function SearchPage() {
  return <Explorer mode="search" />;
}

/** Screen `explorerCalendar`: the explorer opened on its calendar view (of every process when none is named). */
export function ExplorerCalendarPage() {
  return <Explorer mode="explorer" preferredView="calendar" />;
}

/** The unit a row opens: not part of the explorer's first screen, fetched by its warm-up to be there at the first click. */
export const preloadViewer = preloadUnitViewer;
