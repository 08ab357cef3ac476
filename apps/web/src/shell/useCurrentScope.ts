import type { CentroSummary, SiteSummary } from '@qualium/contracts';
import { useSession } from '../session/session';

/** The current site and centro records (from user_data/me), for names and logos. */
export function useCurrentScope(): { site: SiteSummary | null; centro: CentroSummary | null } {
  const siteData = useSession((s) => s.persisted.site_data);
  const centroId = useSession((s) => s.persisted.centro);
  const centros = useSession((s) => s.me?.centros);
  const centro = centros?.find((c) => c.id === centroId) ?? null;
  return { site: siteData, centro };
}
