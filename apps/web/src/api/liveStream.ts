import { STREAM_EVENTS, streamTicketResponse } from '@qualium/contracts';
import { useEffect, useRef } from 'react';
import { API_PREFIX } from '../config';
import { useSession } from '../session/session';
import { ApiError, apiRequest } from './client';
import { retryDelay } from './retry';

/**
 * The user's live stream (GET /notifications/stream, Server-Sent Events), one connection per tab
 * shared by whoever listens: the notifications envelope (`notification` events) and the support
 * chat (`chat` events). Every listener is also called on each (re)connection, which may have
 * missed events. EventSource cannot send the Token header: each connection takes a fresh
 * single-use ticket from an authenticated POST. A dropped connection is opened again with a new
 * ticket after a growing pause; it closes when the last listener goes (signing out unmounts them).
 */

export type LiveEvent = typeof STREAM_EVENTS.notification | typeof STREAM_EVENTS.chat;

const listeners = new Map<LiveEvent, Set<() => void>>();
let connection: { token: string; close(): void } | null = null;

const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

function connect(token: string): { token: string; close(): void } {
  let stopped = false;
  let attempt = 0;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), retryDelay(attempt));
    attempt++;
  };
  const open = async () => {
    try {
      const { ticket } = streamTicketResponse.parse(
        await apiRequest('/notifications/stream_ticket/', { method: 'POST', silent: true, token }),
      );
      if (stopped) return;
      source = new EventSource(`${API_PREFIX}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener(STREAM_EVENTS.ready, () => {
        attempt = 0;
        for (const listener of everyListener()) listener();
      });
      for (const event of [STREAM_EVENTS.notification, STREAM_EVENTS.chat] as const) {
        source.addEventListener(event, () => {
          for (const listener of listeners.get(event) ?? []) listener();
        });
      }
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    } catch (error) {
      // A 401 ends the session (the client's handler); the listeners go with it.
      if (error instanceof ApiError && error.status === 401) return;
      retry();
    }
  };
  void open();
  return {
    token,
    close() {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}

/** Calls `onEvent` when the stream sends `event`, and on every (re)connection, while mounted and signed in. */
export function useLiveStream(event: LiveEvent, onEvent: () => void): void {
  const token = useSession((s) => s.persisted.token);
  const latest = useRef(onEvent);
  latest.current = onEvent;

  useEffect(() => {
    if (!token) return;
    const listener = () => latest.current();
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    if (connection?.token !== token) {
      connection?.close();
      connection = connect(token);
    }
    return () => {
      set.delete(listener);
      if (everyListener().length === 0) {
        connection?.close();
        connection = null;
      }
    };
  }, [token, event]);
}
