import type { UnitWriteHook } from '../units/writer.js';

/**
 * The document-control part of every unit write (units/writer.ts hooks): an approval
 * (`workflow.document_control.approve_transitions`) has numbered the document's version in its
 * fields (workflow/documentVersion.ts) and published the newest file version (files/versions.ts,
 * which made the one it replaces obsolete). That file version is labelled with the number, so the
 * versions box says which document version each file was — the superseded ones included, which
 * stay stored and keep their number.
 */
export const labelApprovedFileVersion: UnitWriteHook = {
  name: 'label-approved-file-version',
  async afterWrite(env, write) {
    const control = write.definition.business_process.workflow.document_control;
    if (!control?.approve_transitions.includes(write.transition.id)) return;
    const numbered = write.diff.find((c) => c.field === control.version_field);
    if (!numbered || numbered.kind === 'removed') return;
    await env.trx
      .updateTable('file_versions')
      .set({ document_version: String(numbered.new) })
      .where('site_id', '=', env.scope.site.id)
      .where('unit_id', '=', write.unit.id)
      .where('status', '=', 'public')
      .where('document_version', 'is', null)
      .execute();
  },
};
