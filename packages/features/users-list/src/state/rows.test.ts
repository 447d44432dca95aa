import { describe, expect, it } from 'vitest';
import { hasSalesHistory, teamRowsFromServer, userRowsFromServer } from './rows';
import { serverRow } from './fixtures';

describe('userRowsFromServer', () => {
  it('merges the rows of one user (one per broker) into one line listing every broker', () => {
    const rows = userRowsFromServer([
      serverRow({ iD_USUARIO: 2, dsC_NOME_USUARIO: 'Paulo', iD_PUXADA: 10234, dsC_APELIDO: 'HORIZONTE' }),
      serverRow({ iD_USUARIO: 2, dsC_NOME_USUARIO: 'Paulo', iD_PUXADA: 10587, dsC_APELIDO: 'SERRA AZUL' }),
      serverRow({ iD_USUARIO: 3, dsC_NOME_USUARIO: 'Ana' }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ idUsuario: 2, brokers: ['HORIZONTE', 'SERRA AZUL'], idPuxada: 10234 });
    expect(rows[0]?.display.broker).toBe('HORIZONTE, SERRA AZUL');
  });

  it("reads inD_USUARIO_INATIVO '0' as Ativo and anything else as Inativo", () => {
    const rows = userRowsFromServer([
      serverRow({ iD_USUARIO: 1, inD_USUARIO_INATIVO: '0' }),
      serverRow({ iD_USUARIO: 2, inD_USUARIO_INATIVO: '1' }),
      serverRow({ iD_USUARIO: 3, inD_USUARIO_INATIVO: '' }),
    ]);
    expect(rows.map((row) => row.ativo)).toEqual([true, false, false]);
  });

  it('gives flag users (broker 0) a null idPuxada and never reads the masked password', () => {
    const [row] = userRowsFromServer([serverRow({ iD_USUARIO: 1, iD_PUXADA: 0, dsC_APELIDO: 'FLAG', iD_USUARIO_TIPO: 1 })]);
    expect(row?.idPuxada).toBeNull();
    expect(JSON.stringify(row)).not.toContain('********');
  });

  it('shows server text exactly as held (React escapes it) and keeps it for callbacks', () => {
    const [row] = userRowsFromServer([serverRow({ iD_USUARIO: 9, dsC_NOME_USUARIO: '<b>=Zé</b>' })]);
    expect(row?.display.nome).toBe('<b>=Zé</b>');
    expect(row?.nomeUsuario).toBe('<b>=Zé</b>');
  });
});

describe('team lists', () => {
  it("reads status 'A' as Ativo and keeps GRUPO_META", () => {
    const rows = teamRowsFromServer([
      { nomeUsuario: 'Bruno', funcao: 'Vendedor', broker: 'HORIZONTE', TIPO: 'Broker', status: 'A', GRUPO_META: 'BRL1' },
      { idUsuario: 7, nomeUsuario: 'João', email: 'j@x.example', funcao: 'Vendedor', status: 'I' },
    ]);
    expect(rows.map((row) => [row.key, row.ativo, row.grupoMeta])).toEqual([
      ['t0', true, 'BRL1'],
      ['u7', false, null],
    ]);
  });

  it('has sales history only when an entry carries GRUPO_META', () => {
    expect(hasSalesHistory([])).toBe(false);
    expect(hasSalesHistory([{ nomeUsuario: 'A', status: 'A' }])).toBe(false);
    expect(hasSalesHistory([{ nomeUsuario: 'A', status: 'A', GRUPO_META: 'BRL1' }])).toBe(true);
  });
});
