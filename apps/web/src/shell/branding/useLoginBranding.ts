import type { Product } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { fetchCentroPath, fetchSitePath } from '../../api/session';
import type { LoginScope } from '../routing/resolveRoute';

/** How a /corp/{corp}/login or /sede/{sede}/login page looks, from the public sitepath/centropath look-ups. */
export interface LoginBranding {
  product: Product;
  siteId: number;
  siteName: string;
  centroId: number | null;
  centroName: string | null;
  logo: string | null;
  background: string | null;
  /** The company's path (`/demo/norte`) and whether it signs in through its identity provider. */
  sitePath: string;
  ssoEnabled: boolean;
  /** The company's footer links (shell-and-admin §2.2), null where it has none. */
  helpUrl: string | null;
  contactEmail: string | null;
}

export function useLoginBranding(scope: LoginScope) {
  const urlName = scope.kind === 'none' ? '' : scope.urlName;
  const query = useQuery({
    queryKey: ['login-branding', scope.kind, urlName],
    enabled: scope.kind !== 'none',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<LoginBranding> => {
      if (scope.kind === 'sede') {
        const c = await fetchCentroPath(urlName, signal);
        return {
          product: c.qualium_product,
          siteId: c.id,
          siteName: c.name,
          centroId: c.centro_id,
          centroName: c.centro_name,
          logo: c.centro_logo ?? c.logo,
          background: c.background_image,
          sitePath: c.path,
          ssoEnabled: c.sso_enabled,
          helpUrl: c.help_url,
          contactEmail: c.contact_email,
        };
      }
      const s = await fetchSitePath(urlName, signal);
      return {
        product: s.qualium_product,
        siteId: s.id,
        siteName: s.name,
        centroId: null,
        centroName: null,
        logo: s.logo,
        background: s.background_image,
        sitePath: s.path,
        ssoEnabled: s.sso_enabled,
        helpUrl: s.help_url,
        contactEmail: s.contact_email,
      };
    },
  });
  const unknown = query.error instanceof ApiError && query.error.status === 404;
  return { branding: query.data ?? null, loading: query.isLoading, unknown, urlName };
}
