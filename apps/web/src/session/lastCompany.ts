import { LAST_COMPANY_STORAGE_KEY } from '../config';

/**
 * The company last used on this browser (its url_name), kept across sign-out so the plain /login
 * can offer that company's single sign-on (shell-and-admin §2.5). Not part of the session: it names
 * no user and holds nothing secret.
 */
export function rememberCompany(sitePath: string | null): void {
  const urlName = sitePath?.slice(sitePath.lastIndexOf('/') + 1);
  if (urlName) window.localStorage.setItem(LAST_COMPANY_STORAGE_KEY, urlName);
}

export function lastCompany(): string | null {
  return window.localStorage.getItem(LAST_COMPANY_STORAGE_KEY);
}
