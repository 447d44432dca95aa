import { bench, describe } from 'vitest';
import { computeTotals } from './totals';
import { syntheticSellers } from './fixtures';
import { planDistribution } from './rules';

// The large scenario's broker: 30 supervisors × 10 sellers = 300 sellers, 40 categories each,
// every category table loaded and one seller in ten with an unsaved category value.
const sellers = syntheticSellers(300, 40);
const supervisor = sellers.reduce((acc, s) => acc + s.planned, 0) + 12_345;
let edited = sellers;


describe('seller approval totals, 300 sellers × 40 categories', () => {
  bench('computeTotals, full pass (no cache: every seller and category summed)', () => {
    computeTotals(sellers, supervisor, { cache: false });
  });
  bench('one seller edited, then computeTotals (what a keystroke commit costs)', () => {
    const i = Math.floor(Math.random() * edited.length);
    const next = edited.slice();
    const seller = next[i];
    if (seller) next[i] = { ...seller, draft: seller.planned + 1 };
    edited = next;
    computeTotals(edited, supervisor);
  });
  bench('planDistribution (Distribuir diferença preview)', () => {
    const totals = computeTotals(sellers, supervisor);
    planDistribution(sellers, totals.shown, supervisor, 40);
  });
});
