import {
  type BpDefinition,
  REPORT_DOCUMENT_TAGS,
  REPORT_FIELD_LOOP_TAGS,
  REPORT_HISTORY_LOOP_TAGS,
  REPORT_UNIT_TAGS,
} from '@qualium/contracts';

/**
 * The names a template of a business process may use (docs/decisions.md "Reports"): one vocabulary
 * for list cells and unit tags, so a name means the same in an xlsx and a docx.
 */

/** Placeholders of a list template: the unit columns, the uid and the model's field ids. */
export function listPlaceholders(definition: BpDefinition): Set<string> {
  return new Set<string>([...REPORT_UNIT_TAGS, ...definition.business_process.model.fields.map((f) => f.id)]);
}

/** Tags of a unit template: the list placeholders, the document's own tags and the two loops with theirs. */
export function unitTags(definition: BpDefinition): Set<string> {
  return new Set<string>([
    ...listPlaceholders(definition),
    ...REPORT_DOCUMENT_TAGS,
    'fields',
    ...REPORT_FIELD_LOOP_TAGS,
    'history',
    ...REPORT_HISTORY_LOOP_TAGS,
  ]);
}
