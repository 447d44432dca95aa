/**
 * @conecta/metas-report/embed — for hosts not written in React: `mount(element, props)` and the
 * custom element `<conecta-metas-report>`. `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { MetasReport, type MetasReportProps } from './MetasReport';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { MetasReportProps };

export const { mount, defineElement } = createEmbed<MetasReportProps>(MetasReport, {
  tagName: 'conecta-metas-report',
});
