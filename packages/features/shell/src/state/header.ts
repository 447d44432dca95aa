import { functionName } from '@conecta/core';
import { MESSAGES } from '../messages';
import type { ShellUser } from './types';

/**
 * The header label (shell spec §1): 'Flag' for type 1, the manufacturer's name for type 2,
 * otherwise the broker company name (`dsC_RAZAO_SOCIAL` of the login call). A broker user whose
 * company name is unknown (null or blank) reads 'Broker'.
 */
export function headerLabel(
  user: Pick<ShellUser, 'tipoUsuario' | 'razaoSocial'>,
  manufacturerName: string = MESSAGES.defaultManufacturer,
): string {
  if (user.tipoUsuario === 1) return MESSAGES.flagLabel;
  if (user.tipoUsuario === 2) return manufacturerName;
  const company = user.razaoSocial?.trim();
  return company ? company : MESSAGES.brokerFallback;
}

/**
 * The role description of the welcome bar: the server's `descricaoUsuario` when it carries a
 * description of its own, otherwise the function's name (core `functionName`).
 *
 * The user form saves `descricaoUsuario` equal to `nomeUsuario` (shell spec §3), so in practice it
 * repeats the name; repeating the name beside itself says nothing about the role. So the server's
 * text wins only when it is set, not blank and differs from the display name (an administrator
 * wrote a role there); otherwise the function name ('Gerente', 'Master Flag', …) is shown.
 */
export function roleDescription(
  user: Pick<ShellUser, 'funcaoUsuario' | 'nomeUsuario' | 'descricaoUsuario'>,
): string {
  const fromServer = user.descricaoUsuario?.trim();
  if (fromServer && fromServer.toLocaleLowerCase('pt-BR') !== user.nomeUsuario.trim().toLocaleLowerCase('pt-BR')) {
    return fromServer;
  }
  return functionName(user.funcaoUsuario);
}
