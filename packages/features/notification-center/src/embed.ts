/**
 * @conecta/notification-center/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-notification-center>` (events conecta-create, conecta-edit, conecta-navigate). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { NotificationCenter, type NotificationCenterProps } from './NotificationCenter';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { NotificationCenterProps };

export const { mount, defineElement } = createEmbed<NotificationCenterProps>(NotificationCenter, {
  tagName: 'conecta-notification-center',
  events: { onCreate: 'conecta-create', onEdit: 'conecta-edit', onNavigate: 'conecta-navigate' },
});
