import { useSession } from '../../../session/session';
import type { AdminScope } from '../api/endpoints';

/** The company (and centre) the screens administer: the session's current ones. */
export function useAdminScope(): AdminScope & { siteName: string; centroName: string } {
  const sitePath = useSession((s) => s.persisted.site);
  const siteName = useSession((s) => s.persisted.site_data?.name ?? '');
  const centroId = useSession((s) => s.persisted.centro);
  const centroName = useSession((s) => s.me?.centros.find((c) => c.id === centroId)?.name ?? '');
  return { sitePath, centroId, siteName, centroName };
}
