import { TextArea, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { LIMITS } from '../state/draft';
import { Hint, StepBody, StepHeading } from './styles';

export interface ContentStepProps {
  title: string;
  message: string;
  onTitle: (value: string) => void;
  onMessage: (value: string) => void;
}

/** Step 3 'Conteúdo': Título (n/90) and Mensagem (n/600), both required. */
export function ContentStep({ title, message, onTitle, onMessage }: ContentStepProps) {
  const missing = title.trim() === '' || message.trim() === '';
  return (
    <StepBody>
      <StepHeading>{MESSAGES.headings.conteudo}</StepHeading>
      <TextField label={MESSAGES.content.title} value={title} onChange={onTitle} maxLength={LIMITS.title} showCounter isRequired />
      <TextArea label={MESSAGES.content.message} value={message} onChange={onMessage} maxLength={LIMITS.message} showCounter rows={5} isRequired />
      {missing && <Hint role="status">{MESSAGES.content.required}</Hint>}
    </StepBody>
  );
}
