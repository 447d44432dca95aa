/**
 * User types, function codes and the rules derived from them: session role, route access,
 * notification user kind and the metas role label. Shell spec §1 and §6, notifications §6,
 * metas §6.
 */

/** User type (`tipoUsuario`): 1 the company's own staff (flag), 2 manufacturer, 3 broker. */
export type UserType = 1 | 2 | 3;

/** The user types by name. */
export const USER_TYPES = { flag: 1, fabricante: 2, broker: 3 } as const satisfies Record<
  string,
  UserType
>;

/** Portuguese name of each user type. */
export const USER_TYPE_NAMES: Readonly<Record<UserType, string>> = {
  1: 'Flag',
  2: 'Fabricante',
  3: 'Broker',
};

/** Function code (`funcaoUsuario`) known to the portal. */
export type FunctionCode = 1 | 4 | 5 | 6 | 7 | 10 | 11 | 12 | 15 | 16;

/**
 * Portuguese name of each function code. The specs name 4, 5, 6 and 7 only as
 * "manufacturer-side functions", so they are labelled 'Fabricante (função N)'.
 */
export const FUNCTION_NAMES: Readonly<Record<FunctionCode, string>> = {
  1: 'Master Flag',
  4: 'Fabricante (função 4)',
  5: 'Fabricante (função 5)',
  6: 'Fabricante (função 6)',
  7: 'Fabricante (função 7)',
  10: 'Gerente',
  11: 'Supervisor',
  12: 'Vendedor',
  15: 'Master Fabricante',
  16: 'Master Broker',
};

/** Every known function code, ascending. */
export const FUNCTION_CODES: readonly FunctionCode[] = [1, 4, 5, 6, 7, 10, 11, 12, 15, 16];

/** True when `value` is a known user type (1, 2 or 3). */
export function isUserType(value: unknown): value is UserType {
  return value === 1 || value === 2 || value === 3;
}

/** True when `value` is one of the known function codes. */
export function isFunctionCode(value: unknown): value is FunctionCode {
  return (FUNCTION_CODES as readonly unknown[]).includes(value);
}

/** Portuguese name of a function code; an unknown code reads 'Função N'. */
export function functionName(funcaoUsuario: number): string {
  return isFunctionCode(funcaoUsuario) ? FUNCTION_NAMES[funcaoUsuario] : `Função ${funcaoUsuario}`;
}

/** Manufacturer-side function codes (4, 5, 6, 7 and 15, master manufacturer). */
export const MANUFACTURER_FUNCTIONS: readonly FunctionCode[] = [4, 5, 6, 7, 15];

/** True for a manufacturer-side function code (4, 5, 6, 7, 15). */
export function isManufacturerFunction(funcaoUsuario: number): boolean {
  return (MANUFACTURER_FUNCTIONS as readonly number[]).includes(funcaoUsuario);
}

/** Function codes that may edit users and permissions and get the 'admin' session role. */
export const MASTER_FUNCTIONS: readonly FunctionCode[] = [1, 15, 16];

/** Session role. The portal only assigns 'admin' and 'user'; 'staff' exists for the route sets. */
export type SessionRole = 'admin' | 'staff' | 'user';

/** Session role of a function code: 1, 15 and 16 are 'admin', every other code is 'user'. */
export function sessionRoleOf(funcaoUsuario: number): 'admin' | 'user' {
  return (MASTER_FUNCTIONS as readonly number[]).includes(funcaoUsuario) ? 'admin' : 'user';
}

/** Roles a route admits. An empty set means "guests only" (no role at all). */
export type RouteAuthSet = readonly SessionRole[];

/** The route auth sets of the shell: admin, staff, user and onlyGuest (guests only). */
export const ROUTE_AUTH = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
} as const satisfies Record<string, RouteAuthSet>;

/**
 * Whether a visitor with `role` (null for a guest) may open a route guarded by `authSet`.
 * The empty set admits guests only; any other set admits exactly the roles it lists.
 */
export function hasRouteAccess(authSet: RouteAuthSet, role: SessionRole | null): boolean {
  if (authSet.length === 0) return role === null;
  return role !== null && authSet.includes(role);
}

/** How a user takes part in notifications: as a broker or as the manufacturer. */
export type NotificationUserKind = 'broker' | 'fabricante';

/** Function codes allowed to open /notificacoes; others go to /dashboard. */
export const NOTIFICATIONS_ACCESS: readonly FunctionCode[] = [1, 4, 5, 6, 7, 10, 15, 16];

/** True when the function code may open /notificacoes. */
export function canAccessNotifications(funcaoUsuario: number): boolean {
  return (NOTIFICATIONS_ACCESS as readonly number[]).includes(funcaoUsuario);
}

/**
 * Notification user kind of a function code: 1, 10 and 16 act as 'broker'; 4, 5, 6, 7 and 15 act
 * as 'fabricante'; any other code has no access to notifications (null).
 */
export function notificationUserKind(funcaoUsuario: number): NotificationUserKind | null {
  if (!canAccessNotifications(funcaoUsuario)) return null;
  return isManufacturerFunction(funcaoUsuario) ? 'fabricante' : 'broker';
}

