import { describe, expect, it } from 'vitest';
import { TARGET_STATUSES } from '@conecta/core';
import { STATUS_CASES, STATUS_CASE_TARGET } from '@conecta/core/testing';
import {
  categoryRowsFromServer,
  parameterOptions,
  supervisorSharesFromServer,
  supervisorStatusesFromServer,
  targetStateFromServer,
  totalsFromServer,
} from './rows';

describe('API boundary', () => {
  it('maps category rows', () => {
    const [row] = categoryRowsFromServer([
      {
        grupoBook: 'BISCOITOS',
        grupoBookKey: 101,
        vlrMediaBroker: 812000,
        metaMinima: 835000,
        metaMinimaTotal: 2380000,
        metaMeta: 870000,
        metaIdeal: 912000,
        vlrMetaPlanejado: 870000,
        dscVersao: '202503-V01',
      },
    ]);
    expect(row).toEqual({
      key: '101',
      grupoBookKey: 101,
      categoria: 'BISCOITOS',
      mediaBroker: 812000,
      minima: 835000,
      minimaTotal: 2380000,
      meta: 870000,
      ideal: 912000,
      planejado: 870000,
    });
  });

  it('reads the first totals row, or none', () => {
    expect(totalsFromServer([])).toBeNull();
    expect(
      totalsFromServer([{ vlrMediaBroker: 1, metaMinima: 2, metaMeta: 3, metaIdeal: 4, vlrMetaPlanejado: 5, vlrMetaSugerida: 3 }]),
    ).toEqual({ mediaBroker: 1, minima: 2, meta: 3, ideal: 4, planejado: 5, sugerida: 3 });
  });

  it('finds the status of the chosen line and the imported flag', () => {
    const rows = [
      { grupoMeta: 'BRL2', statusGrupo: 'Rateada', dscVersao: 'V', metaImportada: 0 },
      { grupoMeta: 'BRL1', statusGrupo: 'Liberado', dscVersao: 'V', metaImportada: 1 },
    ] as const;
    expect(targetStateFromServer(rows, 'V', 'BRL1')).toEqual({ status: 'Liberado', imported: true });
    expect(targetStateFromServer(rows, 'V', 'BRL2')).toEqual({ status: 'Rateada', imported: false });
    expect(targetStateFromServer(rows, 'V', 'BRL9')).toEqual({ status: null, imported: false });
  });

  it.each(TARGET_STATUSES)('shows the status the server holds for the chosen target: %s', (status) => {
    const rows = [
      { grupoMeta: 'BRL1', statusGrupo: 'Em aberto', dscVersao: 'V0', metaImportada: 0 },
      { grupoMeta: 'BRL1', statusGrupo: status, dscVersao: 'V1', metaImportada: 0, tipoMeta: 'VBC' },
      { grupoMeta: 'BRL1', statusGrupo: status, dscVersao: 'V1', metaImportada: 0, tipoMeta: 'VBC', idEmpregadoResponsavelFlexx: '5102' },
    ] as const;
    expect(targetStateFromServer(rows, 'V1', 'BRL1').status).toBe(status);
  });

  it("never shows another target's status: a row of another version or type is not the chosen target's", () => {
    const rows = [
      { grupoMeta: 'BRL1', statusGrupo: 'Aprovada supervisor', dscVersao: 'V2', metaImportada: 0 },
      { grupoMeta: 'BRL1', statusGrupo: 'Liberado', dscVersao: 'V1', metaImportada: 0, tipoMeta: 'COBERTURA' },
    ] as const;
    expect(targetStateFromServer(rows, 'V1', 'BRL1')).toEqual({ status: null, imported: false });
  });

  it('maps the supervisor summary and the per-supervisor status rows', () => {
    expect(
      supervisorSharesFromServer([
        {
          dscNomeEmpregado: 'ANA',
          idEmpregadoResponsavelFlexx: '5101',
          idPuxada: 1,
          qtdEmpregadosSupervisor: 6,
          vlrMetaPlanejado: 1000.4,
          vlrMetaReal: 1000,
          vlrMetaSugerida: 1000,
          vlrMediaVenda: 900,
        },
      ]),
    ).toEqual([{ id: '5101', nome: 'ANA', total: 1000, sellers: 6 }]);
    expect(
      supervisorStatusesFromServer(
        [
          { grupoMeta: 'BRL1', statusGrupo: 'Aprovada gerente', dscVersao: 'V1', metaImportada: 0, idEmpregadoResponsavelFlexx: '5101', statusSupervisor: 'Aprovada supervisor' },
          { grupoMeta: 'BRL2', statusGrupo: 'Rateada', dscVersao: 'V1', metaImportada: 0 },
        ],
        'V1',
        'BRL1',
      ),
    ).toEqual([{ id: '5101', group: 'Aprovada gerente', supervisor: 'Aprovada supervisor' }]);
  });

  it('lists versions and lines without repeats', () => {
    expect(
      parameterOptions([
        { identificador: 'TIPO_META', dadoBase: 'VBC' },
        { identificador: 'DSC_VERSAO', dadoBase: 'V1' },
        { identificador: 'DSC_VERSAO', dadoBase: 'V2' },
        { identificador: 'LINHA', dadoBase: 'BRL1' },
        { identificador: 'LINHA', dadoBase: 'BRL1' },
      ]),
    ).toEqual({ versions: ['V1', 'V2'], lines: ['BRL1'] });
  });
});

describe("'Status da META' of planning (issue 16 item 5: the manager's column of the targets screens' table)", () => {
  // Planning is the manager's screen (functions 1, 10, 16): it shows the target's own status, as
  // the supervisor split and the seller screen show it to a GERENTE.
  it.each(STATUS_CASES)('$name', (statusCase) => {
    expect(targetStateFromServer(statusCase.rows, STATUS_CASE_TARGET.versao, STATUS_CASE_TARGET.linha).status).toBe(statusCase.gerente);
  });
});
