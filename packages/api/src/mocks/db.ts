import type { MockDb } from './context';
import { buildNetwork, type NetworkSize } from './network';
import { createRng } from './rng';
import type { SeedOptions } from './seed';
import { seedAuth } from './areas/auth';
import { seedUsers } from './areas/users';
import { seedPermissions } from './areas/permissions';
import { seedDashboard } from './areas/dashboard';
import { seedNotifications } from './areas/notifications';
import { seedMetas } from './areas/metas';

export interface CreateDbOptions {
  /** Seed of the deterministic data. @default 20260101 */
  seed?: number;
  /** `large`: 300 sellers × 40 categories, 20,000 users, 100,000 solds. @default 'demo' */
  size?: NetworkSize;
  /** No area data (the `empty` scenario). @default false */
  empty?: boolean;
  /** Seed time, epoch ms. @default Date.now() */
  now?: number;
}

/** Builds a fresh database. The same options give the same data. */
export function createDb({ seed = 20260101, size = 'demo', empty = false, now = Date.now() }: CreateDbOptions = {}): MockDb {
  const rng = createRng(seed);
  const network = buildNetwork(rng, size, now);
  const options: SeedOptions = { empty, now, rng, network };
  return {
    version: 1,
    network,
    sessions: [],
    auth: seedAuth(options),
    users: seedUsers(options),
    permissions: seedPermissions(options),
    dashboard: seedDashboard(options),
    notifications: seedNotifications(options),
    metas: seedMetas(options),
  };
}

/** Options of {@link createDbFactory}. */
export interface DbFactoryOptions {
  /**
   * How long one seeded database serves as the template of the next ones (ms): a database handed out
   * is seeded at most this long ago. @default 60000
   */
  maxAgeMs?: number;
}

/**
 * A source of fresh databases for a long-lived page that creates many (the workbench: one per story,
 * hundreds in a test run). Seeding costs about 40 ms (the metas area's 18 months of history and a
 * year of split targets); a copy of a seeded database (`structuredClone`, plain data) a tenth of it.
 * Each call returns a database of its own, equal to `createDb({ ...options, now })` for a `now` at
 * most `maxAgeMs` before the call and in the same month (the seed's periods are the months around
 * `now`): a template is seeded again once it is older, from another month, or from a later time
 * than the clock now reads (a story's fixed clock).
 */
export function createDbFactory({ maxAgeMs = 60_000 }: DbFactoryOptions = {}): (options?: Omit<CreateDbOptions, 'now'>) => MockDb {
  const templates = new Map<string, { at: number; db: MockDb }>();
  const monthOf = (epoch: number) => {
    const date = new Date(epoch);
    return date.getFullYear() * 12 + date.getMonth();
  };
  return (options = {}) => {
    const now = Date.now();
    const key = `${options.seed ?? ''}|${options.size ?? 'demo'}|${options.empty === true}`;
    let template = templates.get(key);
    if (!template || now < template.at || now - template.at > maxAgeMs || monthOf(now) !== monthOf(template.at)) {
      template = { at: now, db: createDb({ ...options, now }) };
      templates.set(key, template);
    }
    return structuredClone(template.db);
  };
}
