import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINE,
  lineInUse,
  metaTypeOptions,
  openingPeriod,
  metasHistoryHref,
  metasReportHref,
  metasSelectionSearch,
  parseMetasHistoryAddress,
  parseMetasReportAddress,
  parseMetasSelection,
} from './metas-selection';
import { periodLabel, recentPeriods } from './format';

describe('metas selection in the address', () => {
  it('round-trips a full selection', () => {
    const selection = { ano: 2026, mes: 11, tipoMeta: 'VBC', versao: '202611-V01', linha: 'BRL1' };
    const search = metasSelectionSearch(selection);
    expect(search).toBe('?ano=2026&mes=11&meta=VBC&versao=202611-V01&linha=BRL1');
    expect(parseMetasSelection(search)).toEqual(selection);
  });

  it('keeps only the leading fields that are set', () => {
    expect(metasSelectionSearch({ ano: 2026, versao: '202611-V01' })).toBe('?ano=2026');
    expect(metasSelectionSearch({ ano: 2026, mes: 3, versao: '202603-V02' })).toBe('?ano=2026&mes=3&versao=202603-V02');
    expect(metasSelectionSearch({})).toBe('');
  });

  it('ignores malformed values and everything after them', () => {
    expect(parseMetasSelection('?ano=20x6&mes=11')).toEqual({});
    expect(parseMetasSelection('?ano=2026&mes=13&versao=a')).toEqual({ ano: 2026 });
    expect(parseMetasSelection('?ano=2026&mes=2&versao=<script>&linha=BRL1')).toEqual({ ano: 2026, mes: 2 });
    expect(parseMetasSelection('?ano=2026&mes=2&linha=BRL1')).toEqual({ ano: 2026, mes: 2 });
    expect(parseMetasSelection('')).toEqual({});
  });
});

describe("the target tracking report's address (issue 22)", () => {
  it('carries month, type, line and supervisor, without a version', () => {
    const href = metasReportHref({ ano: 2026, mes: 11, tipoMeta: 'VBC', linha: 'BRL1', supervisor: '5102' });
    expect(href).toBe('/relatorio/acompanhamento-metas?ano=2026&mes=11&meta=VBC&linha=BRL1&supervisor=5102');
    expect(parseMetasReportAddress(href.slice(href.indexOf('?')))).toEqual({
      selection: { ano: 2026, mes: 11, tipoMeta: 'VBC', linha: 'BRL1' },
      supervisor: '5102',
    });
    expect(metasReportHref({ ano: 2026, mes: 3 })).toBe('/relatorio/acompanhamento-metas?ano=2026&mes=3');
  });

  it('leaves out what is malformed', () => {
    expect(parseMetasReportAddress('?ano=2026&mes=13&meta=VBC')).toEqual({ selection: { ano: 2026 } });
    expect(parseMetasReportAddress('?ano=2026&mes=3&linha=<b>&supervisor=12a')).toEqual({ selection: { ano: 2026, mes: 3 } });
    expect(parseMetasReportAddress('?linha=BRL1')).toEqual({ selection: {} });
  });
});

describe('the history’s address (issue 26)', () => {
  const selection = { ano: 2026, mes: 3, tipoMeta: 'VBC', versao: '202603-V01', linha: 'BRL1' };

  it('carries the target and a team or a seller, and reads them back', () => {
    const href = metasHistoryHref({ selection, equipe: '5102' });
    expect(href).toBe('/metas/historico?ano=2026&mes=3&meta=VBC&versao=202603-V01&linha=BRL1&equipe=5102');
    expect(parseMetasHistoryAddress(href.slice(href.indexOf('?')))).toEqual({ selection, equipe: '5102' });
    expect(parseMetasHistoryAddress('?ano=2026&mes=3&vendedor=20031')).toEqual({ selection: { ano: 2026, mes: 3 }, vendedor: '20031' });
    expect(metasHistoryHref({ selection: {} })).toBe('/metas/historico');
  });

  it('leaves a malformed team or seller out', () => {
    expect(metasHistoryHref({ selection, equipe: '51a2', vendedor: '<b>' })).not.toMatch(/equipe|vendedor/);
    expect(parseMetasHistoryAddress('?ano=2026&mes=3&equipe=x&vendedor=1;2')).toEqual({ selection: { ano: 2026, mes: 3 } });
  });
});

describe('period labels', () => {
  it('names a period and lists the recent ones, newest first', () => {
    expect(periodLabel('202603')).toBe('Março/2026');
    expect(periodLabel('2026-3')).toBe('2026-3');
    expect(recentPeriods(new Date(2026, 0, 31), 2)).toEqual([
      { id: '202601', label: 'Janeiro/2026' },
      { id: '202512', label: 'Dezembro/2025' },
      { id: '202511', label: 'Novembro/2025' },
    ]);
  });
});

describe('the selects shared by the report and the history', () => {
  it('takes the chosen line when offered, else BRL1, else the first', () => {
    const lines = [{ id: 'BRL2' }, { id: 'BRL1' }];
    expect(lineInUse(lines, 'BRL2')).toBe('BRL2');
    expect(lineInUse(lines, 'BRL9')).toBe(DEFAULT_LINE);
    expect(lineInUse([{ id: 'BRL7' }], null)).toBe('BRL7');
    expect(lineInUse([], 'BRL1')).toBeNull();
  });

  it('offers the four types and opens on the address’s period when offered', () => {
    expect(metaTypeOptions().map((option) => option.label)).toEqual(['VBC', 'COBERTURA', 'RECOMENDADOR', 'PRODUTO FOCO']);
    const periods = recentPeriods(new Date(2026, 2, 15), 12);
    expect(openingPeriod({ ano: 2026, mes: 1 }, periods, new Date(2026, 2, 15))).toBe('202601');
    expect(openingPeriod({ ano: 2020, mes: 1 }, periods, new Date(2026, 2, 15))).toBe('202603');
    expect(openingPeriod(undefined, [], new Date(2026, 2, 15))).toBe('202603');
  });
});
