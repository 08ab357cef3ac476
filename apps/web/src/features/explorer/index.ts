/**
 * The explorer's public entry (docs/ARCHITECTURE.md, "Import directions"): the explorer screen the
 * to-do list wraps with its quick filters, and the URL state and list call its toolbar reads. The
 * embedded list (`explorer/embedded`) and the filter set (`explorer/state`) have entries of their own.
 */
export { useUnitList } from './api/useUnitList';
export { Explorer } from './Explorer';
export { useExplorerUrl } from './state/useExplorerUrl';
