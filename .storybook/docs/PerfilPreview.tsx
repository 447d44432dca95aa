import {
  ROUTE_AUTH,
  USER_TYPE_NAMES,
  brokerScope,
  functionName,
  hasRouteAccess,
  sessionRoleOf,
  type ProfilePreset,
} from '@conecta/core';
import { styled } from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  max-width: 560px;
  dt { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  dd { margin: 0; }
`;

/** What the chosen toolbar **Perfil** means: the demo user every feature story renders for. */
export function PerfilPreview({ perfil }: { perfil: ProfilePreset }) {
  const role = sessionRoleOf(perfil.funcaoUsuario);
  const scope = brokerScope(perfil);
  const routeSets = (['admin', 'staff', 'user'] as const).filter((set) => hasRouteAccess(ROUTE_AUTH[set], role));
  return (
    <section aria-labelledby="perfil-title">
      <h2 id="perfil-title">Perfil: {perfil.label}</h2>
      <List>
        <dt>Usuário</dt>
        <dd>{perfil.nomeUsuario}</dd>
        <dt>Tipo de usuário</dt>
        <dd>
          {perfil.tipoUsuario} – {USER_TYPE_NAMES[perfil.tipoUsuario]}
        </dd>
        <dt>Função</dt>
        <dd>
          {perfil.funcaoUsuario} – {functionName(perfil.funcaoUsuario)}
        </dd>
        <dt>Papel na sessão</dt>
        <dd>{role}</dd>
        <dt>Rotas permitidas</dt>
        <dd>{routeSets.join(', ')}</dd>
        <dt>Escopo de dados</dt>
        <dd>{scope === null ? 'Sem filtro de broker' : `Brokers ${scope}`}</dd>
      </List>
    </section>
  );
}
