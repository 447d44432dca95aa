import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, createDraftStore, draftStorageKey, memoryDraftStorage } from '@conecta/core';
import { HOSTILE_STRINGS } from '@conecta/core/testing';
import { initialDraft } from './draft';
import { KEPT_CSV_SOLDS, WIZARD_DRAFT_VERSION, loadWizardDraft, parseWizardDraft, wizardDraftOf, wizardDraftTarget } from './draft-store';
import type { CsvUpload, SoldOption, WizardDraft } from './types';

const USER = 124;
const sold = (index: number): SoldOption => ({ code: String(1_045_871 + index).padStart(10, '0'), name: `Mercado ${index}`, idPuxada: 10234 });

function csvOf(solds: number): CsvUpload {
  return {
    fileName: 'solds.csv',
    fileSize: 12_345,
    report: { rows: solds, unique: solds, found: solds, notFound: 0, duplicates: 0, invalid: 0, blank: 0, header: true, separator: ';', encoding: 'utf-8' },
    matched: Array.from({ length: solds }, (_, index) => sold(index)),
    unmatchedCsv: new TextEncoder().encode('\uFEFFcodigo_sold;motivo\r\n0999;não pertence aos brokers selecionados'),
    via: 'worker',
    elapsedMs: 120,
  };
}

const typed = (patch: Partial<WizardDraft> = {}): WizardDraft => ({
  ...initialDraft('broker'),
  period: { start: '20261201', end: '20261231' },
  mode: 'sold',
  brokers: [10234],
  title: 'Nova linha "Zé" <b>',
  message: '  Pedidos pelo app.\r\nObrigado!  ',
  linkName: 'Ver catálogo',
  linkUrl: 'https://exemplo.com.br/x',
  ...patch,
});

/** Writes the wizard's state as the keeper does and reads it back as the next opening does. */
function keepAndRestore(state: { draft: WizardDraft; step: number }, target = 'new', baseline: WizardDraft | null = null) {
  const storage = memoryDraftStorage();
  const store = createDraftStore(storage, USER);
  const data = wizardDraftOf(state, baseline);
  if (data) store.save(DRAFT_KEYS.notificationWizard, { version: WIZARD_DRAFT_VERSION, target, data: JSON.parse(JSON.stringify(data)) });
  return { storage, store, restored: loadWizardDraft(store, target) };
}

describe('the wizard keeps what was typed (a 401, a reload, leaving the page)', () => {
  it('restores the form and its step exactly, texts as typed', () => {
    for (const text of HOSTILE_STRINGS) {
      const draft = typed({ title: text, message: text, linkName: text, solds: { csv: null, added: [sold(1), sold(2)] } });
      const { restored } = keepAndRestore({ draft, step: 2 });
      expect(restored).toEqual({ step: 2, draft, droppedCsv: null });
    }
  });

  it('keeps a CSV result up to the limit, bytes included; a larger one is named to be chosen again on the audience step', () => {
    const small = typed({ solds: { csv: csvOf(3), added: [] } });
    expect(keepAndRestore({ draft: small, step: 3 }).restored).toEqual({ step: 3, draft: small, droppedCsv: null });

    const large = typed({ solds: { csv: csvOf(KEPT_CSV_SOLDS + 1), added: [sold(1)] } });
    const { restored } = keepAndRestore({ draft: large, step: 3 });
    expect(restored?.droppedCsv).toBe('solds.csv');
    expect(restored?.step).toBe(1);
    expect(restored?.draft.solds).toEqual({ csv: null, added: [sold(1)] });
    expect(restored?.draft.title).toBe(large.title);
  });

  it('keeps nothing for an untouched form or an edit equal to what was loaded', () => {
    expect(wizardDraftOf({ draft: null, step: 0 }, null)).toBeNull();
    const loaded = typed();
    expect(wizardDraftOf({ draft: { ...loaded }, step: 3 }, loaded)).toBeNull();
    expect(wizardDraftOf({ draft: { ...loaded, title: `${loaded.title}!` }, step: 3 }, loaded)).not.toBeNull();
  });

  it("is per user and per notification: another user's or another notification's opening finds nothing", () => {
    const { storage } = keepAndRestore({ draft: typed(), step: 2 }, wizardDraftTarget({ kind: 'edit', idNotificacao: 301 }));
    expect(loadWizardDraft(createDraftStore(storage, USER), wizardDraftTarget({ kind: 'edit', idNotificacao: 301 }))).not.toBeNull();
    expect(loadWizardDraft(createDraftStore(storage, USER), wizardDraftTarget({ kind: 'edit', idNotificacao: 302 }))).toBeNull();
    expect(loadWizardDraft(createDraftStore(storage, USER), wizardDraftTarget({ kind: 'create' }))).toBeNull();
    expect(loadWizardDraft(createDraftStore(storage, USER + 1), wizardDraftTarget({ kind: 'edit', idNotificacao: 301 }))).toBeNull();
  });

  it('drops what cannot be read back (another shape, broken JSON) instead of failing', () => {
    expect(parseWizardDraft({ step: 1, draft: { title: 1 } })).toBeNull();
    expect(parseWizardDraft('texto')).toBeNull();
    const storage = memoryDraftStorage();
    storage.setItem(draftStorageKey(USER, DRAFT_KEYS.notificationWizard), '{não é json');
    expect(loadWizardDraft(createDraftStore(storage, USER), 'new')).toBeNull();
  });
});
