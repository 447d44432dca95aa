/**
 * @conecta/notification-wizard — the create/edit notification wizard (notifications spec §2–§5,
 * §8): period, audience (channels, solds with a CSV read in a worker, sellers; branches and brokers
 * for manufacturer users), content, featured image and link.
 */
export { NotificationWizard } from './NotificationWizard';
export type { NotificationWizardProps, NotificationWizardMode } from './NotificationWizard';
export type { SavedNotification } from './state/use-wizard';
