/**
 * The forms feature's public entry (docs/ARCHITECTURE.md, "Import directions"): opening the unit
 * dialogs (explorer, viewer) and the property editor of definitions (the BP creator).
 */
export { openCreateDialog, openTransitionDialog } from './dialogs';
export {
  addToDictionary,
  type JsonObject,
  type JsonValue,
  newPropertyProblem,
  PROPERTY_TYPES,
  PropertyEditor,
  type PropertyType,
  removeKey,
  replaceKey,
} from './property-editor';
