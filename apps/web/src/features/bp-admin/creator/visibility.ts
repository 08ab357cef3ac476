import type { SessionUser } from '@qualium/contracts';

/**
 * Who sees what in the BP creator (shell-and-admin §6): an admin sees every tab of the selected
 * BP; a manager only the "model" tab; a normal user none, with the selector, the name field, save
 * and edit disabled. A manager is one by the user flag or as manager of the current centre (as the
 * explorer counts them, shell-and-admin §6 Directories).
 */
export type CreatorRole = 'admin' | 'manager' | 'user';

export const MANAGER_SECTIONS: readonly string[] = ['model'];

export function creatorRole(
  user: Pick<SessionUser, 'isAdmin' | 'isManager' | 'manager_of_centros'> | null,
  centro: number | null,
): CreatorRole {
  if (!user) return 'user';
  if (user.isAdmin) return 'admin';
  if (user.isManager || (centro !== null && user.manager_of_centros.includes(centro))) return 'manager';
  return 'user';
}

/** The top-level keys of `business_process` this role gets a tab for, in the definition's order. */
export function visibleSections(role: CreatorRole, sections: readonly string[]): string[] {
  if (role === 'admin') return [...sections];
  if (role === 'manager') return sections.filter((s) => MANAGER_SECTIONS.includes(s));
  return [];
}

/** Selector, name, save and edit: everything but looking is closed to normal users. */
export const mayWork = (role: CreatorRole): boolean => role !== 'user';
