import { DEFAULT_MAX_BODY_BYTES, OPERATION_ACCESS, type OperationAccess } from '@conecta/api';
import { functionName } from '@conecta/core';

const who = (rule: OperationAccess) => {
  if (rule.functions === 'public') return 'Pública (sem token)';
  if (rule.functions === 'signed-in') return 'Qualquer usuário com sessão';
  return rule.functions.map((code) => `${code} (${functionName(code)})`).join(', ');
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('pt-BR')} MB`;

/**
 * The contract's access table (`x-access` of every operation of openapi/conecta.yaml, generated
 * into `@conecta/api`): who may call each operation, which data the caller gets, whether the call
 * changes what the backend holds, and its body limit. The same table the mock backend enforces and
 * `npm run test:contract` checks, so this page cannot drift from them.
 */
export function AccessTable() {
  const rules = Object.values(OPERATION_ACCESS) as OperationAccess[];
  return (
    <table>
      <caption>
        Acesso por operação: {rules.length} operações do contrato; corpo até {megabytes(DEFAULT_MAX_BODY_BYTES)} salvo
        indicação
      </caption>
      <thead>
        <tr>
          <th scope="col">Operação</th>
          <th scope="col">Quem pode chamar (funções)</th>
          <th scope="col">Dados que recebe ou altera</th>
          <th scope="col">Grava?</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={`${rule.method} ${rule.path}`}>
            <th scope="row">
              <code>
                {rule.method} {rule.path}
              </code>
            </th>
            <td>{who(rule)}</td>
            <td>
              {rule.scope}
              {rule.maxBodyBytes !== undefined && rule.maxBodyBytes !== DEFAULT_MAX_BODY_BYTES
                ? ` Corpo até ${megabytes(rule.maxBodyBytes)}.`
                : ''}
            </td>
            <td>{rule.writes ? 'Sim' : 'Não'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
