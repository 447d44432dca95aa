import { describe, expect, it } from 'vitest';
import { currentValues } from './planning';
import { PLANNED_ROWS } from './fixtures';
import { buildSavePayload } from './payload';

const input = {
  rows: PLANNED_ROWS,
  values: currentValues(PLANNED_ROWS, { '103': 777 }),
  selection: { ano: 2026, mes: 3, versao: '202603-V01', linha: 'BRL1' },
  broker: 10234,
  user: { email: 'gerente@conecta.example', idUsuario: 5 },
  now: new Date(2026, 2, 5, 14, 20, 11),
};

describe('POST /atualizartabelacartameta body', () => {
  it('has one DADOS item per category with the spec fields and a YYYY-MM-DD HH:MM:SS timestamp', () => {
    const body = buildSavePayload(input);
    expect(body.DADOS).toHaveLength(3);
    expect(body.DADOS[0]).toEqual({
      PERIODO: '202603',
      TIPO_META: 'VBC',
      GRUPO_META: 'BRL1',
      PUXADA_FLEXX_KEY: 10234,
      GRUPO_BOOK_KEY: 101,
      DSC_VERSAO: '202603-V01',
      VLR_META_PLANEJADO: 1100,
      USUARIO: 'gerente@conecta.example',
      DATA_ATUALIZACAO: '2026-03-05 14:20:11',
      ID_USUARIO: 5,
    });
    expect(body.DADOS.map((item) => item.VLR_META_PLANEJADO)).toEqual([1100, 1600, 777]);
  });

  it('carries the history base chosen on screen in every item (QTD_MES_MEDIA), and nothing when none was chosen', () => {
    expect(buildSavePayload({ ...input, historyBase: 9 }).DADOS.map((item) => item.QTD_MES_MEDIA)).toEqual([9, 9, 9]);
    expect(buildSavePayload({ ...input, historyBase: null }).DADOS.every((item) => !('QTD_MES_MEDIA' in item))).toBe(true);
  });

  it('carries the comment typed for the plan once, as Comentario, and nothing when blank (issue 26)', () => {
    expect(buildSavePayload({ ...input, comment: 'Meta de março com o lançamento' }).Comentario).toBe('Meta de março com o lançamento');
    expect(buildSavePayload({ ...input, comment: '  ' })).not.toHaveProperty('Comentario');
    expect(buildSavePayload(input)).not.toHaveProperty('Comentario');
  });

  it('carries the base the screen read in every item (DATA_ATUALIZACAO_BASE), and nothing when it is unknown', () => {
    const body = buildSavePayload({ ...input, base: '2026-03-05 14:02:09' });
    expect(body.DADOS.map((item) => item.DATA_ATUALIZACAO_BASE)).toEqual(['2026-03-05 14:02:09', '2026-03-05 14:02:09', '2026-03-05 14:02:09']);
    expect(buildSavePayload({ ...input, base: null }).DADOS.every((item) => !('DATA_ATUALIZACAO_BASE' in item))).toBe(true);
    expect(buildSavePayload(input).DADOS.every((item) => !('DATA_ATUALIZACAO_BASE' in item))).toBe(true);
  });

  it('never builds a body with a missing or non-positive value', () => {
    expect(() => buildSavePayload({ ...input, values: { ...input.values, '102': null } })).toThrow(RangeError);
    expect(() => buildSavePayload({ ...input, values: { ...input.values, '102': 0 } })).toThrow(RangeError);
  });
});
