import { describe, expect, it } from 'vitest';
import type { components } from '@conecta/api';
import { approvalTargets, mayFollowApprovals } from './approvals';

type Progress = components['schemas']['TargetProgress'];

const gerente = { tipoUsuario: 3, funcaoUsuario: 10 } as const;
const row: Progress = {
  idPuxada: 10234,
  periodo: '202609',
  dscVersao: '202609-V01',
  grupoMeta: 'BRL1',
  tipoMeta: 'VBC',
  statusGrupo: 'Aprovada gerente',
  total: 3,
  aprovadas: 1,
  devolvidas: 1,
  equipes: [
    { idEmpregadoResponsavelFlexx: '5103', dscNomeEmpregado: 'BRUNO', situacao: 'DEVOLVIDA', statusSupervisor: 'Aprovada gerente', desde: '2026-09-10 10:00:00' },
    { idEmpregadoResponsavelFlexx: '5102', dscNomeEmpregado: 'CARLOS', situacao: 'AGUARDANDO', statusSupervisor: 'Aprovada gerente', desde: '2026-09-09 10:00:00' },
    { idEmpregadoResponsavelFlexx: '5101', dscNomeEmpregado: 'FELIPE', situacao: 'APROVADA', statusSupervisor: 'Aprovada supervisor', desde: '2026-09-11 10:00:00' },
  ],
};

describe('the dashboard’s approvals', () => {
  it('is for those who follow the supervisors: managers and masters, not supervisors nor sellers', () => {
    expect(mayFollowApprovals(gerente)).toBe(true);
    expect(mayFollowApprovals({ tipoUsuario: 1, funcaoUsuario: 1 })).toBe(true);
    expect(mayFollowApprovals({ tipoUsuario: 3, funcaoUsuario: 11 })).toBe(false);
    expect(mayFollowApprovals({ tipoUsuario: 3, funcaoUsuario: 12 })).toBe(false);
  });

  it('counts the approvals, orders the teams approved → waiting → returned, links the status of the month and type', () => {
    const [target] = approvalTargets([row], gerente);
    expect(target).toMatchObject({ title: 'VBC · Versão 202609-V01', approved: 1, total: 3, released: false, statusHref: '/metas/status?ano=2026&mes=9&meta=VBC' });
    expect(target?.teams.map((team) => `${team.name} ${team.situation}`)).toEqual(['FELIPE approved', 'CARLOS waiting', 'BRUNO returned']);
    expect(approvalTargets([{ ...row, statusGrupo: 'Liberado', tipoMeta: 'FOCO' }], gerente)[0]).toMatchObject({ released: true, title: 'PRODUTO FOCO · Versão 202609-V01' });
    expect(approvalTargets(undefined, gerente)).toEqual([]);
  });
});
