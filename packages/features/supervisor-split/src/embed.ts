/**
 * @conecta/supervisor-split/embed — for hosts not written in React: `mount(element, props)` and the custom
 * element `<conecta-supervisor-split>` (events conecta-navigate). `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { SupervisorSplit, type SupervisorSplitProps } from './SupervisorSplit';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { SupervisorSplitProps };

export const { mount, defineElement } = createEmbed<SupervisorSplitProps>(SupervisorSplit, {
  tagName: 'conecta-supervisor-split',
  events: { onNavigate: 'conecta-navigate' },
});
