/**
 * @conecta/metas-planning/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-metas-planning>` (events conecta-navigate). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { MetasPlanning, type MetasPlanningProps } from './MetasPlanning';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { MetasPlanningProps };

export const { mount, defineElement } = createEmbed<MetasPlanningProps>(MetasPlanning, {
  tagName: 'conecta-metas-planning',
  events: { onNavigate: 'conecta-navigate' },
});
