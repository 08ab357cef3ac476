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
