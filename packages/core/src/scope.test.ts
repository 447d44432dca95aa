import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS, type CurrentUser } from './roles';
import {
  MANUFACTURER_BROKER_CODE,
  brokerScope,
  permissionBrokerCode,
  primaryBroker,
} from './scope';

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  ...PROFILE_PRESETS.gerente,
  ...overrides,
});

describe('brokerScope', () => {
  it('applies no broker filter to flag users', () => {
    expect(brokerScope(user({ tipoUsuario: 1, idPuxada: 10234, brokers: [10234] }))).toBeNull();
  });

  it('joins a manufacturer user’s brokers with commas', () => {
    expect(brokerScope(user({ tipoUsuario: 2, idPuxada: 0, brokers: [10234, 10587, 11020] }))).toBe(
      '10234,10587,11020',
    );
  });

  it('uses idPuxada for broker users', () => {
    expect(brokerScope(user({ tipoUsuario: 3, idPuxada: 10587, brokers: [10234] }))).toBe('10587');
  });

  it('falls back to the first broker when idPuxada is 0 or null', () => {
    expect(brokerScope(user({ tipoUsuario: 3, idPuxada: 0, brokers: [11020, 10234] }))).toBe(
      '11020',
    );
    expect(brokerScope(user({ tipoUsuario: 3, idPuxada: null, brokers: [11020] }))).toBe('11020');
  });

  it('never widens a broker or manufacturer user without brokers to everything', () => {
    expect(brokerScope(user({ tipoUsuario: 3, idPuxada: null, brokers: [] }))).toBe('');
    expect(brokerScope(user({ tipoUsuario: 2, idPuxada: null, brokers: [] }))).toBe('');
  });

  it('scopes the demo profiles as the toolbar promises', () => {
    expect(brokerScope(PROFILE_PRESETS.masterFlag)).toBeNull();
    expect(brokerScope(PROFILE_PRESETS.masterFabricante)).toBe('10234,10587,11020');
    expect(brokerScope(PROFILE_PRESETS.vendedor)).toBe('10234');
  });
});

describe('primaryBroker', () => {
  it('is idPuxada, else the first broker, else null', () => {
    expect(primaryBroker({ idPuxada: 7, brokers: [8] })).toBe(7);
    expect(primaryBroker({ idPuxada: 0, brokers: [8, 9] })).toBe(8);
    expect(primaryBroker({ idPuxada: null, brokers: [] })).toBeNull();
  });
});

describe('permissionBrokerCode', () => {
  it('sends 99999999 for the manufacturer functions 4, 5, 6, 7 and 15', () => {
    for (const funcaoUsuario of [4, 5, 6, 7, 15] as const) {
      expect(permissionBrokerCode(user({ funcaoUsuario, idPuxada: 10234 }))).toBe(99999999);
    }
    expect(MANUFACTURER_BROKER_CODE).toBe(99999999);
  });

  it('sends the user’s own broker for every other function', () => {
    expect(permissionBrokerCode(user({ funcaoUsuario: 16, idPuxada: 10234 }))).toBe(10234);
    expect(permissionBrokerCode(user({ funcaoUsuario: 11, idPuxada: 0, brokers: [11020] }))).toBe(
      11020,
    );
  });

  it('sends 0 when a non-manufacturer user has no broker', () => {
    expect(permissionBrokerCode(PROFILE_PRESETS.masterFlag)).toBe(0);
  });
});
