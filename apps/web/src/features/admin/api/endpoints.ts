import {
  type AdminMenuItem,
  type AdminMenuList,
  type AdminUser,
  type AdminUserList,
  adminMenuItem,
  adminMenuList,
  adminUser,
  adminUserList,
  type DepartmentList,
  type DepartmentRecord,
  departmentList,
  departmentRecord,
  type LocationList,
  type LocationRecord,
  type LocationTypeList,
  type LocationTypeRecord,
  locationList,
  locationRecord,
  locationTypeList,
  locationTypeRecord,
  type RoleList,
  type RoleRecord,
  roleList,
  roleRecord,
  type VocabularyEntry,
  type VocabularyList,
  vocabularyEntry,
  vocabularyList,
} from '@qualium/contracts';
import { centroScope, siteScope } from '../../../api/scope';
import { toFormData } from './formData';
import { loadList, remove, saveForm } from './request';

/**
 * The calls of the five screens (server: apps/server/src/modules/{users,departments,roles,menus,
 * vocabularies,locations}), answers read with the contracts. Site-level resources go to the site
 * scope, menus and vocabularies to the centro scope (shell-and-admin §7).
 */
export interface AdminScope {
  sitePath: string | null;
  centroId: number | null;
}

const at = {
  users: (s: AdminScope) => `${siteScope(s.sitePath)}/user/`,
  departments: (s: AdminScope) => `${siteScope(s.sitePath)}/department/`,
  roles: (s: AdminScope) => `${siteScope(s.sitePath)}/role/`,
  locationTypes: (s: AdminScope) => `${siteScope(s.sitePath)}/locationtype/`,
  locations: (s: AdminScope) => `${siteScope(s.sitePath)}/location/`,
  menus: (s: AdminScope) => `${centroScope(s.sitePath, s.centroId)}/menuitem/`,
  vocabularies: (s: AdminScope) => `${centroScope(s.sitePath, s.centroId)}/vocabulary/`,
};

type Signal = AbortSignal | undefined;

export const adminApi = {
  users: {
    /** `site`: only the users of that company (at or below the current one). */
    list: (s: AdminScope, signal: Signal, site: number | null = null): Promise<AdminUserList> =>
      loadList(at.users(s), 'users', (d) => adminUserList.parse(d), {
        signal,
        query: site === null ? {} : { site: String(site) },
      }),
    save: (s: AdminScope, id: number | null, form: FormData): Promise<AdminUser> =>
      saveForm(at.users(s), id, form, (d) => adminUser.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.users(s), id),
  },
  departments: {
    list: (s: AdminScope, signal: Signal): Promise<DepartmentList> =>
      loadList(at.departments(s), 'departments', (d) => departmentList.parse(d), { signal }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<DepartmentRecord> =>
      saveForm(at.departments(s), id, toFormData(values), (d) => departmentRecord.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.departments(s), id),
  },
  roles: {
    /** `inherited`: also the roles the company inherits (the menu form's choices). */
    list: (s: AdminScope, signal: Signal, inherited = false): Promise<RoleList> =>
      loadList(at.roles(s), 'roles', (d) => roleList.parse(d), {
        signal,
        query: inherited ? { inherited: 'true' } : {},
      }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<RoleRecord> =>
      saveForm(at.roles(s), id, toFormData(values), (d) => roleRecord.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.roles(s), id),
  },
  menus: {
    list: (s: AdminScope, signal: Signal): Promise<AdminMenuList> =>
      loadList(at.menus(s), 'menus', (d) => adminMenuList.parse(d), { signal }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<AdminMenuItem> =>
      saveForm(at.menus(s), id, toFormData(values), (d) => adminMenuItem.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.menus(s), id),
    copyFromParent: (s: AdminScope): Promise<AdminMenuList> =>
      loadList(`${at.menus(s)}copy_from_parent/`, 'menus', (d) => adminMenuList.parse(d)),
  },
  vocabularies: {
    list: (s: AdminScope, signal: Signal): Promise<VocabularyList> =>
      loadList(at.vocabularies(s), 'vocabularies', (d) => vocabularyList.parse(d), { signal }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<VocabularyEntry> =>
      saveForm(at.vocabularies(s), id, toFormData(values), (d) => vocabularyEntry.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.vocabularies(s), id),
    copyFromParent: (s: AdminScope): Promise<VocabularyList> =>
      loadList(`${at.vocabularies(s)}copy_from_parent/`, 'vocabularies', (d) => vocabularyList.parse(d)),
  },
  locationTypes: {
    list: (s: AdminScope, signal: Signal): Promise<LocationTypeList> =>
      loadList(at.locationTypes(s), 'location types', (d) => locationTypeList.parse(d), { signal }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<LocationTypeRecord> =>
      saveForm(at.locationTypes(s), id, toFormData(values), (d) => locationTypeRecord.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.locationTypes(s), id),
  },
  locations: {
    list: (s: AdminScope, signal: Signal): Promise<LocationList> =>
      loadList(at.locations(s), 'locations', (d) => locationList.parse(d), { signal }),
    save: (s: AdminScope, id: number | null, values: Record<string, unknown>): Promise<LocationRecord> =>
      saveForm(at.locations(s), id, toFormData(values), (d) => locationRecord.parse(d)),
    remove: (s: AdminScope, id: number) => remove(at.locations(s), id),
  },
};
