import { TextArea, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { LIMITS } from '../state/draft';
import { Hint, StepBody, StepHeading } from './styles';

export interface ContentStepProps {
  title: string;
  message: string;
  /** The field the backend refused on the last save, with its words (marked until changed). */
  refused?: { field: string; message: string } | null;
  onTitle: (value: string) => void;
  onMessage: (value: string) => void;
}

/** Step 3 'Conteúdo': Título (n/90) and Mensagem (n/600), both required. */
export function ContentStep({ title, message, onTitle, onMessage, refused = null }: ContentStepProps) {
  const missing = title.trim() === '' || message.trim() === '';
  const refusedText = (field: 'title' | 'message') => (refused?.field === field ? { isInvalid: true, errorMessage: refused.message } : {});
  return (
    <StepBody>
      <StepHeading>{MESSAGES.headings.conteudo}</StepHeading>
      <TextField label={MESSAGES.content.title} value={title} onChange={onTitle} maxLength={LIMITS.title} showCounter isRequired {...refusedText('title')} />
      <TextArea label={MESSAGES.content.message} value={message} onChange={onMessage} maxLength={LIMITS.message} showCounter rows={5} isRequired {...refusedText('message')} />
      {missing && <Hint role="status">{MESSAGES.content.required}</Hint>}
    </StepBody>
  );
}
