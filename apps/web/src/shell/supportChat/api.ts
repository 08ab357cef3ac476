import {
  type SupportMessage,
  supportChatSummary,
  supportConversations,
  supportMessage,
  supportThread,
} from '@qualium/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { siteScope } from '../../api/scope';
import { useSession } from '../../session/session';

/**
 * The support chat's calls (docs/api.md "Support chat"), on the session's site. Everything is
 * reloaded when the live stream says a thread changed (`chat` events) and on reconnection.
 */

const ROOT = ['support-chat'] as const;

function useSitePath(): string | null {
  const site = useSession((s) => s.persisted.site);
  return site ? siteScope(site) : null;
}

/** A thread or a message arrived: reload the badge, the list and the open thread. */
export function reloadChat(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ROOT });
}

/** Whether the user is support here, and the badge's unread count. */
export function useChatSummary() {
  const path = useSitePath();
  return useQuery({
    queryKey: [...ROOT, path, 'summary'],
    enabled: path !== null,
    // Silent: the badge keeps its last count rather than raising the global error.
    queryFn: async ({ signal }) =>
      supportChatSummary.parse(await apiRequest(`${path}/support_chat/`, { signal, silent: true })),
  });
}

/** Support's list of the site's conversations. */
export function useConversations(enabled: boolean) {
  const path = useSitePath();
  return useQuery({
    queryKey: [...ROOT, path, 'list'],
    enabled: enabled && path !== null,
    queryFn: async ({ signal }) =>
      supportConversations.parse(await apiRequest(`${path}/support_chat/conversations/`, { signal, silent: true })),
  });
}

/** One thread (`owner`'s); reading it marks it read, so the badge and the list reload after. */
export function useThread(owner: number | null) {
  const path = useSitePath();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ROOT, path, 'thread', owner],
    enabled: owner !== null && path !== null,
    queryFn: async ({ signal }) => {
      const thread = supportThread.parse(
        await apiRequest(`${path}/support_chat/conversations/${owner}/`, { signal, silent: true }),
      );
      void queryClient.invalidateQueries({ queryKey: [...ROOT, path, 'summary'] });
      void queryClient.invalidateQueries({ queryKey: [...ROOT, path, 'list'] });
      return thread;
    },
  });
}

/** Writes to `owner`'s thread; the caller shows a failure itself. */
export function useSendMessage() {
  const path = useSitePath();
  return async (owner: number, body: string): Promise<SupportMessage> =>
    supportMessage.parse(
      await apiRequest(`${path}/support_chat/conversations/${owner}/messages/`, {
        method: 'POST',
        body: { body },
        silent: true,
      }),
    );
}
