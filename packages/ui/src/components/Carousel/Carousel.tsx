import type { CSSProperties, FocusEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';
import { CAROUSEL_INTERVAL_MS, slideLabel } from './carousel-logic';
import { usePrefersReducedMotion, useCarousel } from './useCarousel';

export { CAROUSEL_INTERVAL_MS } from './carousel-logic';

/** One image of the carousel. */
export interface CarouselSlide {
  /** Image address (the dashboard's CAMINHO, or a data URL). */
  src: string;
  /** Text alternative describing the image. */
  alt: string;
}

export interface CarouselProps {
  /** The images, in order. */
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel.
   * @default 'Destaques' */
  label?: string;
  /** Milliseconds each image stays before fading to the next.
   * @default 5000 */
  intervalMs?: number;
  /** Width-to-height ratio of the image area (CSS `aspect-ratio`).
   * @default '16 / 5' */
  aspectRatio?: string;
  /** Forces reduced motion (no auto-play, no fade). By default the user's `prefers-reduced-motion` decides. */
  reducedMotion?: boolean;
  /**
   * The images are still loading: the carousel keeps its place (the image area and the controls
   * row) with no images yet and is `aria-busy`, so what is below it does not jump when they arrive.
   * @default false
   */
  isLoading?: boolean;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: var(--carousel-ratio);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Slide = styled.div<{ $fade: boolean }>`
  position: absolute;
  inset: 0;
  opacity: 0;
  transition: ${({ $fade, theme }) => ($fade ? `opacity 600ms ${theme.motion.easing}` : 'none')};
  &[data-active] { opacity: 1; }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

/** The controls row's height while loading (a 32 px button). */
const ControlsSpace = styled.div`
  min-height: 32px;
`;

const ControlButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { ${focusRing} }
`;

const Dots = styled.div`
  display: flex;
  align-items: center;
  margin-left: auto;
`;

const Dot = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  &[aria-current='true']::before { background: ${({ theme }) => theme.colors.primary}; }
  &[data-hovered]::before { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[aria-current='true'][data-hovered]::before { background: ${({ theme }) => theme.colors.primaryHover}; }
  &[data-focus-visible] { ${focusRing} border-radius: 50%; }
`;

/**
 * An auto-playing image carousel that crossfades between slides. A visible 'Pausar' / 'Reproduzir'
 * button stops it (WCAG 2.2.2); it also holds while hovered or focused, moves with the previous/next
 * buttons and dots ('Imagem 2 de 5'), and under reduced motion neither plays nor fades.
 */
export function Carousel({
  slides,
  label = 'Destaques',
  intervalMs = CAROUSEL_INTERVAL_MS,
  aspectRatio = '16 / 5',
  reducedMotion,
  isLoading = false,
}: CarouselProps) {
  const prefersReduced = usePrefersReducedMotion();
  const isReduced = reducedMotion ?? prefersReduced;
  const carousel = useCarousel({ count: slides.length, intervalMs, reducedMotion: isReduced });
  const { index, isPlaying } = carousel.state;
  const count = slides.length;

  if (isLoading) {
    return (
      <Root aria-roledescription="carrossel" aria-label={label} aria-busy="true" style={{ '--carousel-ratio': aspectRatio } as CSSProperties}>
        <Viewport />
        <ControlsSpace />
      </Root>
    );
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <Root
      aria-roledescription="carrossel"
      aria-label={label}
      data-playing={isPlaying || undefined}
      style={{ '--carousel-ratio': aspectRatio } as CSSProperties}
      onPointerEnter={() => carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport aria-live={carousel.isAdvancing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={`${slide.src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            aria-hidden={i !== index || undefined}
            data-active={i === index || undefined}
            $fade={!isReduced}
          >
            <img src={slide.src} alt={slide.alt} />
          </Slide>
        ))}
      </Viewport>
      {count > 1 && (
        <Controls>
          <ControlButton onPress={carousel.togglePlaying}>
            {isPlaying ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            {isPlaying ? 'Pausar' : 'Reproduzir'}
          </ControlButton>
          <ControlButton aria-label="Imagem anterior" onPress={carousel.previous}>
            <ChevronLeft size={18} aria-hidden="true" />
          </ControlButton>
          <ControlButton aria-label="Próxima imagem" onPress={carousel.next}>
            <ChevronRight size={18} aria-hidden="true" />
          </ControlButton>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={`${slide.src}-${i}`}
                aria-label={slideLabel(i, count)}
                aria-current={i === index ? 'true' : undefined}
                onPress={() => carousel.goTo(i)}
              />
            ))}
          </Dots>
        </Controls>
      )}
    </Root>
  );
}
