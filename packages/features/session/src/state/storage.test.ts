import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { bumpRefreshCounter, clearSessionKeys, markDataLoaded, memoryStorage, readRefreshCounter } from './storage';

describe('refresh counter', () => {
  it('counts reloads and reports more than 4 as exceeded, starting over', () => {
    const storage = memoryStorage();
    expect([1, 2, 3, 4].map(() => bumpRefreshCounter(storage).exceeded)).toEqual([false, false, false, false]);
    expect(bumpRefreshCounter(storage)).toEqual({ count: 5, exceeded: true });
    expect(readRefreshCounter(storage)).toBe(0);
  });

  it('is -2 after the data loads, so a normal reload never gets near the limit', () => {
    const storage = memoryStorage();
    for (let reload = 0; reload < 20; reload += 1) {
      expect(bumpRefreshCounter(storage).exceeded).toBe(false);
      markDataLoaded(storage);
    }
    expect(readRefreshCounter(storage)).toBe(-2);
  });

  it('treats a missing or unreadable counter as 0', () => {
    expect(readRefreshCounter(memoryStorage({ [STORAGE_KEYS.refreshCounter]: 'x' }))).toBe(0);
  });
});

describe('clearing stored keys', () => {
  it("removes every 'conecta.' key except the refresh counter, and nothing else", () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.refreshCounter]: '3',
      [STORAGE_KEYS.redirectAfterSignIn]: '/usuarios',
      'conecta.userForm.tipoUsuario': '2',
      'conecta:mock-db': '{}',
      other: 'x',
    });
    clearSessionKeys(storage);
    expect(storage.keys().sort()).toEqual(['conecta.session.refreshCounter', 'conecta:mock-db', 'other']);
    clearSessionKeys(storage, { includeCounter: true });
    expect(storage.keys().sort()).toEqual(['conecta:mock-db', 'other']);
  });
});
