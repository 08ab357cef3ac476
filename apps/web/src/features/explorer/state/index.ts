/**
 * A third public entry of the explorer (docs/ARCHITECTURE.md, "Import directions"): the filter set
 * and its API query, plain data and functions that load nothing else.
 */
export { listQuery } from './apiQuery';
export { DEFAULT_DATE_FIELD, type FilterSet } from './filterSet';