/** Role label sent by the metas seller and supervisor screens. */
export type MetasRole = 'GERENTE' | 'SUPERVISOR';

/** Metas role label: 'GERENTE' for function 10, 'SUPERVISOR' for any other code. */
export function metasRole(funcaoUsuario: number): MetasRole {
  return funcaoUsuario === 10 ? 'GERENTE' : 'SUPERVISOR';
}

/** The signed-in user as the features see it (mapped once from the server's user data). */
export interface CurrentUser {
  /** User id (`idUsuario`). */
  idUsuario: number;
  /** Display name. */
  nomeUsuario: string;
  /** Sign-in e-mail. */
  email: string;
  /** User type: 1 flag, 2 manufacturer, 3 broker. */
  tipoUsuario: UserType;
  /** Function code. */
  funcaoUsuario: FunctionCode;
  /** The user's own broker (`idPuxada`); 0 or null when unset. */
  idPuxada: number | null;
  /** Brokers the user works with. */
  brokers: number[];
  /** Product lines (`BRL1`, …). */
  linhasBroker: string[];
  /** Employee id in FLEXX, for managers, supervisors and sellers; null otherwise. */
  idEmpregadoFlexx: number | null;
  /** Role description shown in the welcome bar (equal to the name on creation). */
  descricaoUsuario: string;
}

/** A Storybook toolbar 'Perfil' preset: a demo current user plus its Portuguese label. */
export interface ProfilePreset extends CurrentUser {
  /** Toolbar label, e.g. 'Master Flag'. */
  label: string;
}

/** Keys of the Storybook 'Perfil' presets. */
export type ProfilePresetKey =
  | 'masterFlag'
  | 'masterFabricante'
  | 'fabricanteFuncao4'
  | 'masterBroker'
  | 'gerente'
  | 'supervisor'
  | 'vendedor';

const DEMO_BROKERS = [10234, 10587, 11020] as const;

/**
 * Demo users for the Storybook 'Perfil' toolbar and the portal's demo mode. Flag users have no
 * broker (they see everything); manufacturer users work with three brokers and product line BRL1;
 * broker users belong to broker 10234. Each preset is itself a valid {@link CurrentUser}.
 */
export const PROFILE_PRESETS: Readonly<Record<ProfilePresetKey, ProfilePreset>> = {
  masterFlag: {
    label: 'Master Flag',
    idUsuario: 1,
    nomeUsuario: 'Marina Castro',
    email: 'master@conecta.example',
    tipoUsuario: 1,
    funcaoUsuario: 1,
    idPuxada: null,
    brokers: [],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: null,
    descricaoUsuario: 'Marina Castro',
  },
  masterFabricante: {
    label: 'Master Fabricante',
    idUsuario: 2,
    nomeUsuario: 'Paulo Henrique Lima',
    email: 'fabricante@conecta.example',
    tipoUsuario: 2,
    funcaoUsuario: 15,
    idPuxada: 0,
    brokers: [...DEMO_BROKERS],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: null,
    descricaoUsuario: 'Paulo Henrique Lima',
  },
  fabricanteFuncao4: {
    label: 'Fabricante função 4',
    idUsuario: 3,
    nomeUsuario: 'Beatriz Moura',
    email: 'trade@conecta.example',
    tipoUsuario: 2,
    funcaoUsuario: 4,
    idPuxada: 0,
    brokers: [...DEMO_BROKERS],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: null,
    descricaoUsuario: 'Beatriz Moura',
  },
  masterBroker: {
    label: 'Master Broker',
    idUsuario: 4,
    nomeUsuario: 'Ricardo Almeida',
    email: 'broker@conecta.example',
    tipoUsuario: 3,
    funcaoUsuario: 16,
    idPuxada: 10234,
    brokers: [10234],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: null,
    descricaoUsuario: 'Ricardo Almeida',
  },
  gerente: {
    label: 'Gerente',
    idUsuario: 5,
    nomeUsuario: 'Fernanda Oliveira',
    email: 'gerente@conecta.example',
    tipoUsuario: 3,
    funcaoUsuario: 10,
    idPuxada: 10234,
    brokers: [10234],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: 5001,
    descricaoUsuario: 'Fernanda Oliveira',
  },
  supervisor: {
    label: 'Supervisor',
    idUsuario: 6,
    nomeUsuario: 'Carlos Eduardo Santos',
    email: 'supervisor@conecta.example',
    tipoUsuario: 3,
    funcaoUsuario: 11,
    idPuxada: 10234,
    brokers: [10234],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: 5102,
    descricaoUsuario: 'Carlos Eduardo Santos',
  },
  vendedor: {
    label: 'Vendedor',
    idUsuario: 7,
    nomeUsuario: 'João Pedro Ribeiro',
    email: 'vendedor@conecta.example',
    tipoUsuario: 3,
    funcaoUsuario: 12,
    idPuxada: 10234,
    brokers: [10234],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: 5230,
    descricaoUsuario: 'João Pedro Ribeiro',
  },
};

/** The preset keys in toolbar order. */
export const PROFILE_PRESET_KEYS = Object.keys(PROFILE_PRESETS) as readonly ProfilePresetKey[];
