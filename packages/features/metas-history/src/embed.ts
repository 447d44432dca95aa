/**
 * @conecta/metas-history/embed — for hosts not written in React: `mount(element, props)` and the
 * custom element `<conecta-metas-history>`. `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { MetasHistory, type MetasHistoryProps } from './MetasHistory';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { MetasHistoryProps };

export const { mount, defineElement } = createEmbed<MetasHistoryProps>(MetasHistory, {
  tagName: 'conecta-metas-history',
  events: { onNavigate: 'conecta-navigate' },
});
