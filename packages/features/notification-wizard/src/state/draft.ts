/**
 * The form and its gates: the initial draft, and whether each step lets the user go on
 * ('Próximo' / 'Salvar' enablement, spec §5).
 */
import { checkHyperlink } from '@conecta/core';
import type { AudienceMode, StepId, UserKind, WizardDraft } from './types';

/** Limits of spec §9. */
export const LIMITS = { title: 90, message: 600, link: 200 } as const;

/** Default audience mode: 'canal' for broker users, 'sold' for manufacturer users (spec §4). */
export function defaultMode(kind: UserKind): AudienceMode {
  return kind === 'broker' ? 'canal' : 'sold';
}

/** An empty form. */
export function initialDraft(kind: UserKind): WizardDraft {
  return {
    period: null,
    mode: defaultMode(kind),
    branches: [],
    brokers: [],
    channels: [],
    sellers: [],
    solds: { csv: null, added: [] },
    title: '',
    message: '',
    image: { kind: 'none' },
    linkName: '',
    linkUrl: '',
  };
}

/** Whether both dates are set, the start not after the end and not before `minStart` (yyyymmdd). */
export function periodValid(draft: Pick<WizardDraft, 'period'>, minStart: string): boolean {
  const period = draft.period;
  if (!period || !/^\d{8}$/.test(period.start) || !/^\d{8}$/.test(period.end)) return false;
  return period.start <= period.end && period.start >= minStart && period.end >= minStart;
}

/** Whether a manufacturer user has chosen at least one branch and one broker. */
export function hasBranchAndBroker(draft: Pick<WizardDraft, 'branches' | 'brokers'>): boolean {
  return draft.branches.length > 0 && draft.brokers.length > 0;
}

/**
 * Sold mode's confirmed selection: a CSV, if there is one, identified at least one sold ('Nenhum
 * sold foi identificados' keeps Next disabled until 'Excluir'), and at least one sold is chosen.
 */
export function soldsValid(draft: Pick<WizardDraft, 'solds'>): boolean {
  if (draft.solds.csv && draft.solds.csv.matched.length === 0) return false;
  return (draft.solds.csv?.matched.length ?? 0) + draft.solds.added.length > 0;
}

/** Step 2 (spec §5): dates set, an item of the active mode, and for manufacturers a branch and a broker. */
export function audienceValid(draft: WizardDraft, kind: UserKind, minStart: string): boolean {
  if (!periodValid(draft, minStart)) return false;
  if (kind === 'fabricante' && !hasBranchAndBroker(draft)) return false;
  if (kind === 'fabricante' && draft.mode === 'canal') return false;
  if (draft.mode === 'canal') return draft.channels.length > 0;
  if (draft.mode === 'vendedor') return draft.sellers.length > 0;
  return soldsValid(draft);
}

/** Step 3: title and message both filled in and within 90 and 600 characters. */
export function contentValid(draft: Pick<WizardDraft, 'title' | 'message'>): boolean {
  const title = draft.title.trim();
  const message = draft.message.trim();
  return title.length > 0 && message.length > 0 && draft.title.length <= LIMITS.title && draft.message.length <= LIMITS.message;
}

/** What is wrong with the hyperlink fields, or null. */
export type LinkProblem = 'unsafe' | 'invalid' | 'pair' | 'length';

export function linkProblem(draft: Pick<WizardDraft, 'linkName' | 'linkUrl'>): LinkProblem | null {
  if (draft.linkName.length > LIMITS.link || draft.linkUrl.length > LIMITS.link) return 'length';
  const url = checkHyperlink(draft.linkUrl);
  if (url) return url;
  const hasName = draft.linkName.trim() !== '';
  const hasUrl = draft.linkUrl.trim() !== '';
  return hasName !== hasUrl ? 'pair' : null;
}

/** Step 4: the hyperlink fields are acceptable (the image is optional). */
export function finalValid(draft: WizardDraft): boolean {
  return linkProblem(draft) === null;
}

/** Whether the step lets the user go on ('Próximo', or 'Salvar' on the last step). */
export function canProceed(step: StepId, draft: WizardDraft, kind: UserKind, minStart: string): boolean {
  switch (step) {
    case 'periodo':
      return periodValid(draft, minStart);
    case 'publico':
      return audienceValid(draft, kind, minStart);
    case 'conteudo':
      return contentValid(draft);
    case 'final':
      return periodValid(draft, minStart) && audienceValid(draft, kind, minStart) && contentValid(draft) && finalValid(draft);
  }
}
