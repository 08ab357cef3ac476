import {
  type ChoiceOption,
  candidateResponsible,
  creationFieldsResponse,
  type FormInput,
  type SsoSigningStart,
  ssoSigningLocation,
  transitionFieldsResponse,
  type UnitCollection,
  unitCollection,
} from '@qualium/contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../api/client';

/**
 * The calls the dialog and its inputs make (records-explorer §7). All are silent: the dialog and
 * each input show their own designed error state instead of the global message.
 */
export type Candidate = z.infer<typeof candidateResponsible>;

export async function fetchCreationFields(
  scope: string,
  businessProcess: string,
  originUid: string | undefined,
  signal?: AbortSignal,
) {
  const query: Record<string, string> = { business_process: businessProcess };
  if (originUid) query.origin_qunit = originUid;
  const data = await apiRequest(`${scope}/unit/get_fields_to_collect_during_creation/`, {
    query,
    signal,
    silent: true,
  });
  return creationFieldsResponse.parse(data);
}

const unitPath = (scope: string, uid: string) => `${scope}/unit/${encodeURIComponent(uid)}`;

export async function fetchTransitionFields(scope: string, uid: string, transitionId: string, signal?: AbortSignal) {
  const data = await apiRequest(`${unitPath(scope, uid)}/get_fields_to_collect_during_transition/`, {
    query: { transition_id: transitionId },
    signal,
    silent: true,
  });
  return transitionFieldsResponse.parse(data);
}

/** A signature through the identity provider: the IdP address its window goes to (ForceAuthn). */
export async function startSsoSigning(scope: string, uid: string, body: SsoSigningStart): Promise<string> {
  const data = await apiRequest(`${unitPath(scope, uid)}/sso_signing/`, { method: 'POST', body, silent: true });
  return ssoSigningLocation.parse(data).location;
}

export async function fetchCandidateResponsibles(
  scope: string,
  uid: string,
  transitionId: string,
  signal?: AbortSignal,
): Promise<Candidate[]> {
  const data = await apiRequest(`${unitPath(scope, uid)}/get_transition_candidate_responsibles/`, {
    query: { transition_id: transitionId },
    signal,
    silent: true,
  });
  return z.array(candidateResponsible).parse(data);
}

// The unitwidget answers (docs/api.md): their schemas live with the server routes, so only the
// parts read here are checked.
const pairs = z.object({ data: z.array(z.tuple([z.string(), z.string()])) });
const dependingValue = z.object({ data: z.unknown(), readable: z.string() });
const users = z.object({ data: z.array(z.object({ value: z.number(), text: z.string() })) });
const subindicators = z.object({
  units: z.array(z.object({ uid: z.string(), reference: z.string(), title: z.string() })),
});

/** The query of the dependent-input calls: the root's unit and the source field (docs/decisions.md). */
function dependingQuery(input: FormInput, rootValue: string): Record<string, string> {
  return {
    reference_value: rootValue,
    bp_reference: input.bp_reference ?? '',
    field_id: input.source_field_id ?? input.id,
    ...(input.site_id === undefined ? {} : { site_id: String(input.site_id) }),
  };
}

export async function fetchDependingChoices(
  scope: string,
  centroId: number,
  input: FormInput,
  rootValue: string,
  signal?: AbortSignal,
): Promise<ChoiceOption[]> {
  const data = await apiRequest(`${scope}/unitwidget/get_depending_select_choices/`, {
    query: { ...dependingQuery(input, rootValue), centro_id: String(centroId) },
    signal,
    silent: true,
  });
  return pairs.parse(data).data.map(([value, text]) => ({ value, text }));
}

export async function fetchDependingValue(scope: string, input: FormInput, rootValue: string, signal?: AbortSignal) {
  const data = await apiRequest(`${scope}/unitwidget/get_depending_input_value/`, {
    query: dependingQuery(input, rootValue),
    signal,
    silent: true,
  });
  return dependingValue.parse(data);
}

