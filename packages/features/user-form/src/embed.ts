/**
 * @conecta/user-form/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-user-form>` (events conecta-cancel, conecta-back-to-list). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { UserForm, type UserFormProps } from './UserForm';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { UserFormProps };

export const { mount, defineElement } = createEmbed<UserFormProps>(UserForm, {
  tagName: 'conecta-user-form',
  events: { onCancel: 'conecta-cancel', onBackToList: 'conecta-back-to-list' },
});
