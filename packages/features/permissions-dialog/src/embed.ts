/**
 * @conecta/permissions-dialog/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-permissions-dialog>` (events conecta-close, conecta-saved). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { PermissionsDialog, type PermissionsDialogProps } from './PermissionsDialog';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { PermissionsDialogProps };

export const { mount, defineElement } = createEmbed<PermissionsDialogProps>(PermissionsDialog, {
  tagName: 'conecta-permissions-dialog',
  events: { onClose: 'conecta-close', onSaved: 'conecta-saved' },
});
