import { describe, expect, it } from 'vitest';
import type { SupervisorPart, TargetRecord } from './metas-model';
import { conflictOf, targetChange, teamChange, versionStamp, writeTimeOf } from './metas-versions';

const at = (text: string) => new Date(text).getTime();

function target(atualizadoEm: number, parts: Array<Pick<SupervisorPart, 'responsavel' | 'atualizadoEm'>>): TargetRecord {
  return {
    idPuxada: 1,
    periodo: '202611',
    versao: '202611-V01',
    linha: 'BRL1',
    tipoMeta: 'VBC',
    status: 'Rateada',
    metaImportada: 0,
    qtdMesMedia: 6,
    categories: [],
    supervisors: parts.map((part, i) => ({ id: i + 1, status: 'Rateada', sugerida: 0, values: [], sellers: [], diferencaSalva: null, ...part })),
    responsavel: 'Gerente',
    atualizadoEm,
  };
}

describe('metas versions (optimistic concurrency of the mock backend)', () => {
  it('dates a write at least one whole second after the target’s last change', () => {
    const t = target(at('2026-11-25T10:00:00.400'), [{ responsavel: 'Sup', atualizadoEm: at('2026-11-25T10:00:05.100') }]);
    expect(versionStamp(writeTimeOf(t, at('2026-11-25T10:00:05.900')))).toBe('2026-11-25 10:00:06');
    expect(versionStamp(writeTimeOf(t, at('2026-11-25T10:01:00.900')))).toBe('2026-11-25 10:01:00');
  });

  it('names the last change of the target, and of the team', () => {
    const t = target(at('2026-11-25T10:00:00'), [
      { responsavel: 'Ana', atualizadoEm: at('2026-11-25T11:00:00') },
      { responsavel: 'Bruno', atualizadoEm: at('2026-11-25T09:00:00') },
    ]);
    expect(targetChange(t).responsavel).toBe('Ana');
    expect(teamChange(t).responsavel).toBe('Ana');
    expect(teamChange(target(at('2026-11-25T10:00:00'), [])).responsavel).toBe('Gerente');
  });

  it('lets a save without a base or on the current date through, and answers who and when otherwise', () => {
    const change = { responsavel: 'Ana Souza', atualizadoEm: at('2026-11-25T14:32:10') };
    expect(conflictOf(undefined, change)).toBeNull();
    expect(conflictOf('', change)).toBeNull();
    expect(conflictOf('2026-11-25 14:32:10', change)).toBeNull();
    expect(conflictOf('2026-11-25 14:30:00', change)).toEqual({
      message: 'Os dados foram alterados por outro usuário depois que você os abriu.',
      code: 'CONFLICT',
      responsavel: 'Ana Souza',
      dataAtualizacao: '2026-11-25 14:32:10',
    });
  });
});
