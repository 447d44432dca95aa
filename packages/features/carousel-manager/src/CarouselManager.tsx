import { useId } from 'react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import { Banner, Breadcrumbs, Button, Card, Carousel, ConfirmDialog, Page, Spinner } from '@conecta/ui';
import { MESSAGES } from './messages';
import { useCarouselManager, type ImageMeasurer } from './state/use-carousel-manager';
import { ImageList } from './components/ImageList';
import { UploadPanel } from './components/UploadPanel';

export interface CarouselManagerProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as a user of functions 1, 15 or 16 (the backend refuses others). */
  api: ApiClient;
  /**
   * Reads a chosen image's pixel size (for the size advice); null when it does not decode.
   * @default the browser's `createImageBitmap`
   */
  measureImage?: ImageMeasurer;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.size.xl}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.size.sm}; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

function Screen({ api, measureImage }: CarouselManagerProps) {
  const vm = useCarouselManager(api, measureImage);
  const listHeading = useId();
  const busy = vm.isRemoving || vm.upload.phase === 'sending';
  return (
    <Page title={MESSAGES.title} breadcrumb={<Breadcrumbs items={[{ id: 'upload', label: MESSAGES.breadcrumb }]} />} description={MESSAGES.intro}>
      <div role="status" aria-live="polite">
        {vm.notice && (
          <Banner tone={vm.notice.tone} onDismiss={vm.dismissNotice}>
            {vm.notice.text}
          </Banner>
        )}
      </div>
      {vm.loadFailed ? (
        <Banner tone="error" title={MESSAGES.errors.load} action={<Button variant="link" onPress={vm.reload}>{MESSAGES.errors.retry}</Button>}>
          {failureReason(vm.loadFailure)}
        </Banner>
      ) : (
        <Columns>
          <Stack as="section" aria-labelledby={listHeading}>
            <Head>
              <h2 id={listHeading}>{MESSAGES.list.label}</h2>
              {!vm.isLoading && <span>{MESSAGES.list.count(vm.items.length)}</span>}
            </Head>
            <Hint>{MESSAGES.list.dragHint}</Hint>
            {vm.isLoading ? (
              <Spinner label={MESSAGES.list.label} />
            ) : (
              <ImageList items={vm.items} isBusy={busy} onReorder={(order, moved) => void vm.reorder(order, moved)} onMove={(file, to) => void vm.move(file, to)} onRemove={vm.askRemove} />
            )}
            <Card title={MESSAGES.upload.title} padding="md">
              <UploadPanel upload={vm.upload} isFull={vm.isFull} onAccept={(file) => void vm.accept(file)} onSend={() => void vm.send()} onDiscard={vm.discard} />
            </Card>
          </Stack>
          <Card title={MESSAGES.preview.title} padding="md">
            <Stack>
              <Hint>{MESSAGES.preview.hint}</Hint>
              <Carousel slides={vm.slides} label={MESSAGES.preview.label} isLoading={vm.isLoading} />
            </Stack>
          </Card>
        </Columns>
      )}
      <ConfirmDialog
        isOpen={vm.removal !== null}
        title={MESSAGES.remove.title}
        message={vm.removal ? MESSAGES.remove.message(vm.removal.alt) : ''}
        confirmLabel={MESSAGES.remove.confirm}
        cancelLabel={MESSAGES.remove.cancel}
        tone="danger"
        onConfirm={() => void vm.confirmRemove()}
        onCancel={vm.cancelRemove}
      />
    </Page>
  );
}

/**
 * The dashboard carousel's images (/upload-imagens, issue 23): in play order with previews; add by
 * drag-and-drop or picker with the notification image's checks; reorder by drag or keyboard;
 * remove with confirmation; a preview exactly as the dashboard plays it. Concurrent changes by
 * another administrator are caught (409) and said. It has its own jotai store and, when the host
 * provides none, its own QueryClient.
 */
export function CarouselManager({ api, theme, measureImage }: CarouselManagerProps) {
  return (
    <FeatureRoot api={api} theme={theme}>
      <Screen api={api} measureImage={measureImage} />
    </FeatureRoot>
  );
}
