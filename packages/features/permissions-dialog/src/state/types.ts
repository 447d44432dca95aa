/** The user whose permissions the dialog edits (a row of the users list, mapped by the host). */
export interface PermissionsTarget {
  /** User id (`iD_USUARIO`). */
  idUsuario: number;
  /** Display name (`dsC_NOME_USUARIO`). */
  nomeUsuario: string;
  /** The user's broker (`iD_PUXADA`); 0 or null when unset. */
  idPuxada: number | null;
  /** Function code (`iD_USUARIO_FUNCAO`): decides which features the user can be given. */
  funcaoUsuario: number;
  /** User type (`iD_USUARIO_TIPO`): 1 flag, 2 manufacturer, 3 broker. */
  tipoUsuario: number;
}
