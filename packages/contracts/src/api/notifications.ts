import { z } from 'zod';
import { defineMessages } from '../messages/catalog.js';
import { explorerQuery } from './explorer.js';
import { supportChatEvent } from './support-chat.js';

/**
 * Notifications (records-explorer §2 Notifications dialog, §4, §5, §7, §9; shell-and-admin §2.2,
 * §2.8, §3 Notification, §7): NOTIF_DEFAULT units addressed to one user, listed and counted per
 * centro, read through the BP's `read` transition, and pushed live over Server-Sent Events.
 */

/** records-explorer §5, §9: user notifications default business_process to NOTIF_DEFAULT. */
export const DEFAULT_NOTIFICATION_BP = 'NOTIF_DEFAULT';
/** The transition that moves a notification to read (records-explorer §4). */
export const NOTIFICATION_READ_TRANSITION = 'read';

/** Texts the spec leaves open (docs/decisions.md). */
export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  notYours: {
    es: 'Solo puedes ver tus propias notificaciones.',
    ca: 'Només pots veure les teves notificacions.',
    en: 'You may only see your own notifications.',
  },
  notANotificationProcess: (reference: string) => ({
    es: `'${reference}' no es un proceso de negocio de notificaciones.`,
    ca: `'${reference}' no és un procés de negoci de notificacions.`,
    en: `'${reference}' is not a notification business process.`,
  }),
  notFound: (id: string) => ({
    es: `Notificación no encontrada: ${id}`,
    ca: `No s'ha trobat la notificació: ${id}`,
    en: `Notification not found: ${id}`,
  }),
  cannotRead: (id: string) => ({
    es: `Esta notificación no se puede marcar como leída: ${id}`,
    ca: `Aquesta notificació no es pot marcar com a llegida: ${id}`,
    en: `This notification cannot be marked read: ${id}`,
  }),
  tooMany: (max: number) => ({
    es: `Como máximo ${max} notificaciones por petición.`,
    ca: `Com a màxim ${max} notificacions per petició.`,
    en: `Ensure this field has no more than ${max} elements.`,
  }),
  invalidTicket: {
    es: 'El tique del flujo no es válido o ha caducado. Pide uno nuevo.',
    ca: "El tiquet del flux no és vàlid o ha caducat. Demana'n un de nou.",
    en: 'The stream ticket is not valid or has expired. Ask for a new one.',
  },
});

/**
 * get_user_notifications / get_user_notifications_count: the explorer's filter set (search, date
 * range, advanced, paging, sort), `business_process` defaulting to NOTIF_DEFAULT; `centro` one
 * centro of the site (default the scope's) and `user`, which may only name the caller.
 */
export const notificationsQuery = explorerQuery.extend({
  centro: z.coerce.number().int().positive().optional(),
  user: z.coerce.number().int().positive().optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** Unread notifications: those not closed (records-explorer §4). */
export const notificationCount = z.object({ count: z.number() });
export type NotificationCount = z.infer<typeof notificationCount>;

/** execute_read_notifications: what moved to read now, what was read already, and the new unread count. */
export const readNotificationsResponse = z.object({
  read: z.array(z.string()),
  already_read: z.array(z.string()),
  count: z.number(),
});
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponse>;

/**
 * EventSource cannot send headers: the stream takes a ticket in its URL instead of the session
 * token. A ticket is single-use, lives STREAM_TICKET_SECONDS, and is issued by an authenticated
 * POST for the session that asked for it.
 */
export const STREAM_TICKET_SECONDS = 60;
export const streamTicketResponse = z.object({ ticket: z.string(), expires_at: z.string() });
export type StreamTicketResponse = z.infer<typeof streamTicketResponse>;
export const streamQuery = z.object({ ticket: z.string().min(1).max(200) });

/** Comment lines keep proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 25_000;

/**
 * What the stream sends (`event: notification`, `data:` this JSON): notifications of the user were
 * created or read somewhere (`site`, `centro`). The client reloads its count and list. `ready`
 * comes first on every connection, so a client that was away catches up.
 */
export const notificationEvent = z.object({
  type: z.enum(['created', 'read']),
  site: z.number(),
  centro: z.number(),
  uids: z.array(z.string()),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;
/** Everything the stream carries: notification events (`event: notification`) and support chat ones (`event: chat`). */
export const streamEvent = z.union([notificationEvent, supportChatEvent]);
export type StreamEvent = z.infer<typeof streamEvent>;
export const STREAM_EVENTS = { ready: 'ready', notification: 'notification', chat: 'chat' } as const;
