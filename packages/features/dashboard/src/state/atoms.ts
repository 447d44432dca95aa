/**
 * UI state of one dashboard (one jotai store per `Dashboard`, created by the root).
 */
import { atom } from 'jotai';

/** The product line the user picked in 'Linha de produtos'; null until they pick one (BRL1 applies). */
export const chosenLineAtom = atom<string | null>(null);
