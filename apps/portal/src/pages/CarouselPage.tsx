import { CarouselManager } from '@conecta/carousel-manager';
import { useSession } from '@conecta/session';

/** /upload-imagens: the dashboard carousel's images (functions 1, 15, 16; the route guard keeps the others out). */
export default function CarouselPage() {
  const { api } = useSession();
  return <CarouselManager api={api} />;
}
