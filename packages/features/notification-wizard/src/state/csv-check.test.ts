import { describe, expect, it } from 'vitest';
import { checkSoldsCsv } from './csv-check';

const MB = 1024 * 1024;

describe('checkSoldsCsv (spec §5)', () => {
  it('accepts a .csv up to 5 MB (5242880 bytes)', () => {
    expect(checkSoldsCsv({ name: 'solds.CSV', size: 5_242_880 }, false)).toEqual({ ok: true });
  });
  it('drop rejections: type, size, both', () => {
    expect(checkSoldsCsv({ name: 'solds.xlsx', size: 10 }, false)).toMatchObject({ ok: false, message: 'Tipo do arquivo não suportado' });
    expect(checkSoldsCsv({ name: 'solds.csv', size: 5_242_881 }, false)).toMatchObject({ ok: false, message: 'Tamanho do arquivo acima do limite' });
    expect(checkSoldsCsv({ name: 'solds.txt', size: 6 * MB }, false)).toMatchObject({ ok: false, message: 'Tipo de arquivo e tamanho não suportado' });
  });
  it("a name with more than one dot: 'Tipo de arquivo não suportado'", () => {
    expect(checkSoldsCsv({ name: 'lista.final.csv', size: 10 }, false)).toMatchObject({ ok: false, message: 'Tipo de arquivo não suportado' });
  });
  it('a manufacturer user needs a branch and a broker first', () => {
    expect(checkSoldsCsv({ name: 'solds.csv', size: 10 }, true)).toMatchObject({ ok: false, message: 'Selecione ao menos uma Filial e um Broker.' });
  });
});
