import { ImageOff, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { IMAGE_MAX_BYTES } from '@conecta/core';
import { Banner, Button, FileDropZone, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { LIMITS, type LinkProblem } from '../state/draft';
import { imageFileName, imageSizeLabel } from '../state/payload';
import type { ImageDraft } from '../state/types';
import { checkImage } from '../state/use-wizard';
import { FieldRow, Hint, Inline, StepBody, StepHeading } from './styles';

const Preview = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  img {
    max-width: 160px;
    max-height: 120px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    object-fit: contain;
  }
  figcaption {
    font-size: ${({ theme }) => theme.typography.size.sm};
    overflow-wrap: anywhere;
  }
`;

export interface FinalStepProps {
  image: ImageDraft;
  imageStatus: 'void' | 'upload' | 'concluded' | 'void-error';
  linkName: string;
  linkUrl: string;
  linkProblem: LinkProblem | null;
  onImage: (file: File) => void;
  onImageRejected: () => void;
  onRemoveImage: () => void;
  onLinkName: (value: string) => void;
  onLinkUrl: (value: string) => void;
  /** The field the backend refused on the last save, with its words (marked until changed). */
  refused?: { field: string; message: string } | null;
}

const mimeOf = (extension: string) => (extension === 'png' ? 'image/png' : 'image/jpeg');

/** Step 4 'Imagem destaque e link (Opcional)'. */
export function FinalStep(props: FinalStepProps) {
  const { image, imageStatus, linkName, linkUrl, linkProblem } = props;
  const refused = props.refused ?? null;
  const urlError =
    linkProblem === 'unsafe'
      ? MESSAGES.final.unsafeUrl
      : linkProblem === 'invalid'
        ? MESSAGES.final.invalidUrl
        : refused?.field === 'linkUrl'
          ? refused.message
          : undefined;
  const nameError = refused?.field === 'linkName' ? refused.message : undefined;
  return (
    <StepBody>
      <StepHeading>{MESSAGES.headings.final}</StepHeading>
      <FileDropZone
        label={MESSAGES.final.imageLabel}
        acceptedExtensions={['jpg', 'jpeg', 'png']}
        maxBytes={IMAGE_MAX_BYTES}
        caption={MESSAGES.final.imageCaption}
        validate={checkImage}
        onAccept={props.onImage}
        onReject={props.onImageRejected}
        // The preview below names the image the notification holds ('Nova imagem: …'), once.
        value={null}
      />
      {imageStatus === 'upload' && <Hint role="status">{MESSAGES.final.imageReading}</Hint>}
      {refused?.field === 'image' && <Banner tone="error">{refused.message}</Banner>}
      {image.kind !== 'none' && (
        <Inline>
          <Preview>
            {image.kind === 'new' ? (
              <img src={`data:${mimeOf(image.extension)};base64,${image.base64}`} alt={MESSAGES.final.imagePreview} />
            ) : (
              <ImageOff size={28} aria-hidden="true" />
            )}
            <figcaption>
              {image.kind === 'new'
                ? MESSAGES.final.imageNew(image.originalName, imageSizeLabel(image))
                : MESSAGES.final.imageCurrent(imageFileName(image), imageSizeLabel(image))}
            </figcaption>
          </Preview>
          <Button variant="secondary" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onPress={props.onRemoveImage}>
            {MESSAGES.final.imageRemove}
          </Button>
        </Inline>
      )}
      <FieldRow>
        <TextField
          label={MESSAGES.final.linkName}
          value={linkName}
          onChange={props.onLinkName}
          maxLength={LIMITS.link}
          showCounter
          isInvalid={nameError !== undefined}
          errorMessage={nameError}
        />
        <TextField
          label={MESSAGES.final.linkUrl}
          type="url"
          value={linkUrl}
          onChange={props.onLinkUrl}
          maxLength={LIMITS.link}
          showCounter
          description={MESSAGES.final.linkUrlHint}
          isInvalid={urlError !== undefined}
          errorMessage={urlError}
        />
      </FieldRow>
      {linkProblem === 'pair' && <Banner tone="warning">{MESSAGES.final.linkPair}</Banner>}
    </StepBody>
  );
}
