import { bench, describe } from 'vitest';
import { distributeDifference, splitProportionally } from './targets';

// What the mock backend's seed does tens of thousands of times (a target's planned value split among
// supervisors, sellers and categories), and the seller screen's 'Distribuir diferença'.
const weights40 = Array.from({ length: 40 }, (_, i) => 1_000 + ((i * 7919) % 9_000));
const weights8 = weights40.slice(0, 8);

describe('split math', () => {
  bench('splitProportionally: R$ 1.234.567 over 40 categories', () => {
    splitProportionally(1_234_567, weights40);
  });
  bench('splitProportionally: 8 sellers with a minimum of 1', () => {
    splitProportionally(98_765, weights8, { minimum: 1 });
  });
  bench('distributeDifference: 40 categories brought R$ 12.345 below their sum', () => {
    distributeDifference(weights40, weights40, weights40.reduce((sum, value) => sum + value, 0) - 12_345);
  });
});
