/** Synthetic sellers for tests and the bench (deterministic). */
import type { SellerState } from './types';

/** `sellers` sellers with `categories` loaded categories each, values derived from the indices. */
export function syntheticSellers(sellers: number, categories: number): SellerState[] {
  return Array.from({ length: sellers }, (_, s): SellerState => {
    const values = Array.from({ length: categories }, (_, c) => ({
      key: 100 + c,
      name: `CATEGORIA ${c + 1}`,
      value: 1_000 + ((s * 37 + c * 11) % 500),
    }));
    const planned = values.reduce((acc, c) => acc + c.value, 0);
    return {
      id: String(6000 + s),
      name: `VENDEDOR ${s + 1}`,
      average: 30_000 + ((s * 53) % 9_000),
      suggested: planned,
      planned,
      activeCustomers: null,
      draft: null,
      categories: values,
      categoryDrafts: (s % 10 === 0 ? { 100: 2_000 } : {}) as Record<number, number>,
      save: 'idle' as const,
    };
  });
}
