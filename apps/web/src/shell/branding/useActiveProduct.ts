import { useSession } from '../../session/session';
import { type ProductTheme, productTheme } from '../../theme/products';
import type { Route } from '../routing/resolveRoute';
import { useLoginBranding } from './useLoginBranding';

/**
 * The theme follows the selected site's product (shell-and-admin §4); a branded login page follows the
 * company or centre named in its URL instead.
 */
export function useActiveProduct(route: Route): ProductTheme {
  const sessionProduct = useSession((s) => s.persisted.site_data?.qualium_product ?? null);
  const { branding } = useLoginBranding(route.kind === 'login' ? route.scope : { kind: 'none' });
  if (route.kind === 'login' && branding) return productTheme(branding.product);
  return productTheme(sessionProduct);
}

/**
 * The footer's help link and contact address (shell-and-admin §2.2): the settings of the company in
 * use, or of the one a branded login page names; null where it has none (the link is left out).
 */
export function useCompanyLinks(route: Route): { helpUrl: string | null; contactEmail: string | null } {
  const site = useSession((s) => s.persisted.site_data);
  const { branding } = useLoginBranding(route.kind === 'login' ? route.scope : { kind: 'none' });
  if (route.kind === 'login' && branding) return { helpUrl: branding.helpUrl, contactEmail: branding.contactEmail };
  return { helpUrl: site?.help_url ?? null, contactEmail: site?.contact_email ?? null };
}
