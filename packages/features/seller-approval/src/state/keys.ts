/** React Query keys of the screen (prefixed, so a shared host QueryClient never mixes them up). */
import type { CallContext } from './requests';
import type { ChosenTarget } from './types';

const ROOT = 'seller-approval';

export const queryKeys = {
  root: [ROOT] as const,
  permission: (idUsuario: number, codigo: string) => [ROOT, 'permission', idUsuario, codigo] as const,
  cascade: (ctx: CallContext, periodo: string | null) => [ROOT, 'cascade', ctx.metaType, ctx.scope, ctx.viewer.empregado, periodo] as const,
  target: (ctx: CallContext, t: ChosenTarget | null) =>
    [ROOT, 'target', ctx.metaType, ctx.scope, ctx.viewer.empregado, t?.periodo, t?.versao, t?.linha] as const,
  data: (ctx: CallContext, t: ChosenTarget | null) => [...queryKeys.target(ctx, t), 'data'] as const,
  supervisorCategories: (ctx: CallContext, t: ChosenTarget | null) => [...queryKeys.target(ctx, t), 'supervisor-categories'] as const,
  sellerCategories: (ctx: CallContext, t: ChosenTarget | null, sellerId: string) =>
    [...queryKeys.target(ctx, t), 'seller-categories', sellerId] as const,
  comparison: (ctx: CallContext, t: ChosenTarget | null) => [...queryKeys.target(ctx, t), 'comparison'] as const,
  comments: (ctx: CallContext, t: ChosenTarget | null) => [...queryKeys.target(ctx, t), 'comments'] as const,
};
