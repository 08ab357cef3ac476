export {
  addToDictionary,
  type JsonObject,
  type JsonValue,
  newPropertyProblem,
  PROPERTY_TYPES,
  type PropertyType,
  removeKey,
  replaceKey,
} from './model';
export { PropertyEditor, type PropertyEditorProps } from './PropertyEditor';
