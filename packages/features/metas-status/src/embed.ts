/**
 * @conecta/metas-status/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-metas-status>` (events conecta-navigate). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { MetasStatus, type MetasStatusProps } from './MetasStatus';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { MetasStatusProps };

export const { mount, defineElement } = createEmbed<MetasStatusProps>(MetasStatus, {
  tagName: 'conecta-metas-status',
  events: { onNavigate: 'conecta-navigate' },
});
