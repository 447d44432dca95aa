/**
 * @conecta/system-permissions/embed — for hosts not written in React: `mount(element, props)` and the
 * custom element `<conecta-system-permissions>`. `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { SystemPermissions, type SystemPermissionsProps } from './SystemPermissions';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { SystemPermissionsProps };

export const { mount, defineElement } = createEmbed<SystemPermissionsProps>(SystemPermissions, {
  tagName: 'conecta-system-permissions',
});
