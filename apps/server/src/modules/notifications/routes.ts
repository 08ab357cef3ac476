import type { OutgoingHttpHeaders } from 'node:http';
import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  notificationCount,
  notificationsQuery,
  parseBoundedJson,
  readNotificationsResponse,
  streamQuery,
  streamTicketResponse,
  unitCollection,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireCentroScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { readMultipartForm } from '../../http/multipart.js';
import { centroContext } from '../../http/request-context.js';
import { createEventFeed } from './bus.js';
import { unreadNotificationCount, userNotifications } from './list.js';
import { readNotifications } from './read.js';
import { NotificationStreams } from './streams.js';
import { consumeStreamTicket, issueStreamTicket, liveSessions } from './tickets.js';

const centro = { access: 'user', scope: 'centro' } as const;
const tags = ['notifications'];

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open notification streams (tests look at their number). */
    notificationStreams: NotificationStreams;
  }
}

/** `notifications_ids` of a form: repeated names, `notifications_ids[]`, or one JSON array; numbers or uids. */
function idsFromTexts(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const t = text.trim();
    if (!t.startsWith('[')) return t.split(',');
    try {
      const list = parseBoundedJson(t);
      if (Array.isArray(list)) return list.map(String);
    } catch {}
    throw badRequest({ notifications_ids: [MESSAGES.badRequest] });
  });
}

/** The ids of execute_read_notifications: multipart (records-explorer §7) or, for API clients, JSON. */
async function readIds(request: FastifyRequest): Promise<string[]> {
  if (request.isMultipart()) {
    const form = await readMultipartForm(request);
    form.discard();
    return idsFromTexts([...(form.fields.notifications_ids ?? []), ...(form.fields['notifications_ids[]'] ?? [])]);
  }
  const body = request.body as { notifications_ids?: unknown } | null;
  const ids = body?.notifications_ids;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' && typeof id !== 'number')) {
    throw badRequest({ notifications_ids: [MESSAGES.required] });
  }
  return ids.map(String);
}

/**
 * Notifications (records-explorer §7): the user's list and unread count per centro, marking read,
 * and the live stream the envelope's badge follows.
 */
export function notificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const streams = new NotificationStreams({
    createFeed: (handlers) => createEventFeed(deps.db, handlers),
    liveSessions: (ids) => liveSessions(deps.db, ids, deps.config.tokenIdleMinutes),
    onError: (error) => app.log.warn({ err: error }, 'notification stream'),
  });
  app.decorate('notificationStreams', streams);
  // Open streams would keep the server from closing.
  app.addHook('preClose', () => streams.closeAll());

  r.get(
    '/api/v1/unit/get_user_notifications/',
    { config: centro, schema: { tags, querystring: notificationsQuery, response: { 200: unitCollection } } },
    (request) => userNotifications(centroContext(deps, request), request.query),
  );

  r.get(
    '/api/v1/unit/get_user_notifications_count/',
    { config: centro, schema: { tags, querystring: notificationsQuery, response: { 200: notificationCount } } },
    async (request) => ({
      count: await unreadNotificationCount(deps, requireCentroScope(request), request.query),
    }),
  );

  r.post(
    '/api/v1/unit/execute_read_notifications/',
    { config: centro, schema: { tags, response: { 200: readNotificationsResponse } } },
    async (request) => readNotifications(centroContext(deps, request), await readIds(request)),
  );

  r.post(
    '/api/v1/notifications/stream_ticket/',
    { config: { access: 'user', scope: 'none' }, schema: { tags, response: { 201: streamTicketResponse } } },
    async (request, reply) => reply.status(201).send(await issueStreamTicket(deps.db, requireAuth(request))),
  );

  // Public as far as the Token header goes: EventSource cannot send it, the ticket stands for it.
  r.get(
    '/api/v1/notifications/stream',
    { config: { access: 'public', scope: 'none', unmetered: true }, schema: { tags, querystring: streamQuery } },
    async (request, reply) => {
      const holder = await consumeStreamTicket(deps.db, request.query.ticket);
      if (!holder) throw unauthorized(NOTIFICATION_MESSAGES.invalidTicket);
      reply.hijack();
      reply.raw.writeHead(200, {
        // The security headers set so far (helmet), which a hijacked reply would not send itself.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      streams.open(holder.userId, holder.tokenId, reply.raw);
    },
  );
}
