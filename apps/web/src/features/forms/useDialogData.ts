import type { FormInput, IndicatorMetric, SignatureRequest, UnitDetail } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchUnit } from '../../api/unit';
import { type Candidate, fetchCandidateResponsibles, fetchCreationFields, fetchTransitionFields } from './api';
import type { FormDialogRequest } from './dialogs';

/**
 * Everything a dialog needs before it can show its form, loaded once per opening. A transition
 * to a related BP is a creation of a child unit (records-explorer §4): its form is that BP's
 * creation form asked with the unit as origin, which also lists the child's responsibles.
 */
export interface DialogData {
  /** Which write submits it. */
  write: 'create' | 'transition';
  title: string;
  /** The BP being created (creations), e.g. 'NC'. */
  businessProcess?: string;
  businessProcessName?: string;
  /** The unit the transition runs on, or the origin of a child. */
  unit?: Pick<UnitDetail, 'uid' | 'reference' | 'title' | 'current_workflow_state' | 'version'>;
  inputs: FormInput[];
  chooseResponsible: boolean;
  candidates: Candidate[];
  /** The indicator's stored metrics, for a tracking input of a transition. */
  metrics: IndicatorMetric[];
  /** A signed transition: what the signature asks (null: not signed; creations never are). */
  signature: SignatureRequest | null;
  /** The unit is approved: a change of its fields needs a reason. */
  reasonForChange: boolean;
}

function storedMetrics(unit: UnitDetail): IndicatorMetric[] {
  const field = Object.values(unit.fields).find((f) => f.type === 'metrics');
  return Array.isArray(field?.value) ? (field.value as IndicatorMetric[]) : [];
}

async function loadCreation(
  scope: string,
  businessProcess: string,
  origin: UnitDetail | undefined,
  signal: AbortSignal,
) {
  const answer = await fetchCreationFields(scope, businessProcess, origin?.uid, signal);
  return {
    write: 'create' as const,
    businessProcess: answer.business_process,
    businessProcessName: answer.business_process_name,
    inputs: answer.fields,
    chooseResponsible: answer.choose_responsible,
    candidates: answer.responsible_candidates,
    metrics: origin ? storedMetrics(origin) : [],
    signature: null,
    reasonForChange: false,
  };
}

export async function loadDialogData(
  scope: string,
  request: FormDialogRequest,
  signal: AbortSignal,
): Promise<DialogData> {
  if (request.kind === 'create') {
    const origin = request.originUid ? await fetchUnit(scope, request.originUid, signal) : undefined;
    const creation = await loadCreation(scope, request.businessProcess, origin, signal);
    return { ...creation, title: creation.businessProcessName, ...(origin ? { unit: origin } : {}) };
  }
  const unit = await fetchUnit(scope, request.uid, signal);
  const candidate = unit.transition_candidates.find((t) => t.id === request.transitionId);
  if (candidate?.related_business_process) {
    const creation = await loadCreation(scope, candidate.related_business_process, unit, signal);
    return { ...creation, title: candidate.label, unit };
  }
  const fields = await fetchTransitionFields(scope, unit.uid, request.transitionId, signal);
  const candidates = fields.choose_responsible
    ? await fetchCandidateResponsibles(scope, unit.uid, request.transitionId, signal)
    : [];
  return {
    write: 'transition',
    title: fields.label,
    unit: { ...unit, version: request.version ?? unit.version },
    inputs: fields.fields,
    chooseResponsible: fields.choose_responsible,
    candidates,
    metrics: storedMetrics(unit),
    signature: fields.signature,
    reasonForChange: fields.reason_for_change,
  };
}

export function useDialogData(scope: string | null, key: string, request: FormDialogRequest) {
  return useQuery({
    queryKey: ['formDialog', scope, key],
    enabled: scope !== null,
    queryFn: ({ signal }) => loadDialogData(scope!, request, signal),
    // One load per opening: never refetched behind the user's back, dropped once closed.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
