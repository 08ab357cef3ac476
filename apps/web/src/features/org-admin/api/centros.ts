import {
  type CentroList,
  type CentroRecord,
  type CentroRolesResponse,
  centroList,
  centroRecord,
  centroRolesResponse,
  type ManagerCandidateList,
  managerCandidateList,
  type ProcessMatrix,
  processMatrix,
} from '@qualium/contracts';
import { apiRequest } from '../../../api/client';
import { siteScope } from '../../../api/scope';
import { submitForm } from '../../../api/submit';

/**
 * A company's centros (server: apps/server/src/modules/org and org-admin; shell-and-admin §7 "Centro"), all
 * at the company's scope `{site}/qcentro/`. The toggles are not silent: a refused one raises the
 * global message, since its cell has no room for the server's words.
 */
const base = (sitePath: string) => `${siteScope(sitePath)}/qcentro/`;

export async function fetchCentros(sitePath: string, signal?: AbortSignal): Promise<CentroList> {
  return centroList.parse(await apiRequest(base(sitePath), { signal, silent: true }));
}

/** POST a new centro or PUT centro `id`; multipart with its images. */
export async function saveCentro(sitePath: string, id: number | null, form: FormData): Promise<CentroRecord> {
  const path = id === null ? base(sitePath) : `${base(sitePath)}${id}/`;
  return centroRecord.parse(await submitForm({ path, method: id === null ? 'POST' : 'PUT', form }));
}

export async function deleteCentro(sitePath: string, id: number): Promise<void> {
  await apiRequest(`${base(sitePath)}${id}/`, { method: 'DELETE', silent: true });
}

export async function fetchProcessMatrix(sitePath: string, signal?: AbortSignal): Promise<ProcessMatrix> {
  return processMatrix.parse(await apiRequest(`${base(sitePath)}list_process_matrix`, { signal, silent: true }));
}

export async function setCentroProcess(
  sitePath: string,
  centroId: number,
  processId: number,
  linked: boolean,
): Promise<CentroRecord> {
  const action = linked ? 'add_process' : 'remove_process';
  const data = await apiRequest(`${base(sitePath)}${centroId}/${action}/`, {
    method: 'PUT',
    body: { process_id: processId },
  });
  return centroRecord.parse(data);
}

export async function fetchCentroRoles(
  sitePath: string,
  centroId: number,
  signal?: AbortSignal,
): Promise<CentroRolesResponse> {
  const data = await apiRequest(`${base(sitePath)}${centroId}/centro_roles/`, { signal, silent: true });
  return centroRolesResponse.parse(data);
}

export async function setUserRole(
  sitePath: string,
  centroId: number,
  userId: number,
  roleId: number,
  held: boolean,
): Promise<CentroRolesResponse> {
  const action = held ? 'add_user_role' : 'remove_user_role';
  const data = await apiRequest(`${base(sitePath)}${centroId}/${action}/`, {
    method: 'PUT',
    body: { user_id: userId, role_id: roleId },
  });
  return centroRolesResponse.parse(data);
}

export async function fetchManagerCandidates(
  sitePath: string,
  centroId: number,
  signal?: AbortSignal,
): Promise<ManagerCandidateList> {
  const data = await apiRequest(`${base(sitePath)}${centroId}/list_manager_candidates`, { signal, silent: true });
  return managerCandidateList.parse(data);
}

/** shell-and-admin §7: manager as 1 or 0. */
export async function setUserManager(
  sitePath: string,
  centroId: number,
  userId: number,
  manager: boolean,
): Promise<ManagerCandidateList> {
  const data = await apiRequest(`${base(sitePath)}${centroId}/set_user_manager/`, {
    method: 'PUT',
    body: { user_id: userId, manager: manager ? 1 : 0 },
  });
  return managerCandidateList.parse(data);
}
