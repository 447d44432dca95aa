import { describe, expect, it } from 'vitest';
import { metasReportHref, metasSelectionSearch, parseMetasReportAddress, parseMetasSelection } from './metas-selection';

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
