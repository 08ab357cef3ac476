/**
 * The reports feature's public entry (docs/ARCHITECTURE.md, "Import directions"): the explorer's
 * list-report and template controls, and the unit report flow of the viewer's print menu.
 */

export { reportFilters } from './api';
export { CheckTemplateButton } from './CheckTemplateButton';
export { ListReportButton } from './ListReportButton';
export { useReportFlow } from './useReportFlow';
