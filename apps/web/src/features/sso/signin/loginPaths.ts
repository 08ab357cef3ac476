/** A company's own login page (/corp/{url_name}/login), or the plain one when no company is known. */
export function companyLoginPath(site: string | null | undefined): string {
  return site ? `/corp/${encodeURIComponent(site)}/login` : '/login';
}

/** /ssologin for a company, carrying the path to return to once signed in. */
export function ssoLoginPath(site: string, redirect: string | null): string {
  const query = new URLSearchParams({ site });
  if (redirect) query.set('redirect', redirect);
  return `/ssologin?${query.toString()}`;
}

/** The site path's last segment is the company's url_name (`/demo/norte` → `norte`). */
export function urlNameOfSitePath(sitePath: string): string {
  return sitePath.slice(sitePath.lastIndexOf('/') + 1);
}
