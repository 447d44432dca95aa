import type { Network } from './network';
import type { Rng } from './rng';

/** What every area's seed function receives besides the network. */
export interface SeedOptions {
  /** The `empty` scenario: the network and demo accounts exist, but no area data (no targets, no notifications…). */
  empty: boolean;
  /** Seed time (epoch ms). */
  now: number;
  /** The deterministic random source, shared in a fixed order so the data is the same every time. */
  rng: Rng;
  network: Network;
}
