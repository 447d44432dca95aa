import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createApiHooks, createConectaQueryClient, type ApiClient, type ApiError } from '@conecta/api';
import { functionName } from '@conecta/core';
import { Banner, Card, Spinner } from '@conecta/ui';

function CurrentUser({ api }: { api: ApiClient }) {
  const [hooks] = useState(() => createApiHooks(api));
  const query = hooks.useQuery('get', '/sistema/Usuarios/0');
  if (query.isPending) return <Spinner label="Carregando usuário" />;
  if (query.isError) {
    const error = query.error as unknown as ApiError;
    return (
      <Banner tone="error">
        {error.message} (HTTP {error.status})
      </Banner>
    );
  }
  const user = query.data;
  return (
    <dl>
      <dt>Nome</dt>
      <dd>{user.nomeUsuario}</dd>
      <dt>E-mail</dt>
      <dd>{user.email}</dd>
      <dt>Função</dt>
      <dd>
        {user.funcaoUsuario} – {functionName(user.funcaoUsuario)}
      </dd>
    </dl>
  );
}

/**
 * What every feature story gets: `loaded.api`, a typed client signed in as the Perfil's demo
 * account against the story's own mock backend. This card asks `GET /sistema/Usuarios/0` through
 * the query helpers and shows loading, data or the normalised ApiError.
 */
export function BackendPreview({ api }: { api: ApiClient }) {
  const [queryClient] = useState(createConectaQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Card title="Usuário atual (GET /sistema/Usuarios/0)">
        <CurrentUser api={api} />
      </Card>
    </QueryClientProvider>
  );
}
