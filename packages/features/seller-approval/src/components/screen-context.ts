/**
 * What every seller card needs besides its own atom, shared through context so the cards' props
 * stay stable (memoized cards re-render only when their own atom changes).
 */
import { createContext, useContext } from 'react';
import type { MetaType } from '@conecta/core';
import type { SellerActions } from '../state/actions';
import type { CallContext } from '../state/requests';
import type { ChosenTarget } from '../state/types';

export interface ScreenContextValue {
  ctx: CallContext;
  chosen: ChosenTarget;
  editable: boolean;
  actions: SellerActions;
  /** Opens the target's change history (issue 26), of one seller when given; absent without navigation. */
  onHistory?: (sellerId?: string) => void;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);

/** The screen's target type, provided by the root (VBC when absent): the units and texts follow it. */
export const MetaTypeContext = createContext<MetaType>('VBC');

export function useMetaType(): MetaType {
  return useContext(MetaTypeContext);
}

export function useScreen(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('ScreenContext is missing');
  return value;
}

/** Render probe for tests and stories (ui's): every seller card, the totals and the floating bar render inside a `<Profiler>`. */
export { RenderProbeContext } from '@conecta/ui';
