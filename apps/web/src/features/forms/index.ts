/** The forms feature's public entry (docs/ARCHITECTURE.md, "Import directions"): opening the unit dialogs. */
export { openCreateDialog, openTransitionDialog } from './dialogs';
