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
