import { describe, expect, it } from 'vitest';
import {
  FUNCTION_CODES,
  PROFILE_PRESETS,
  PROFILE_PRESET_KEYS,
  ROUTE_AUTH,
  canAccessNotifications,
  functionName,
  hasRouteAccess,
  isFunctionCode,
  isManufacturerFunction,
  isUserType,
  metasRole,
  notificationUserKind,
  sessionRoleOf,
  type SessionRole,
} from './roles';

describe('function names', () => {
  it('names the master, manager, supervisor and seller functions in Portuguese', () => {
    expect(functionName(1)).toBe('Master Flag');
    expect(functionName(15)).toBe('Master Fabricante');
    expect(functionName(16)).toBe('Master Broker');
    expect(functionName(10)).toBe('Gerente');
    expect(functionName(11)).toBe('Supervisor');
    expect(functionName(12)).toBe('Vendedor');
  });

  it('labels the manufacturer-side functions 4 to 7 with their number', () => {
    expect([4, 5, 6, 7].map(functionName)).toEqual([
      'Fabricante (função 4)',
      'Fabricante (função 5)',
      'Fabricante (função 6)',
      'Fabricante (função 7)',
    ]);
  });

  it('falls back to "Função N" for a code the portal does not know', () => {
    expect(functionName(13)).toBe('Função 13');
  });

  it('recognises only the known codes and types', () => {
    expect(FUNCTION_CODES.every(isFunctionCode)).toBe(true);
    expect([0, 2, 3, 8, 13, '1', null].some(isFunctionCode)).toBe(false);
    expect([1, 2, 3].every(isUserType)).toBe(true);
    expect([0, 4, '1'].some(isUserType)).toBe(false);
  });
});

describe('session role and route access', () => {
  it('makes functions 1, 15 and 16 admins and everybody else a user', () => {
    const admins = FUNCTION_CODES.filter((code) => sessionRoleOf(code) === 'admin');
    expect(admins).toEqual([1, 15, 16]);
    expect(sessionRoleOf(12)).toBe('user');
    expect(sessionRoleOf(99)).toBe('user');
  });

  it('exposes the four route auth sets of the shell', () => {
    expect(ROUTE_AUTH).toEqual({
      admin: ['admin'],
      staff: ['admin', 'staff'],
      user: ['admin', 'staff', 'user'],
      onlyGuest: [],
    });
  });

  const roles: Array<SessionRole | null> = ['admin', 'staff', 'user', null];
  const access = (set: readonly SessionRole[]) => roles.map((role) => hasRouteAccess(set, role));

  it('lets only guests into onlyGuest routes', () => {
    expect(access(ROUTE_AUTH.onlyGuest)).toEqual([false, false, false, true]);
  });

  it('admits exactly the listed roles and never a guest elsewhere', () => {
    expect(access(ROUTE_AUTH.admin)).toEqual([true, false, false, false]);
    expect(access(ROUTE_AUTH.staff)).toEqual([true, true, false, false]);
    expect(access(ROUTE_AUTH.user)).toEqual([true, true, true, false]);
  });
});

describe('notifications', () => {
  it('opens /notificacoes to functions 1, 4, 5, 6, 7, 10, 15 and 16 only', () => {
    expect(FUNCTION_CODES.filter(canAccessNotifications)).toEqual([1, 4, 5, 6, 7, 10, 15, 16]);
  });

  it('treats 1, 10 and 16 as brokers and 4, 5, 6, 7 and 15 as the manufacturer', () => {
    expect([1, 10, 16].map(notificationUserKind)).toEqual(['broker', 'broker', 'broker']);
    expect([4, 5, 6, 7, 15].map(notificationUserKind)).toEqual(Array(5).fill('fabricante'));
  });

  it('gives no notification kind to supervisors and sellers', () => {
    expect(notificationUserKind(11)).toBeNull();
    expect(notificationUserKind(12)).toBeNull();
  });

  it('knows the manufacturer functions', () => {
    expect(FUNCTION_CODES.filter(isManufacturerFunction)).toEqual([4, 5, 6, 7, 15]);
  });
});

describe('metas role', () => {
  it("is 'GERENTE' for function 10 and 'SUPERVISOR' otherwise", () => {
    expect(metasRole(10)).toBe('GERENTE');
    expect(metasRole(11)).toBe('SUPERVISOR');
    expect(metasRole(1)).toBe('SUPERVISOR');
  });
});

describe('profile presets', () => {
  it('lists the seven toolbar profiles in order with their labels', () => {
    expect(PROFILE_PRESET_KEYS).toEqual([
      'masterFlag',
      'masterFabricante',
      'fabricanteFuncao4',
      'masterBroker',
      'gerente',
      'supervisor',
      'vendedor',
    ]);
    expect(PROFILE_PRESET_KEYS.map((key) => PROFILE_PRESETS[key].label)).toEqual([
      'Master Flag',
      'Master Fabricante',
      'Fabricante função 4',
      'Master Broker',
      'Gerente',
      'Supervisor',
      'Vendedor',
    ]);
  });

  it('pairs each profile with its user type and function code', () => {
    const pairs = PROFILE_PRESET_KEYS.map((key) => [
      PROFILE_PRESETS[key].tipoUsuario,
      PROFILE_PRESETS[key].funcaoUsuario,
    ]);
    expect(pairs).toEqual([
      [1, 1],
      [2, 15],
      [2, 4],
      [3, 16],
      [3, 10],
      [3, 11],
      [3, 12],
    ]);
  });

  it('gives every non-flag profile a broker and FLEXX ids only to manager, supervisor and seller', () => {
    for (const key of PROFILE_PRESET_KEYS) {
      const user = PROFILE_PRESETS[key];
      expect(user.tipoUsuario === 1 || user.brokers.length > 0).toBe(true);
      expect(user.idEmpregadoFlexx !== null).toBe([10, 11, 12].includes(user.funcaoUsuario));
      expect(user.descricaoUsuario).toBe(user.nomeUsuario);
    }
  });

  it('uses distinct user ids', () => {
    const ids = PROFILE_PRESET_KEYS.map((key) => PROFILE_PRESETS[key].idUsuario);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
