import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, createDbFactory } from './db';

/** 15 May 2026, 10:00 local time. */
const MAY = new Date(2026, 4, 15, 10, 0, 0).getTime();

const stamps = (db: ReturnType<typeof createDb>) => db.metas.targets.map((target) => target.atualizadoEm);

describe('createDbFactory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out the database createDb seeds for the time of the first call', () => {
    vi.useFakeTimers({ now: MAY, toFake: ['Date'] });
    const fresh = createDbFactory();
    expect(fresh()).toEqual(createDb({ now: MAY }));
    expect(fresh({ empty: true })).toEqual(createDb({ now: MAY, empty: true }));
  });

  it('gives every call a database of its own', () => {
    vi.useFakeTimers({ now: MAY, toFake: ['Date'] });
    const fresh = createDbFactory();
    const first = fresh();
    first.network.users.length = 0;
    first.metas.targets[0]!.status = 'Liberado';
    const second = fresh();
    expect(second.network.users.length).toBeGreaterThan(0);
    expect(second).toEqual(createDb({ now: MAY }));
  });

  it('copies a template seeded at most maxAgeMs ago, then seeds again', () => {
    vi.useFakeTimers({ now: MAY, toFake: ['Date'] });
    const fresh = createDbFactory({ maxAgeMs: 60_000 });
    const seeded = stamps(fresh());
    vi.setSystemTime(MAY + 60_000);
    expect(stamps(fresh())).toEqual(seeded);
    vi.setSystemTime(MAY + 60_001);
    expect(stamps(fresh())).toEqual(stamps(createDb({ now: MAY + 60_001 })));
  });

  it('seeds again in another month, and when the clock reads an earlier time than the template', () => {
    const endOfMay = new Date(2026, 4, 31, 23, 59, 50).getTime();
    vi.useFakeTimers({ now: endOfMay, toFake: ['Date'] });
    const fresh = createDbFactory();
    fresh();
    // Ten seconds later it is June: the seed's current period moves with it.
    vi.setSystemTime(endOfMay + 10_000);
    expect(fresh()).toEqual(createDb({ now: endOfMay + 10_000 }));
    // A story's fixed clock, earlier than the template.
    vi.setSystemTime(MAY);
    expect(fresh()).toEqual(createDb({ now: MAY }));
  });

  it('keeps one template per seed, size and emptiness', () => {
    vi.useFakeTimers({ now: MAY, toFake: ['Date'] });
    const fresh = createDbFactory();
    expect(fresh({ empty: true }).metas.targets).toEqual([]);
    expect(fresh().metas.targets.length).toBeGreaterThan(0);
    expect(fresh({ seed: 7 })).toEqual(createDb({ seed: 7, now: MAY }));
  });
});
