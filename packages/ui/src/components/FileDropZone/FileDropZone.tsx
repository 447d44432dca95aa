import { useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, Text, type DropZoneProps, type FileDropItem } from 'react-aria-components';
import { CircleAlert, FileText, Upload } from 'lucide-react';
import { styled } from 'styled-components';
import { formatFileSize } from '@conecta/core';
import { focusRing } from '../../styles';
import { Button } from '../Button/Button';
import {
  acceptAttribute,
  checkFileAgainstLimits,
  describeLimits,
  uploadFailure,
  type FileDropCheck,
  type FileDropReason,
} from './file-drop-logic';

export type { FileDropCheck, FileDropReason } from './file-drop-logic';

/** A refused file, with why and the message shown to the user. */
export interface FileRejection {
  file: File;
  reasons: readonly FileDropReason[];
  message: string;
}

export interface FileDropZoneProps {
  /** Names the zone for assistive technology and is shown as its heading, e.g. 'Lista de solds'. */
  label: string;
  /** Extensions accepted, without the dot ('csv'; 'jpg', 'jpeg', 'png'); also filters the file picker. Absent accepts any type. */
  acceptedExtensions?: readonly string[];
  /** Largest accepted size in bytes (`CSV_MAX_BYTES`, `IMAGE_MAX_BYTES`). Absent accepts any size. */
  maxBytes?: number;
  /** Limits under the instructions.
   * @default derived from the limits, e.g. '.csv com no máximo 5 MB' or 'JPG ou PNG com no máximo 200 KB' */
  caption?: string;
  /**
   * Replaces the built-in type and size check: return `{ ok: true }` or `{ ok: false, reasons, message }`
   * (e.g. `@conecta/core`'s `checkImageFile` after reading the header bytes). May be async; a throw or
   * rejection refuses the file with 'Falha ao executar upload'.
   */
  validate?: (file: File) => FileDropCheck | Promise<FileDropCheck>;
  /** Called with a file that passed the checks. */
  onAccept: (file: File) => void;
  /** Called with a refused file; its message is also shown in an alert under the zone. */
  onReject?: (rejection: FileRejection) => void;
  /** Refuses drops and disables the button.
   * @default false */
  isDisabled?: boolean;
  /** Label of the button that opens the file picker.
   * @default 'Escolher arquivo' */
  buttonLabel?: string;
  /** Instruction shown beside the button.
   * @default 'Arraste o arquivo para cá ou' */
  instructions?: string;
  /**
   * The file the screen holds now, named under the zone ('Arquivo selecionado: …'); null names none.
   * Pass it whenever the screen can drop or replace the file itself (a 'Remover' button, a change
   * elsewhere that clears it), so the zone never names a file that is gone. Absent: the zone names
   * the last file it accepted.
   */
  value?: { name: string; size: number } | null;
}

const Zone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.primary}; }
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.primary};
    border-style: solid;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-focus-visible] { ${focusRing} }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.errorText}; }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  > svg { color: ${({ theme }) => theme.colors.primary}; }
  &[data-disabled] > svg { color: ${({ theme }) => theme.colors.disabledText}; }
`;

const Label = styled(Text)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-disabled] & { color: ${({ theme }) => theme.colors.disabledText}; }
`;

const Message = styled.p<{ $tone: 'error' | 'neutral' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorText : theme.colors.text)};
  svg { flex: none; }
`;

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

type Outcome = { kind: 'accepted'; file: File } | { kind: 'rejected'; message: string } | null;

/**
 * Drop a file or choose it with the button (react-aria DropZone + FileTrigger). The file is checked
 * (built-in type/size limits, or `validate`); an accepted file goes to `onAccept` and is named under the
 * zone, a refused one goes to `onReject` and its message is announced in an alert.
 */
export function FileDropZone({
  label,
  acceptedExtensions,
  maxBytes,
  caption = describeLimits({ acceptedExtensions, maxBytes }),
  validate,
  onAccept,
  onReject,
  isDisabled = false,
  buttonLabel = 'Escolher arquivo',
  instructions = 'Arraste o arquivo para cá ou',
  value,
}: FileDropZoneProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const messageId = useId();
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const handleFile = async (file: File | undefined) => {
    if (isDisabled) return;
    const attempt = ++latest.current;
    // Each choice is checked afresh: an earlier refusal never stays on screen beside a new attempt.
    setOutcome(null);
    let check: FileDropCheck;
    if (!file) check = uploadFailure();
    else {
      try {
        check = validate ? await validate(file) : checkFileAgainstLimits(file, { acceptedExtensions, maxBytes });
      } catch {
        check = uploadFailure();
      }
    }
    // A newer file arrived while this one was being checked: its result wins.
    if (attempt !== latest.current) return;
    if (check.ok && file) {
      setOutcome({ kind: 'accepted', file });
      onAccept(file);
    } else if (!check.ok) {
      setOutcome({ kind: 'rejected', message: check.message });
      if (file) onReject?.({ file, reasons: check.reasons, message: check.message });
    }
  };

  const onDrop = async (event: DropEvent) => {
    const item = event.items.find((entry): entry is FileDropItem => entry.kind === 'file');
    try {
      await handleFile(item ? await item.getFile() : undefined);
    } catch {
      await handleFile(undefined);
    }
  };

  const isInvalid = outcome?.kind === 'rejected';
  const named = value !== undefined ? value : outcome?.kind === 'accepted' ? outcome.file : null;
  const described = isInvalid || named !== null;
  return (
    <div>
      <Zone
        aria-label={label}
        aria-describedby={described ? messageId : undefined}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => void onDrop(event)}
        data-invalid={isInvalid || undefined}
      >
        <Upload size={28} aria-hidden="true" />
        <Label slot="label">{label}</Label>
        <Row>
          <span>{instructions}</span>
          <FileTrigger
            acceptedFileTypes={acceptAttribute(acceptedExtensions)}
            ref={input}
            onSelect={(files) => {
              void handleFile(files?.[0]);
              // The picker reports a change only when the chosen file differs from the input's value:
              // emptied, the same file can be chosen again (after a refusal or a removal).
              if (input.current) input.current.value = '';
            }}
          >
            <Button variant="secondary" size="sm" isDisabled={isDisabled}>
              {buttonLabel}
            </Button>
          </FileTrigger>
        </Row>
        {caption && <Caption>{caption}</Caption>}
      </Zone>
      {outcome?.kind === 'rejected' && (
        <Message id={messageId} role="alert" $tone="error">
          <CircleAlert size={16} aria-hidden="true" />
          {outcome.message}
        </Message>
      )}
      {!isInvalid && named && (
        <Message id={messageId} role="status" $tone="neutral">
          <FileText size={16} aria-hidden="true" />
          {`Arquivo selecionado: ${named.name} (${formatFileSize(named.size)})`}
        </Message>
      )}
    </div>
  );
}
