import { STREAM_EVENTS, streamTicketResponse } from '@qualium/contracts';
import { useEffect, useRef } from 'react';
import { ApiError, apiRequest } from '../../api/client';
import { API_PREFIX } from '../../config';
import { useSession } from '../../session/session';
import { retryDelay } from './retry';

/**
 * Follows the user's notification stream (GET /notifications/stream, Server-Sent Events) and calls
 * `onChange` when it says something changed, and on every (re)connection, which may have missed
 * events. EventSource cannot send the Token header: each connection takes a fresh single-use
 * ticket from an authenticated POST. A dropped connection is closed and opened again with a new
 * ticket after a growing pause; signing out (unmounting) closes it.
 */
export function useNotificationStream(onChange: () => void): void {
  const token = useSession((s) => s.persisted.token);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let attempt = 0;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), retryDelay(attempt));
      attempt++;
    };
    const connect = async () => {
      try {
        const { ticket } = streamTicketResponse.parse(
          await apiRequest('/notifications/stream_ticket/', { method: 'POST', silent: true }),
        );
        if (stopped) return;
        source = new EventSource(`${API_PREFIX}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener(STREAM_EVENTS.ready, () => {
          attempt = 0;
          latest.current();
        });
        source.addEventListener(STREAM_EVENTS.notification, () => latest.current());
        source.onerror = () => {
          source?.close();
          source = null;
          retry();
        };
      } catch (error) {
        // A 401 ends the session (the client's handler); the bar and this hook go with it.
        if (error instanceof ApiError && error.status === 401) return;
        retry();
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token]);
}
