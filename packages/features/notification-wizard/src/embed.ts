/**
 * @conecta/notification-wizard/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-notification-wizard>` (events conecta-close, conecta-saved). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { NotificationWizard, type NotificationWizardProps } from './NotificationWizard';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { NotificationWizardProps };

export const { mount, defineElement } = createEmbed<NotificationWizardProps>(NotificationWizard, {
  tagName: 'conecta-notification-wizard',
  events: { onClose: 'conecta-close', onSaved: 'conecta-saved' },
});