export async function fetchProcessUsers(
  scope: string,
  processId: number,
  permission: string,
  signal?: AbortSignal,
): Promise<ChoiceOption[]> {
  const data = await apiRequest(`${scope}/unitwidget/get_process_depending_users/`, {
    query: { process_id: String(processId), permission_id: permission },
    signal,
    silent: true,
  });
  return users.parse(data).data.map((u) => ({ value: String(u.value), text: u.text }));
}

/** The centro's people, for plain user fields (GET {centro}/unitwidget/get_centro_users/). */
export async function fetchCentroUsers(scope: string, signal?: AbortSignal): Promise<ChoiceOption[]> {
  const data = await apiRequest(`${scope}/unitwidget/get_centro_users/`, { signal, silent: true });
  return users.parse(data).data.map((u) => ({ value: String(u.value), text: u.text }));
}

export async function fetchSubindicators(
  siteScope: string,
  excludeUid: string | undefined,
  signal?: AbortSignal,
): Promise<ChoiceOption[]> {
  const query: Record<string, string> = { business_process: 'INDICATOR' };
  if (excludeUid) query.exclude = excludeUid;
  const data = await apiRequest(`${siteScope}/unitwidget/subindicators/`, { query, signal, silent: true });
  return subindicators.parse(data).units.map((u) => ({ value: u.uid, text: `${u.reference} · ${u.title}` }));
}

/**
 * A page of units one may relate, by BP and search text: the explorer list of the BP, or global
 * search when any BP will do (what the related select's type-ahead and its picker both offer).
 */
export async function relatableUnits(
  scope: string,
  businessProcess: string | undefined,
  search: string,
  paging: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<UnitCollection> {
  const query: Record<string, string> = {
    items_per_page: String(paging.perPage),
    offset: String((paging.page - 1) * paging.perPage),
  };
  if (search !== '') query.search = search;
  if (businessProcess) query.business_process = businessProcess;
  const path = businessProcess ? 'explorer' : 'global_search';
  return unitCollection.parse(await apiRequest(`${scope}/unit/${path}/`, { query, signal, silent: true }));
}

/** How a unit reads in a related select: reference and title. */
export const relatedLabel = (unit: { reference: string; title: string }) => `${unit.reference} · ${unit.title}`;

/** The type-ahead's choices: the first 20 units to relate. */
export async function searchUnits(
  scope: string,
  businessProcess: string | undefined,
  search: string,
  signal?: AbortSignal,
): Promise<ChoiceOption[]> {
  const list = await relatableUnits(scope, businessProcess, search, { page: 1, perPage: 20 }, signal);
  return list.units.map((u) => ({ value: u.uid, text: relatedLabel(u) }));
}

/** A folder of `GET {centro}/directory` (records-explorer §3 Directory). */
export interface Folder {
  id: number;
  name: string;
  color: string | null;
  parent_id: number | null;
}

const folder = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullish(),
  parent_id: z.number().nullish(),
  // Nested folders in a tree; the list answers the children's ids, which the flat list already holds.
  get children() {
    return z.array(z.union([folder, z.number()])).optional();
  },
});
type FolderNode = z.infer<typeof folder>;

function flatten(nodes: readonly FolderNode[], parent: number | null): Folder[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: n.name, color: n.color ?? null, parent_id: n.parent_id ?? parent },
    ...flatten(
      (n.children ?? []).filter((c): c is FolderNode => typeof c !== 'number'),
      n.id,
    ),
  ]);
}

/**
 * The centro's folders, flat, whether the server answers a list, `{count, results}` or a tree.
 * Null when the centro has no folder service (404): the input then says so.
 */
export async function fetchFolders(scope: string, signal?: AbortSignal): Promise<Folder[] | null> {
  try {
    const data = await apiRequest(`${scope}/directory`, { signal, silent: true });
    const list = z.union([z.array(folder), z.object({ results: z.array(folder) }).transform((d) => d.results)]);
    return flatten(list.parse(data), null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
