import { useState } from 'react';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from '@conecta/core';
import { Button, Checkbox, FileDropZone } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { IMAGE_HEADER_BYTES, bytesToBase64, checkProfileImage, imageDataUrl } from '../state/image';
import type { UserFormValues } from '../state/form';
import { FieldGrid, Hint, Preview } from './layout';

export interface StepImageProps {
  control: Control<UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
  /** The chosen image (base64) or null. */
  image: string | null;
  /** The stored image of the edited user, shown while no new one is chosen. */
  currentImage: string | null;
}

async function validate(file: File) {
  const bytes = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  return checkProfileImage({ name: file.name, size: file.size, bytes, blob: file });
}

/**
 * Step 4 — Imagem Usuário (opcional): a JPG or PNG of at most 200 KB, checked by its header bytes
 * and decoded (a truncated file is refused);
 * a refusal reads '{message}, por favor, tente novamente.'. Also 'Permite alterar imagem'.
 */
export function StepImage({ control, setValue, image, currentImage }: StepImageProps) {
  // The file the chosen image came from (a restored draft has the image but not the file).
  const [chosenFile, setChosenFile] = useState<{ name: string; size: number } | null>(null);
  const accept = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    setChosenFile({ name: file.name, size: file.size });
    setValue('imagemPerfilBase64', bytesToBase64(bytes), { shouldDirty: true });
  };
  const shown = image ?? currentImage;
  return (
    <FieldGrid>
      <div>
        <FileDropZone
          label={MESSAGES.imageLabel}
          acceptedExtensions={IMAGE_EXTENSIONS}
          maxBytes={IMAGE_MAX_BYTES}
          validate={validate}
          onAccept={(file) => void accept(file)}
          onReject={() => setValue('imagemPerfilBase64', null, { shouldDirty: true })}
          // Named only while the form holds the image: 'Remover imagem' leaves nothing behind.
          value={image ? chosenFile : null}
        />
      </div>
      <div>
        {shown && (
          <>
            <Preview src={imageDataUrl(shown)} alt={image ? MESSAGES.imageLabel : MESSAGES.imageCurrent} />
            {image && (
              <Button variant="link" size="sm" onPress={() => setValue('imagemPerfilBase64', null, { shouldDirty: true })}>
                {MESSAGES.imageRemove}
              </Button>
            )}
          </>
        )}
        {!shown && <Hint>{MESSAGES.imageNone}</Hint>}
        <Controller
          control={control}
          name="alteraImagem"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange} name={field.name}>
              {MESSAGES.allowImageChange}
            </Checkbox>
          )}
        />
      </div>
    </FieldGrid>
  );
}
