import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import type { UserChoice } from '../logic/users';
import { useExplorerScope } from './scope';

const dependingUsers = z.object({ data: z.array(z.object({ value: z.number(), text: z.string() })) });

/**
 * The people who may be responsible on the business process's process in this centre
 * (GET {centro}/unitwidget/get_process_depending_users/, permission responsible): the users
 * participating in the current centre that a unit of this list can be assigned to.
 */
export function useResponsibleUsers(processId: number | null) {
  const { site, centro, ready, path } = useExplorerScope();
  return useQuery({
    queryKey: ['explorer', 'responsible-users', site, centro, processId],
    enabled: ready && processId !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<UserChoice[]> => {
      const data = await apiRequest(`${path}/unitwidget/get_process_depending_users/`, {
        query: { process_id: String(processId), permission_id: 'responsible' },
        signal,
      });
      return dependingUsers.parse(data).data.map((u) => ({ id: u.value, name: u.text }));
    },
  });
}
