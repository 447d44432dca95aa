import { colors } from '../../theme/tokens';
import type { CarouselSlide } from './Carousel';

/** A tiny banner image drawn as an inline SVG data URL (no network). */
function banner(background: string, accent: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="250" viewBox="0 0 800 250"><rect width="800" height="250" fill="${background}"/><circle cx="690" cy="125" r="90" fill="${accent}"/><text x="48" y="140" font-family="sans-serif" font-size="44" font-weight="700" fill="${colors.white}">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Four story slides in the brand colours. */
export const storySlides: readonly CarouselSlide[] = [
  { src: banner(colors.primary, colors.secondary, 'Campanha de verão'), alt: 'Campanha de verão' },
  { src: banner(colors.successText, colors.success, 'Novos sabores'), alt: 'Novos sabores' },
  { src: banner(colors.warningText, colors.warning, 'Metas do trimestre'), alt: 'Metas do trimestre' },
  { src: banner(colors.errorText, colors.error, 'Rede de brokers'), alt: 'Rede de brokers' },
];
