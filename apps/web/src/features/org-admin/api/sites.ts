import {
  type InheritableRoleList,
  inheritableRoleList,
  type SiteList,
  type SiteRecord,
  siteList,
  siteRecord,
} from '@qualium/contracts';
import { apiRequest } from '../../../api/client';
import { siteScope } from '../../../api/scope';
import { submitForm } from '../../../api/submit';

/**
 * Companies and the roles they inherit (server: apps/server/src/modules/org and org-admin;
 * shell-and-admin §7 "Sites", "Role inheritance and roles"). Reads are silent: the screens draw their own error
 * states; writes are silent too, their dialogs show the server's words.
 */

export async function fetchSites(sitePath: string, signal?: AbortSignal): Promise<SiteList> {
  return siteList.parse(await apiRequest(`${siteScope(sitePath)}/site/`, { signal, silent: true }));
}

/** POST a new company (the form carries `parent`) or PUT the company `id`; multipart with its images. */
export async function saveSite(sitePath: string, id: number | null, form: FormData): Promise<SiteRecord> {
  const base = `${siteScope(sitePath)}/site/`;
  const answer = await submitForm({
    path: id === null ? base : `${base}${id}/`,
    method: id === null ? 'POST' : 'PUT',
    form,
  });
  return siteRecord.parse(answer);
}

export async function deleteSite(sitePath: string, id: number): Promise<void> {
  await apiRequest(`${siteScope(sitePath)}/site/${id}/`, { method: 'DELETE', silent: true });
}

/** The roles the company at `companyPath` inherits from its parent. */
export async function fetchInheritedRoles(companyPath: string, signal?: AbortSignal): Promise<InheritableRoleList> {
  const data = await apiRequest(`${siteScope(companyPath)}/role/list_inherited_roles/`, { signal, silent: true });
  return inheritableRoleList.parse(data);
}

/** The parent's roles the company at `companyPath` may inherit, each marked when it does. */
export async function fetchInheritableRoles(companyPath: string, signal?: AbortSignal): Promise<InheritableRoleList> {
  const data = await apiRequest(`${siteScope(companyPath)}/role/site_participating_inherit_roles/`, {
    signal,
    silent: true,
  });
  return inheritableRoleList.parse(data);
}

/** Toggles the given roles (selected △ current, model/selection.ts). */
export async function editInheritance(companyPath: string, roles: number[]): Promise<InheritableRoleList> {
  const data = await apiRequest(`${siteScope(companyPath)}/role/edit_inheritance/`, {
    method: 'POST',
    body: { roles },
    silent: true,
  });
  return inheritableRoleList.parse(data);
}
