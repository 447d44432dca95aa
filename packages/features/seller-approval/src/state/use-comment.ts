/**
 * One value's comment (issue 26) for a component: subscribes to that value only, so a new history
 * re-renders only the cards whose comment changed.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { valueKey, type ValueComment, type ValueRef } from '@conecta/core';
import { commentsAtom } from './atoms';

/** The same comment read again (each reload of the history makes new objects). */
const sameComment = (a: ValueComment | undefined, b: ValueComment | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.text === b.text && a.userName === b.userName && a.at === b.at);

export function useValueComment(ref: ValueRef): ValueComment | undefined {
  const key = valueKey(ref);
  return useAtomValue(useMemo(() => selectAtom(commentsAtom, (comments) => comments.get(key), sameComment), [key]));
}

/** Every value's comment (the compare table numbers them). */
export function useComments(): ReadonlyMap<string, ValueComment> {
  return useAtomValue(commentsAtom);
}
