/**
 * The explorer's public entry (docs/ARCHITECTURE.md, "Import directions"): the explorer screen the
 * to-do list wraps with its quick filters, and the embedded list the notifications dialog shows,
 * with the filter set, its API query and the list call they build on.
 */
export { useUnitList } from './api/useUnitList';
export { Explorer } from './Explorer';
export { EmbeddedList } from './embedded/EmbeddedList';
export { listQuery } from './state/apiQuery';
export { DEFAULT_DATE_FIELD, type FilterSet } from './state/filterSet';
export { useExplorerUrl } from './state/useExplorerUrl';
export { addDays, localDay, mondayOf } from './views/calendar/model/days';
export { SEARCH_VIEWS } from './views/pickView';
