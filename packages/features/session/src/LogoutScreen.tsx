import { styled } from 'styled-components';
import { Spinner } from '@conecta/ui';
import { useLogout } from './state/hooks';

export interface LogoutScreenProps {
  /** Called once the sign-out has finished (the portal navigates to the root). */
  onDone: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 240px;
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** The /logout screen: shows 'Logging out..', signs out, then calls `onDone`. Inside a `SessionProvider`. */
export function LogoutScreen({ onDone }: LogoutScreenProps) {
  const text = useLogout(onDone);
  return (
    <Root aria-busy="true">
      <Spinner size="lg" label={text} />
      <p role="status">{text}</p>
    </Root>
  );
}
