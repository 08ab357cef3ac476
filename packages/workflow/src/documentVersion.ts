import { type BpDefinition, type BpTransition, nextDocumentVersion } from '@qualium/contracts';

/**
 * The version number an approval gives a controlled document (`workflow.document_control`):
 * the field's next value when `transition` is one of the approvals, else nothing. The unit's
 * write applies at the version it was read, so two concurrent approvals never take one number.
 */
export function approvedVersion(
  definition: BpDefinition,
  transition: BpTransition,
  before: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const control = definition.business_process.workflow.document_control;
  if (!control?.approve_transitions.includes(transition.id)) return {};
  return { [control.version_field]: nextDocumentVersion(before[control.version_field], control.version_format) };
}
