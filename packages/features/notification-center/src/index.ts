/**
 * @conecta/notification-center — the notification center (/notificacoes): own and manufacturer
 * notifications, accept/refuse, enable/disable, delete, preview, audience, participating brokers
 * and achievement info (notifications spec §2, §4, §6–§9).
 */
export { NotificationCenter } from './NotificationCenter';
export type { NotificationCenterProps } from './NotificationCenter';
export type { NotificationReveal } from './state/reveal';
