/**
 * @conecta/seller-approval/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-seller-approval>` (events conecta-navigate). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { SellerApproval, type SellerApprovalProps } from './SellerApproval';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { SellerApprovalProps };

export const { mount, defineElement } = createEmbed<SellerApprovalProps>(SellerApproval, {
  tagName: 'conecta-seller-approval',
  events: { onNavigate: 'conecta-navigate' },
});
