/**
 * @conecta/users-list/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-users-list>` (events conecta-new-user, conecta-edit-user, conecta-edit-permissions). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { UsersList, type UsersListProps } from './UsersList';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { UsersListProps };

export const { mount, defineElement } = createEmbed<UsersListProps>(UsersList, {
  tagName: 'conecta-users-list',
  events: {
    onNewUser: 'conecta-new-user',
    onEditUser: 'conecta-edit-user',
    onEditPermissions: 'conecta-edit-permissions',
  },
});
