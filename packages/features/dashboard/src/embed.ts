/**
 * @conecta/dashboard/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-dashboard>`. `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { Dashboard, type DashboardProps } from './Dashboard';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { DashboardProps };

export const { mount, defineElement } = createEmbed<DashboardProps>(Dashboard, {
  tagName: 'conecta-dashboard',
});
