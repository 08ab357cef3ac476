import { z } from 'zod';
import { defineMessages } from '../messages/catalog.js';

/**
 * The support chat (shell-and-admin §2.8, issue 14 point 15): one thread per user and site with the
 * company's support, answered from the same panel. A thread is named by its owner's user id.
 */

export const SUPPORT_CHAT_MESSAGES = defineMessages('support-chat', {
  chatOff: {
    es: 'El chat de soporte no está activado para este usuario.',
    ca: 'El xat de suport no està activat per a aquest usuari.',
    en: 'The support chat is not enabled for this user.',
  },
  notYourThread: {
    es: 'Solo el soporte de la empresa puede leer las conversaciones de otros usuarios.',
    ca: "Només el suport de l'empresa pot llegir les converses d'altres usuaris.",
    en: "Only the company's support may read other users' conversations.",
  },
});

/** Longest message, in characters: a chat line, not a document. */
export const SUPPORT_MESSAGE_MAX = 4000;

export const supportMessageInput = z.object({ body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX) });
export type SupportMessageInput = z.infer<typeof supportMessageInput>;

export const supportThreadParams = z.object({ user: z.coerce.number().int().positive() });

export const supportMessage = z.object({
  id: z.number(),
  author: z.number(),
  author_name: z.string(),
  /** Written by the company's support (not by the thread's owner). */
  from_support: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  /** The owner's user id: the thread's name in the URLs. */
  user: z.number(),
  user_name: z.string(),
  last_message: z.string(),
  last_message_at: z.string(),
  /** Messages the reader has not read yet (the other side's). */
  unread: z.number(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/** The panel's first look: who the reader is to the chat, and the badge's count. */
export const supportChatSummary = z.object({ is_support: z.boolean(), unread: z.number() });
export type SupportChatSummary = z.infer<typeof supportChatSummary>;

export const supportConversations = z.object({ conversations: z.array(supportConversation) });
export type SupportConversations = z.infer<typeof supportConversations>;

export const supportThread = z.object({ user: z.number(), user_name: z.string(), messages: z.array(supportMessage) });
export type SupportThread = z.infer<typeof supportThread>;

/** What the live stream sends (`event: chat`): the thread of `conversation` (owner id) in `site` changed. */
export const supportChatEvent = z.object({ type: z.literal('chat'), site: z.number(), conversation: z.number() });
export type SupportChatEvent = z.infer<typeof supportChatEvent>;
