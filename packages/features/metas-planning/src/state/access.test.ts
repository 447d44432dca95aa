import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS } from '@conecta/core';
import { planningAccess } from './access';

describe('planning access (metas spec §6)', () => {
  it('managers (function 10) plan on their broker', () => {
    expect(planningAccess(PROFILE_PRESETS.gerente)).toEqual({ scope: '10234', isPlanner: true, broker: 10234, readOnlyReason: null });
  });

  it('functions 16 and 1 plan too', () => {
    expect(planningAccess(PROFILE_PRESETS.masterBroker).readOnlyReason).toBeNull();
    expect(planningAccess({ ...PROFILE_PRESETS.masterFlag, brokers: [10234] })).toMatchObject({ scope: '', broker: 10234, readOnlyReason: null });
  });

  it('type 1 staff without one broker read every broker but cannot save', () => {
    expect(planningAccess(PROFILE_PRESETS.masterFlag)).toEqual({ scope: '', isPlanner: true, broker: null, readOnlyReason: 'broker' });
  });

  it('supervisors, sellers and manufacturer users only read', () => {
    expect(planningAccess(PROFILE_PRESETS.supervisor).readOnlyReason).toBe('role');
    expect(planningAccess(PROFILE_PRESETS.vendedor).readOnlyReason).toBe('role');
    expect(planningAccess(PROFILE_PRESETS.masterFabricante)).toMatchObject({ scope: expect.stringContaining(','), readOnlyReason: 'role' });
  });
});
