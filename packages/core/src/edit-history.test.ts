import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EDIT_HISTORY_LIMIT,
  canUndo,
  emptyHistory,
  recordEdits,
  undoLast,
  type EditBatch,
  type EditHistory,
} from './edit-history';

const typed: EditBatch<string> = [{ key: 'BISCOITOS', before: 100, after: 150 }];
const pasted: EditBatch<string> = [
  { key: 'BISCOITOS', before: 150, after: 1234 },
  { key: 'MASSAS', before: null, after: 2345 },
];

describe('edit history', () => {
  it('starts empty: nothing to undo', () => {
    const history = emptyHistory<string>();
    expect(canUndo(history)).toBe(false);
    expect(undoLast(history)).toEqual({ history, revert: null });
  });

  it('undoes whole batches, last first', () => {
    const history = recordEdits(recordEdits(emptyHistory<string>(), typed), pasted);
    const first = undoLast(history);
    expect(first.revert).toEqual(pasted);
    const second = undoLast(first.history);
    expect(second.revert).toEqual(typed);
    expect(canUndo(second.history)).toBe(false);
  });

  it('ignores empty batches', () => {
    const history = recordEdits(emptyHistory<string>(), typed);
    expect(recordEdits(history, [])).toBe(history);
  });

  it('never mutates a history', () => {
    const start = recordEdits(emptyHistory<string>(), typed);
    const frozen = Object.freeze({ past: Object.freeze([...start.past]) }) as EditHistory<string>;
    const next = recordEdits(frozen, pasted);
    expect(frozen.past).toHaveLength(1);
    expect(next.past).toHaveLength(2);
    undoLast(next);
    expect(next.past).toHaveLength(2);
  });

  it(`keeps the newest ${EDIT_HISTORY_LIMIT} batches by default, or the given limit`, () => {
    const batches = Array.from({ length: 60 }, (_, index) => [
      { key: 'k', before: index, after: index + 1 },
    ]);
    const full = batches.reduce(
      (history, batch) => recordEdits(history, batch),
      emptyHistory<string>(),
    );
    expect(full.past).toHaveLength(EDIT_HISTORY_LIMIT);
    expect(full.past[0]).toBe(batches[10]);
    const small = batches.reduce(
      (history, batch) => recordEdits(history, batch, 3),
      emptyHistory<string>(),
    );
    expect(small.past).toEqual(batches.slice(-3));
  });

  it('undoing everything replays the batches in reverse order', () => {
    const batch = fc.array(
      fc.record({
        key: fc.integer({ min: 0, max: 5 }),
        before: fc.option(fc.integer()),
        after: fc.option(fc.integer()),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(batch, { maxLength: 20 }),
        fc.integer({ min: 1, max: 30 }),
        (batches, limit) => {
          let history = emptyHistory<number>();
          for (const item of batches) history = recordEdits(history, item, limit);
          const undone: EditBatch<number>[] = [];
          for (let step = undoLast(history); step.revert; step = undoLast(step.history)) {
            undone.push(step.revert);
          }
          expect(undone).toEqual(batches.slice(-limit).reverse());
        },
      ),
      { numRuns: 300 },
    );
  });
});
