import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Breadcrumbs, Card, Page } from '@conecta/ui';
import type { RoutePageProps } from '../app/App';

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0 0 ${({ theme }) => theme.space[2]}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * An honest page for a route whose screen is not built yet: title, breadcrumb, 'Em construção'
 * and a way back. Never a blank screen.
 */
export default function UnderConstructionPage({ route }: RoutePageProps) {
  const items = route.breadcrumb.map((label, index) => ({ id: `${index}-${label}`, label }));
  return (
    <Page title={route.title} breadcrumb={<Breadcrumbs items={items} />}>
      <Card>
        <Body>
          <Construction size={32} aria-hidden="true" />
          <div>
            <p>
              <strong>Em construção</strong>
            </p>
            <p>Esta tela ainda não está disponível no portal.</p>
            <Link to="/dashboard">Voltar para o Dashboard</Link>
          </div>
        </Body>
      </Card>
    </Page>
  );
}
