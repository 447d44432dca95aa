import { styled } from 'styled-components';
import { CAROUSEL_IMAGE_MAX_BYTES, checkImageFile, formatFileSize } from '@conecta/core';
import { Banner, Button, FileDropZone, Spinner } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { UploadState } from '../state/atoms';

export interface UploadPanelProps {
  upload: UploadState;
  /** The carousel is full: the zone is off and says why. */
  isFull: boolean;
  onAccept: (file: File) => void;
  onSend: () => void;
  onDiscard: () => void;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Progress = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const U = MESSAGES.upload;

/** The header check before the screen reads the whole file (type by magic bytes, name, 1 MB). */
async function headerCheck(file: File) {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return checkImageFile({ name: file.name, size: file.size, bytes }, { maxBytes: CAROUSEL_IMAGE_MAX_BYTES });
}

/**
 * 'Adicionar imagem': the drop zone (or the picker) with the checks of the notification image —
 * PNG or JPEG by its first bytes, decoded, at most 1 MB — the size advice (1920 × 640, 3:1) with
 * 'Enviar assim mesmo', the sending progress, and a failed image kept to try again.
 */
export function UploadPanel({ upload, isFull, onAccept, onSend, onDiscard }: UploadPanelProps) {
  const busy = upload.phase === 'checking' || upload.phase === 'sending';
  return (
    <Panel>
      {isFull && <Banner tone="warning">{U.full}</Banner>}
      <FileDropZone
        label={U.label}
        acceptedExtensions={['png', 'jpg', 'jpeg']}
        maxBytes={CAROUSEL_IMAGE_MAX_BYTES}
        caption={`PNG ou JPG com no máximo ${formatFileSize(CAROUSEL_IMAGE_MAX_BYTES)}. ${U.advice}`}
        validate={headerCheck}
        onAccept={onAccept}
        isDisabled={isFull || busy || upload.phase === 'advice'}
        buttonLabel={U.button}
        instructions={U.instructions}
        value={null}
      />
      {busy && (
        <Progress role="status">
          <Spinner size="sm" label={U.sending(upload.fileName)} />
          {U.sending(upload.fileName)}
        </Progress>
      )}
      {upload.phase === 'advice' && (
        <Banner
          tone="warning"
          action={
            <Actions>
              <Button variant="primary" onPress={onSend}>
                {U.sendAnyway}
              </Button>
              <Button variant="secondary" onPress={onDiscard}>
                {U.cancel}
              </Button>
            </Actions>
          }
        >
          {upload.advice === 'small' ? U.small(upload.payload.width, upload.payload.height) : U.shape(upload.payload.width, upload.payload.height)}
        </Banner>
      )}
      {upload.phase === 'failed' && (
        <Banner
          tone="error"
          title={upload.fileName}
          action={
            <Actions>
              {upload.payload && (
                <Button variant="primary" onPress={onSend}>
                  {U.retry}
                </Button>
              )}
              <Button variant="secondary" onPress={onDiscard}>
                {U.discard}
              </Button>
            </Actions>
          }
        >
          {upload.message}
        </Banner>
      )}
    </Panel>
  );
}
