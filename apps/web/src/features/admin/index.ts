/**
 * The administration feature's public entry (docs/ARCHITECTURE.md, "Import directions"): the
 * translation of the forms' rule texts, which the companies and centros screens share.
 */
export { translateRule } from './common/messages';
