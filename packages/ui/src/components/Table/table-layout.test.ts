import { describe, expect, it } from 'vitest';
import type { TableColumn } from './Table';
import { emailPieces, stackThreshold } from './table-layout';

describe('emailPieces', () => {
  it('breaks an address right after its @', () => {
    expect(emailPieces('ana.rocha.167@conecta.example')).toEqual(['ana.rocha.167@', 'conecta.example']);
  });

  it('also breaks after the dots of a part longer than 24 characters, never inside a name', () => {
    // 'distribuidoranorte.com.br' has 25 characters.
    expect(emailPieces('mariana.couto@distribuidoranorte.com.br')).toEqual(['mariana.couto@', 'distribuidoranorte.', 'com.', 'br']);
    expect(emailPieces('camila.nascimento.da.silva.159@x.example')).toEqual(['camila.', 'nascimento.', 'da.', 'silva.', '159@', 'x.example']);
  });

  it('keeps text without an @ (or starting with one) whole', () => {
    expect(emailPieces('Fabricante (função 5)')).toEqual(['Fabricante (função 5)']);
    expect(emailPieces('@SUM(1;2)')).toEqual(['@SUM(1;2)']);
    expect(emailPieces('')).toEqual(['']);
  });
});

describe('stackThreshold', () => {
  const column = (minWidth?: number): TableColumn<unknown> => ({ id: String(minWidth), header: 'x', minWidth });

  it('is the sum of the declared narrowest widths', () => {
    expect(stackThreshold([column(180), column(200), column()], undefined)).toBe(380);
  });

  it('never stacks a table whose columns declare none, unless asked', () => {
    expect(stackThreshold([column(), column()], undefined)).toBeNull();
    expect(stackThreshold([column(), column()], 640)).toBe(640);
  });

  it('never stacks with stackBelow 0', () => {
    expect(stackThreshold([column(180)], 0)).toBeNull();
  });
});
