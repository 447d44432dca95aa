/**
 * @conecta/carousel-manager/embed — for hosts not written in React: `mount(element, props)` and the
 * custom element `<conecta-carousel-manager>`. `createApiClient` builds the `api` prop.
 */
import { createEmbed } from '@conecta/embed/mount';
import { CarouselManager, type CarouselManagerProps } from './CarouselManager';

export { createApiClient } from '@conecta/api';
export type { MountedFeature } from '@conecta/embed/mount';
export type { CarouselManagerProps };

export const { mount, defineElement } = createEmbed<CarouselManagerProps>(CarouselManager, {
  tagName: 'conecta-carousel-manager',
});
