import { describe, expect, it } from 'vitest';
import type { TargetChange } from '@conecta/core';
import {
  EXPORT_HEADER,
  NO_FILTERS,
  changeText,
  filterChanges,
  hasFilters,
  historyCsv,
  historyRows,
  historyXlsxRows,
  personOptions,
  sellerOptions,
  teamOptions,
  valueText,
} from './history';

let id = 0;
const change = (over: Partial<TargetChange>): TargetChange => ({
  id: ++id,
  action: 'VALOR',
  level: 'SUPERVISOR',
  screen: 'PROGRAMACAO',
  supervisorId: '5102',
  supervisorName: 'CARLOS EDUARDO SANTOS',
  sellerId: null,
  sellerName: null,
  categoryKey: null,
  categoryName: null,
  before: 1000,
  after: 1200,
  comment: null,
  userId: 2,
  userName: 'Fernanda Oliveira',
  at: '2026-03-05 10:00:00',
  ...over,
});

const history = [
  change({ action: 'PLANEJAMENTO', level: 'META', screen: 'PLANEJAMENTO', supervisorId: null, supervisorName: null, categoryKey: 1, categoryName: 'BISCOITOS', before: 0, after: 500, at: '2026-03-01 08:00:00' }),
  change({ comment: 'Equipe maior', at: '2026-03-02 09:00:00' }),
  change({ supervisorId: '5101', supervisorName: 'FELIPE NASCIMENTO', categoryKey: 1, categoryName: 'BISCOITOS', at: '2026-03-03 09:00:00' }),
  change({ level: 'VENDEDOR', screen: 'RATEIO_VENDEDOR', sellerId: '20031', sellerName: 'RAFAEL CARDOSO', userId: 7, userName: 'Carlos Eduardo Santos', at: '2026-03-04 09:00:00' }),
  change({ action: 'PROGRAMACAO', level: 'META', supervisorId: null, supervisorName: null, before: null, after: null, at: '2026-03-04 12:00:00' }),
  change({ action: 'DEVOLUCAO', screen: 'STATUS', supervisorId: '5103', supervisorName: 'BRUNO OLIVEIRA', before: null, after: null, comment: '=HYPERLINK("x")', userId: 9, userName: 'Bruno Oliveira', at: '2026-03-06 07:00:00' }),
];

describe('filterChanges', () => {
  it('keeps everything without filters, in the history order', () => {
    expect(filterChanges(history, NO_FILTERS)).toEqual(history);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('filters by team (its sellers included), seller, person and inclusive days', () => {
    expect(filterChanges(history, { ...NO_FILTERS, equipe: '5102' }).map((c) => c.id)).toEqual([history[1]?.id, history[3]?.id]);
    expect(filterChanges(history, { ...NO_FILTERS, vendedor: '20031' })).toEqual([history[3]]);
    expect(filterChanges(history, { ...NO_FILTERS, pessoa: 9 })).toEqual([history[5]]);
    expect(filterChanges(history, { ...NO_FILTERS, de: '2026-03-02', ate: '2026-03-03' }).map((c) => c.at)).toEqual(['2026-03-02 09:00:00', '2026-03-03 09:00:00']);
    expect(hasFilters({ ...NO_FILTERS, de: '2026-03-02' })).toBe(true);
  });
});

describe('the filters’ options', () => {
  it('lists the people, teams and sellers the history names, by name', () => {
    expect(personOptions(history)).toEqual([
      { id: 9, label: 'Bruno Oliveira' },
      { id: 7, label: 'Carlos Eduardo Santos' },
      { id: 2, label: 'Fernanda Oliveira' },
    ]);
    expect(teamOptions(history).map((team) => team.label)).toEqual(['BRUNO OLIVEIRA', 'CARLOS EDUARDO SANTOS', 'FELIPE NASCIMENTO']);
    expect(sellerOptions(history, null)).toEqual([{ id: '20031', label: 'RAFAEL CARDOSO' }]);
    expect(sellerOptions(history, '5101')).toEqual([]);
  });
});

describe('changeText', () => {
  it('says what each change did', () => {
    expect(history.map(changeText)).toEqual([
      'Meta planejada · BISCOITOS',
      'Equipe CARLOS EDUARDO SANTOS',
      'Equipe FELIPE NASCIMENTO · BISCOITOS',
      'Vendedor RAFAEL CARDOSO (equipe CARLOS EDUARDO SANTOS)',
      'Programou as metas para o time',
      'Devolveu a parte da equipe BRUNO OLIVEIRA',
    ]);
    expect(changeText(change({ action: 'APROVACAO', before: null, after: null }))).toBe('Aprovou o rateio da equipe CARLOS EDUARDO SANTOS');
    expect(changeText(change({ action: 'LIBERACAO', level: 'META' }))).toBe('Liberou a meta para o time');
  });
});

describe('rows and files', () => {
  const rows = historyRows(history);

  it('shows dates, screens and values the table way', () => {
    expect(rows[1]).toMatchObject({ when: '02/03/2026 09:00', who: 'Fernanda Oliveira', screen: 'Programação Supervisor', comment: 'Equipe maior' });
    expect(valueText(rows[1]?.after ?? null, 'VBC')).toBe('R$ 1.200');
    expect(valueText(null, 'VBC')).toBe('');
  });

  it('exports the same rows: .csv with pt-BR figures and BOM, .xlsx with numbers and inert texts', () => {
    const csv = historyCsv(rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(EXPORT_HEADER.join(';'));
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[2]).toBe('02/03/2026 09:00;Fernanda Oliveira;Programação Supervisor;Equipe CARLOS EDUARDO SANTOS;1000;1200;Equipe maior');
    expect(lines[6]).toBe(`06/03/2026 07:00;Bruno Oliveira;Status;Devolveu a parte da equipe BRUNO OLIVEIRA;;;"'=HYPERLINK(""x"")"`);
    const xlsx = historyXlsxRows(rows);
    expect(xlsx).toHaveLength(rows.length + 1);
    expect(xlsx[2]).toEqual(['02/03/2026 09:00', 'Fernanda Oliveira', 'Programação Supervisor', 'Equipe CARLOS EDUARDO SANTOS', 1000, 1200, 'Equipe maior']);
    expect(xlsx[6]?.[6]).toBe(`'=HYPERLINK("x")`);
    expect(xlsx[5]?.[4]).toBe('');
  });
});
