import styled from 'styled-components';
import { Card } from '@conecta/ui';
import type { RoutePageProps } from '../app/App';

const Panel = styled.div`
  width: min(400px, 100%);
  h1 { margin: 0 0 ${({ theme }) => theme.space[4]}; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The sign-in route's place in the guest layout until the session feature lands. */
export default function SignInPlaceholderPage({ route }: RoutePageProps) {
  return (
    <Panel>
      <Card>
        <h1>{route.title}</h1>
        <p>Em construção: a entrada com e-mail e senha chega com o recurso de sessão.</p>
      </Card>
    </Panel>
  );
}
