import { describe, expect, it } from 'vitest';
import { buildReleaseQuery, interpretRelease } from './release';

describe('buildReleaseQuery', () => {
  const input = {
    row: { tipoMeta: 'VBC', versao: '202610-V01', linha: 'BRL1' },
    periodo: '202610',
    scope: '10234',
    usuario: 'gerente@conecta.example',
    chave: '3f6c2a9e-8b1d-4e57-a0c4-9d2e7f1b6a35',
    now: new Date(2026, 10, 21, 9, 5, 7),
  };
  it('sends the target, the GUID and the export time as YYYY-MM-DD HH:MM:SS', () => {
    expect(buildReleaseQuery(input)).toEqual({
      IdPuxada: '10234',
      usuario: 'gerente@conecta.example',
      chaveocorrencia: '3f6c2a9e-8b1d-4e57-a0c4-9d2e7f1b6a35',
      codVersao: '202610-V01',
      periodo: '202610',
      grupoMeta: 'BRL1',
      tipoMeta: 'VBC',
      dataexportacao: '2026-11-21 09:05:07',
    });
  });
  it('accepts every contract type and refuses an unknown one', () => {
    for (const tipoMeta of ['COBERTURA', 'RECOMENDADOR', 'FOCO', 'foco'])
      expect(buildReleaseQuery({ ...input, row: { ...input.row, tipoMeta } })?.tipoMeta).toBe(tipoMeta.toUpperCase());
    expect(buildReleaseQuery({ ...input, row: { ...input.row, tipoMeta: 'OUTRO' } })).toBeNull();
  });
  it('keeps an empty scope for staff without a broker filter', () => {
    expect(buildReleaseQuery({ ...input, scope: '' })?.IdPuxada).toBe('');
  });
});

describe('interpretRelease', () => {
  it('reads codOcorrencia 0 as released', () => {
    expect(interpretRelease([{ codOcorrencia: 0, idOcorrencia: 58213 }])).toEqual({ kind: 'released' });
    expect(interpretRelease([{ codOcorrencia: '0', idOcorrencia: 58213 }])).toEqual({ kind: 'released' });
  });
  it('reads any other code as a failure with the occurrence id', () => {
    expect(interpretRelease([{ codOcorrencia: 3, idOcorrencia: 58214 }])).toEqual({ kind: 'failed', occurrence: '58214' });
    expect(interpretRelease([{ codOcorrencia: 2, idOcorrencia: '58215' }])).toEqual({ kind: 'failed', occurrence: '58215' });
  });
  it("reads a failure without occurrence, an empty list, another shape or no answer as 'Sem retorno' (null)", () => {
    expect(interpretRelease([{ codOcorrencia: 4, idOcorrencia: null }])).toEqual({ kind: 'failed', occurrence: null });
    expect(interpretRelease([{ codOcorrencia: '' }])).toEqual({ kind: 'failed', occurrence: null });
    expect(interpretRelease([])).toEqual({ kind: 'failed', occurrence: null });
    expect(interpretRelease({ codOcorrencia: 0 })).toEqual({ kind: 'failed', occurrence: null });
    expect(interpretRelease(undefined)).toEqual({ kind: 'failed', occurrence: null });
  });
});
