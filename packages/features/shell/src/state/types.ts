import type { ParsedPermissions } from '@conecta/core';

/**
 * The signed-in user as the shell needs it. The portal maps it once from the session's user data
 * (GET /sistema/Usuarios/0) and the company name of GET /usuario/login (`dsC_RAZAO_SOCIAL`).
 */
export interface ShellUser {
  /** User id (`idUsuario`); the permission query asks for this user's own permissions. */
  idUsuario: number;
  /** Display name shown in the welcome bar. */
  nomeUsuario: string;
  /** Sign-in e-mail; sent to authConnectMerchan for the merchandising-app token. */
  email: string;
  /** User type: 1 flag (company staff), 2 manufacturer, 3 broker. */
  tipoUsuario: number;
  /** Function code (1, 4, 5, 6, 7, 10, 11, 12, 15, 16). */
  funcaoUsuario: number;
  /** The user's own broker; 0 or null when unset. */
  idPuxada: number | null;
  /** Brokers the user works with. */
  brokers: number[];
  /** Broker company name (`dsC_RAZAO_SOCIAL` of the login call): the header label of broker users. */
  razaoSocial: string | null;
  /** The server's role description (`descricaoUsuario`); see `roleDescription`. */
  descricaoUsuario?: string;
}

/** What the menu needs besides the user's type and function: the grants read from the server. */
export interface MenuGrants {
  /**
   * The user's per-screen permissions (GET /permissaosistema/getdadospermissoes with
   * idFuncionalidade 0), parsed by core's `parsePermissionResult`. `NO_PERMISSIONS` while loading
   * or after a failure.
   */
  permissions: ParsedPermissions;
  /** System 8 is permitted (a SISTEMAS row of the system combo): shows the permissions entry. */
  system8: boolean;
  /** The user-specific permission equals 8 (a USUARIO row of the combo): shows the merchandising entry. */
  userPermission8: boolean;
}

/** Icon key of a menu entry; the styled menu maps it to an icon. */
export type MenuIcon =
  | 'dashboard'
  | 'images'
  | 'metas'
  | 'notifications'
  | 'stock'
  | 'survey'
  | 'users'
  | 'reports'
  | 'manufacturer'
  | 'reload'
  | 'request'
  | 'merchandising'
  | 'signOut';

/** A menu entry that navigates to a portal path. */
export interface MenuLinkEntry {
  kind: 'link';
  /** Stable id, unique in the tree. */
  id: string;
  /** Portuguese label. */
  label: string;
  /** Portal path (the `onNavigate` argument). */
  path: string;
  /** Icon (top-level entries only). */
  icon?: MenuIcon;
  /** A badge read as part of the name ('NOVO'). */
  badge?: string;
}

/** A group of entries that opens and closes (Metas, Usuários, Relatórios, Dashboards do fabricante). */
export interface MenuGroupEntry {
  kind: 'group';
  /** Stable id, unique in the tree. */
  id: string;
  /** Portuguese label. */
  label: string;
  /** Icon (top-level entries only). */
  icon?: MenuIcon;
  /** The visible children (never empty: an empty group is removed). */
  children: readonly MenuEntry[];
}

/** A menu entry that runs an action instead of navigating: the merchandising app or 'Sair'. */
export interface MenuActionEntry {
  kind: 'action';
  /** 'merchandising' or 'signOut'. */
  id: 'merchandising' | 'signOut';
  /** Portuguese label. */
  label: string;
  /** Icon. */
  icon?: MenuIcon;
}

/** One entry of the visible side menu. */
export type MenuEntry = MenuLinkEntry | MenuGroupEntry | MenuActionEntry;
