/**
 * A second public entry of the explorer (docs/ARCHITECTURE.md, "Import directions"): its list
 * embedded in another screen — the notifications dialog — without the explorer screen (and the
 * viewer it embeds).
 */
export { SEARCH_VIEWS } from '../views/pickView';
export { EmbeddedList } from './EmbeddedList';
