/**
 * @conecta/carousel-manager — the dashboard carousel's images (/upload-imagens, issue 23): order,
 * add, reorder, remove, preview.
 */
export { CarouselManager } from './CarouselManager';
export type { CarouselManagerProps } from './CarouselManager';
