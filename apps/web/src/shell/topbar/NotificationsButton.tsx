/**
 * The notifications envelope with its unread badge (shell-and-admin §2.2): drawn by
 * features/notifications, whose dialog is a chunk of its own, loaded on first opening.
 */
export { NotificationsEnvelope as NotificationsButton } from '../../features/notifications/NotificationsEnvelope';
