import { Banner, Button } from '@conecta/ui';
import type { MetaType, MetasRole } from '@conecta/core';
import { MESSAGES, typeTexts } from '../messages';
import type { Lock } from '../state/rules';

/**
 * Where the manager acts first for each lock (a route of the portal), if anywhere: VBC's planning
 * and programming screens; the other types are planned upstream, so only the status screen.
 */
const MANAGER_ROUTE: Partial<Record<Lock, { path: string; label: string }>> = {
  notSplit: { path: '/metas/planejamentos', label: MESSAGES.lock.goPlanning },
  notProgrammed: { path: '/metas/programacao', label: MESSAGES.lock.goProgramming },
  approved: { path: '/metas/status', label: MESSAGES.lock.goStatus },
};
const STATUS_ROUTE = { path: '/metas/status', label: MESSAGES.lock.goStatus };

interface LockNoticeProps {
  /** Why the user cannot act on the split yet. */
  lock: Lock;
  /** Who is looking: the text names who must act first. */
  role: MetasRole;
  /** Host navigation; the manager gets a button to the screen where he acts first. */
  onNavigate?: (path: string) => void;
  /** The screen's target type (the texts and the manager's button depend on it). @default 'VBC' */
  metaType?: MetaType;
}

/**
 * Why the user cannot change the seller values yet, who must act first, and that the selection can
 * always be changed (issue 16 item 2).
 */
export function LockNotice({ lock, role, onNavigate, metaType = 'VBC' }: LockNoticeProps) {
  const ownText = lock === 'notSplit' || lock === 'notProgrammed' || lock === 'viewOnly' ? typeTexts(metaType).lock[lock] : undefined;
  const text = ownText ?? MESSAGES.lock[lock as Exclude<Lock, 'viewOnly'>];
  const route = role !== 'GERENTE' ? undefined : metaType === 'VBC' ? MANAGER_ROUTE[lock] : lock === 'approved' || lock === 'viewOnly' ? STATUS_ROUTE : undefined;
  return (
    <Banner
      tone="info"
      title={text.title}
      action={
        route && onNavigate ? (
          <Button size="sm" variant="secondary" onPress={() => onNavigate(route.path)}>
            {route.label}
          </Button>
        ) : undefined
      }
    >
      <span data-testid="lock" data-lock={lock}>
        {text[role]} {MESSAGES.lock.changeSelection}
      </span>
    </Banner>
  );
}
