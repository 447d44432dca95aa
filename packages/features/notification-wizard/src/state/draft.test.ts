import { describe, expect, it } from 'vitest';
import { audienceValid, canProceed, contentValid, defaultMode, initialDraft, linkProblem, periodValid, soldsValid } from './draft';
import type { CsvUpload, WizardDraft } from './types';

const TODAY = '20260321';
const sold = { code: '0001000001', name: 'Padaria', idPuxada: 10234 };
const csv = (matched: CsvUpload['matched']): CsvUpload => ({
  fileName: 'solds.csv',
  fileSize: 100,
  report: { rows: 3, unique: 3, found: matched.length, notFound: 3 - matched.length, duplicates: 0, invalid: 0, blank: 0, header: true, separator: ';', encoding: 'utf-8' },
  matched,
  unmatchedCsv: new Uint8Array(0),
  via: 'main',
  elapsedMs: 1,
});
const dated = (kind: 'broker' | 'fabricante', patch: Partial<WizardDraft> = {}): WizardDraft => ({
  ...initialDraft(kind),
  period: { start: TODAY, end: '20260331' },
  ...patch,
});

describe('defaults', () => {
  it("'canal' for broker users, 'sold' for manufacturer users", () => {
    expect(defaultMode('broker')).toBe('canal');
    expect(defaultMode('fabricante')).toBe('sold');
    expect(initialDraft('fabricante').mode).toBe('sold');
  });
});

describe('step 1: Período', () => {
  it('needs both dates, start ≤ end, from the minimum day on', () => {
    expect(periodValid({ period: null }, TODAY)).toBe(false);
    expect(periodValid({ period: { start: TODAY, end: TODAY } }, TODAY)).toBe(true);
    expect(periodValid({ period: { start: '20260320', end: '20260331' } }, TODAY)).toBe(false);
    expect(periodValid({ period: { start: '20260325', end: '20260324' } }, TODAY)).toBe(false);
    // Edit mode: a saved start in the past stays allowed (minimum = saved start).
    expect(periodValid({ period: { start: '20260301', end: '20260331' } }, '20260301')).toBe(true);
  });
});

describe('step 2: Público — Next enablement (spec §5)', () => {
  it('needs the dates before anything else', () => {
    expect(audienceValid({ ...dated('broker', { channels: ['12'] }), period: null }, 'broker', TODAY)).toBe(false);
  });
  it('broker users: an item of the active mode', () => {
    expect(audienceValid(dated('broker'), 'broker', TODAY)).toBe(false);
    expect(audienceValid(dated('broker', { channels: ['12'] }), 'broker', TODAY)).toBe(true);
    expect(audienceValid(dated('broker', { mode: 'vendedor', channels: ['12'] }), 'broker', TODAY)).toBe(false);
    expect(audienceValid(dated('broker', { mode: 'vendedor', sellers: ['10234:5230'] }), 'broker', TODAY)).toBe(true);
    expect(audienceValid(dated('broker', { mode: 'sold', solds: { csv: null, added: [sold] } }), 'broker', TODAY)).toBe(true);
  });
  it('manufacturer users: also a branch and a broker; channels are not an option', () => {
    expect(audienceValid(dated('fabricante', { mode: 'vendedor', sellers: ['10234:5230'] }), 'fabricante', TODAY)).toBe(false);
    expect(audienceValid(dated('fabricante', { mode: 'vendedor', sellers: ['10234:5230'], branches: ['1'] }), 'fabricante', TODAY)).toBe(false);
    expect(
      audienceValid(dated('fabricante', { mode: 'vendedor', sellers: ['10234:5230'], branches: ['1'], brokers: [10234] }), 'fabricante', TODAY),
    ).toBe(true);
    expect(audienceValid(dated('fabricante', { mode: 'canal', channels: ['12'], branches: ['1'], brokers: [10234] }), 'fabricante', TODAY)).toBe(false);
  });
  it("sold mode: a CSV with no identified sold ('Nenhum sold foi identificados') keeps Next disabled", () => {
    expect(soldsValid({ solds: { csv: csv([]), added: [] } })).toBe(false);
    expect(soldsValid({ solds: { csv: csv([]), added: [sold] } })).toBe(false);
    expect(soldsValid({ solds: { csv: csv([sold]), added: [] } })).toBe(true);
    expect(soldsValid({ solds: { csv: null, added: [] } })).toBe(false);
  });
});

describe('step 3: Conteúdo', () => {
  it('title and message are both required, within 90 and 600 characters', () => {
    expect(contentValid({ title: 'Oi', message: '' })).toBe(false);
    expect(contentValid({ title: '  ', message: 'x' })).toBe(false);
    expect(contentValid({ title: 'Oi', message: 'Mensagem' })).toBe(true);
    expect(contentValid({ title: 'x'.repeat(91), message: 'Mensagem' })).toBe(false);
    expect(contentValid({ title: 'x'.repeat(90), message: 'y'.repeat(600) })).toBe(true);
    expect(contentValid({ title: 'x', message: 'y'.repeat(601) })).toBe(false);
  });
});

describe('step 4: link', () => {
  it('refuses unsafe or incomplete URLs, half-filled pairs and texts over 200', () => {
    expect(linkProblem({ linkName: '', linkUrl: '' })).toBeNull();
    expect(linkProblem({ linkName: 'Ver', linkUrl: 'https://a.com' })).toBeNull();
    expect(linkProblem({ linkName: 'Ver', linkUrl: 'javascript:alert(1)' })).toBe('unsafe');
    expect(linkProblem({ linkName: 'Ver', linkUrl: 'a.com' })).toBe('invalid');
    expect(linkProblem({ linkName: 'Ver', linkUrl: '' })).toBe('pair');
    expect(linkProblem({ linkName: '', linkUrl: 'https://a.com' })).toBe('pair');
    expect(linkProblem({ linkName: 'x'.repeat(201), linkUrl: 'https://a.com' })).toBe('length');
  });
  it('Salvar needs every step valid', () => {
    const ready = dated('broker', { channels: ['12'], title: 'T', message: 'M' });
    expect(canProceed('final', ready, 'broker', TODAY)).toBe(true);
    expect(canProceed('final', { ...ready, linkName: 'Ver', linkUrl: 'data:text/html,x' }, 'broker', TODAY)).toBe(false);
    expect(canProceed('final', { ...ready, title: '' }, 'broker', TODAY)).toBe(false);
    expect(canProceed('periodo', ready, 'broker', TODAY)).toBe(true);
    expect(canProceed('conteudo', ready, 'broker', TODAY)).toBe(true);
  });
});
