import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminScope } from '../api/endpoints';

/** Every list of the screens sits under this key, per company and centre. */
export const adminKey = (name: string, scope: AdminScope, ...rest: unknown[]) =>
  ['admin', name, scope.sitePath, scope.centroId, ...rest] as const;

/** A screen's list, cancelled when the scope changes or the screen goes (AbortSignal). */
export function useAdminList<T>(
  name: string,
  scope: AdminScope,
  load: (scope: AdminScope, signal: AbortSignal) => Promise<T>,
  options: { needsCentro?: boolean; extraKey?: unknown[] } = {},
) {
  return useQuery({
    queryKey: adminKey(name, scope, ...(options.extraKey ?? [])),
    enabled: scope.sitePath !== null && (!options.needsCentro || scope.centroId !== null),
    queryFn: ({ signal }) => load(scope, signal),
  });
}

/**
 * Reloads a screen's lists after a change (shell-and-admin §4: menu and vocabulary lists reload after every
 * change; role updates refresh after a 200 ms delay).
 */
export function useReload(...names: string[]) {
  const client = useQueryClient();
  return (delayMs = 0) => {
    const run = () => {
      for (const name of names) void client.invalidateQueries({ queryKey: ['admin', name] });
    };
    if (delayMs > 0) setTimeout(run, delayMs);
    else run();
  };
}
