import type { AdminUser, Language, SiteSummary } from '@qualium/contracts';

/** What the user form edits: the fields of shell-and-admin §5 "User", typed as the contract reads them. */
export interface UserFormValues extends Record<string, unknown> {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  lang: Language;
  is_active: boolean;
  email_notifications: boolean;
  internal_notifications: boolean;
  isManager: boolean;
  isAdmin: boolean;
  support_level: { chat: boolean };
  preferred_centro: number | null;
  site: number | null;
  remove_photo: boolean;
}

export const USER_FLAGS = [
  'is_active',
  'email_notifications',
  'internal_notifications',
  'isManager',
  'isAdmin',
] as const;

/** A new user starts active, notified, in the current company, in Spanish. */
export function userFormValues(user: AdminUser | null, siteId: number | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    password: '',
    lang: user?.lang ?? 'es',
    is_active: user?.is_active ?? true,
    email_notifications: user?.email_notifications ?? true,
    internal_notifications: user?.internal_notifications ?? true,
    isManager: user?.isManager ?? false,
    isAdmin: user?.isAdmin ?? false,
    support_level: { ...(user?.support_level ?? {}), chat: user?.support_level.chat ?? false },
    preferred_centro: user?.preferred_centro ?? null,
    site: user?.site ?? siteId,
    remove_photo: false,
  };
}

/**
 * The multipart body (shell-and-admin §7): every field as text, support_level as JSON text, plus id, site and
 * site_name; the password only for a new user; the photo only when one was chosen.
 */
export function userFormBody(
  values: UserFormValues,
  user: AdminUser | null,
  siteName: string,
): Record<string, unknown> {
  const { password, remove_photo, ...rest } = values;
  return {
    ...rest,
    ...(user === null ? { password } : { remove_photo }),
    id: user?.id ?? '',
    site_name: siteName,
  };
}

/** Companies a user may belong to from here: the current one and its sub-companies (by path). */
export function companiesWithin(sites: readonly SiteSummary[], currentPath: string | null): SiteSummary[] {
  if (currentPath === null) return [];
  return sites.filter((s) => s.path === currentPath || s.path.startsWith(`${currentPath}/`));
}
