import { describe, expect, it } from 'vitest';
import { metasSelectionSearch, parseMetasSelection } from './metas-selection';

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
