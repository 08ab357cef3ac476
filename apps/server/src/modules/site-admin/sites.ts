import { urlSitePath } from '../org/repo.js';

/**
 * Copy Parent (menus, vocabularies) is for a sub-company: a site path of more than two segments
 * (shell-and-admin §2.9; `/demo/norte` splits into '', 'demo', 'norte').
 */
export const hasParentCompany = (site: { path: string }) => urlSitePath(site.path).split('/').length > 2;
