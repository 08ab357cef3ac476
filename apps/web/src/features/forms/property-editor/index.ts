export type { JsonObject, JsonValue } from './model';
export { PropertyEditor, type PropertyEditorProps } from './PropertyEditor';
