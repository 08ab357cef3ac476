import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMenuTree } from '../../api/menus';
import { useSession } from '../../session/session';
import { adminGroup, type NavNode, toNavTree } from './navTree';

/** Server menus of the current centro plus, for admins, the fixed Admin group (shell-and-admin §2.3). */
export function useNavNodes(): NavNode[] {
  const { t } = useTranslation();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const hasMe = useSession((s) => s.me !== null);

  const menus = useQuery({
    queryKey: ['menus', site, centro],
    // Wait for me: a stale centro from storage could be one the user lost access to (404).
    enabled: hasMe && site !== null && centro !== null,
    queryFn: ({ signal }) => fetchMenuTree(site, centro, signal),
    staleTime: 60_000,
  });

  return useMemo(() => {
    const nodes = toNavTree(menus.data ?? []);
    return isAdmin ? [...nodes, adminGroup(t)] : nodes;
  }, [menus.data, isAdmin, t]);
}
