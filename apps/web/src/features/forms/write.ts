import { unitWriteResponse } from '@qualium/contracts';
import { submitForm } from '../../api/submit';
import type { Drafts } from './model/drafts';
import { buildFormData, type ControlFields, type SerializeContext } from './model/serialize';
import type { DialogData } from './useDialogData';

/**
 * The dialog's write (records-explorer §7): create_and_execute_initial_transition for creations
 * (also the child of a related transition, with the unit as origin), execute_transition otherwise
 * with the unit version the user decided on. Answers the uid to show next.
 */
export interface WriteInput {
  scope: string;
  data: DialogData;
  transitionId?: string;
  drafts: Drafts;
  responsible: string;
  /** The dialog opening's key: a creation sent twice makes one unit. */
  idempotencyKey: string;
  serialize: SerializeContext;
  onProgress?: (fraction: number) => void;
  /** A transition's signature and reason for change (parts/SignatureFields.tsx). */
  signing?: Pick<ControlFields, 'signature' | 'reason_for_change'>;
}

export async function writeUnit(input: WriteInput): Promise<string> {
  const { scope, data, drafts } = input;
  const directory = data.inputs.find((i) => i.kind === 'directory');
  const control: ControlFields =
    data.write === 'create'
      ? {
          business_process: data.businessProcess,
          origin_qunit: data.unit?.uid,
          // Opening a child changes its origin: two people opening one from the same unit at once
          // get one child, the other a 409 (docs/decisions.md "Opening a child changes the parent").
          version: data.unit ? String(data.unit.version) : undefined,
          responsible: input.responsible,
          // The folder field also files the unit in that folder.
          directory:
            directory && typeof drafts[directory.id] === 'string' ? (drafts[directory.id] as string) : undefined,
        }
      : {
          transition_id: input.transitionId,
          responsible: input.responsible,
          version: data.unit ? String(data.unit.version) : undefined,
          ...input.signing,
        };
  const form = buildFormData(control, data.inputs, drafts, input.serialize);
  const path =
    data.write === 'create'
      ? `${scope}/unit/create_and_execute_initial_transition/`
      : `${scope}/unit/${encodeURIComponent(data.unit?.uid ?? '')}/execute_transition/`;
  const answer = await submitForm({
    path,
    form,
    idempotencyKey: data.write === 'create' ? input.idempotencyKey : undefined,
    onProgress: input.onProgress,
  });
  return unitWriteResponse.parse(answer).uid;
}
