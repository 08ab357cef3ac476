import {
  NOTIFICATION_POLL_MS,
  notificationCount,
  type ReadNotificationsResponse,
  readNotificationsResponse,
} from '@qualium/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { submitForm } from '../../api/submit';
import { useCentroScope } from '../../api/useCentroScope';

/**
 * The notification calls (records-explorer §7): the unread count, polled every NOTIFICATION_POLL_MS
 * (and reloaded at once when the live stream says something changed), and marking read.
 */

const COUNT_KEY = ['notifications', 'count'] as const;
/** The dialog's list is the explorer's unit list in `notifications` mode (useUnitList). */
const LIST_KEY = ['explorer', 'units', 'notifications'] as const;

/** Unread notifications of the user in the current centro (those not closed). */
export function useUnreadCount() {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: [...COUNT_KEY, site, centro],
    enabled: ready,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    // Silent: a failed poll keeps the last count rather than raising the global error every time.
    queryFn: async ({ signal }) =>
      notificationCount.parse(await apiRequest(`${path}/unit/get_user_notifications_count/`, { signal, silent: true }))
        .count,
  });
}

/** Something changed (a new notification, one read elsewhere): reload the count and any open list. */
export function reloadNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
  void queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

/** execute_read_notifications: multipart `notifications_ids` (records-explorer §7), one per notification. */
export async function markNotificationsRead(path: string, uids: readonly string[]): Promise<ReadNotificationsResponse> {
  const form = new FormData();
  for (const uid of uids) form.append('notifications_ids', uid);
  return readNotificationsResponse.parse(await submitForm({ path: `${path}/unit/execute_read_notifications/`, form }));
}
