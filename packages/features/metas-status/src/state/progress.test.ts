import { describe, expect, it } from 'vitest';
import { progressViews, type ServerProgress } from './progress';

const target = (over: Partial<ServerProgress> = {}): ServerProgress => ({
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
    { idEmpregadoResponsavelFlexx: '5101', dscNomeEmpregado: 'FELIPE', situacao: 'APROVADA', statusSupervisor: 'Aprovada supervisor', desde: '2026-09-18 07:06:00' },
    {
      idEmpregadoResponsavelFlexx: '5102',
      dscNomeEmpregado: 'CARLOS',
      situacao: 'AGUARDANDO',
      statusSupervisor: 'Aprovada gerente',
      desde: '2026-09-15 07:06:00',
      ultimoLembrete: { idUsuario: 5, usuario: 'Fernanda Oliveira', dataLembrete: '2026-09-20 09:12:00' },
    },
    {
      idEmpregadoResponsavelFlexx: '5103',
      dscNomeEmpregado: 'BRUNO',
      situacao: 'DEVOLVIDA',
      statusSupervisor: 'Aprovada gerente',
      desde: '2026-09-16 07:00:00',
      devolucao: { para: 'GERENTE', idUsuario: 9, usuario: 'Bruno Oliveira', dataDevolucao: '2026-09-16 07:00:00', motivo: 'Acima do histórico.' },
    },
  ],
  ...over,
});

describe('the approval progress (issue 26)', () => {
  it("is the manager's view: each team's situation in words, the reason, the last reminder, 'Lembrar' for the waiting", () => {
    const [view] = progressViews([target()], 'manager');
    expect(view).toMatchObject({ title: 'VBC · Linha BRL1 · Versão 202609-V01', approved: 1, total: 3, returned: 1 });
    expect(view?.teams.map((team) => [team.name, team.situation, team.text, team.canRemind])).toEqual([
      ['FELIPE', 'approved', 'Aprovada em 18/09/2026 07:06', false],
      ['CARLOS', 'waiting', 'Aguardando desde 15/09/2026 07:06', true],
      ['BRUNO', 'returned', 'Devolvida ao gerente por Bruno Oliveira em 16/09/2026 07:00', false],
    ]);
    expect(view?.teams[1]?.lastReminder).toBe('Lembrado por Fernanda Oliveira em 20/09/2026 09:12');
    expect(view?.teams[2]?.reason).toBe('Acima do histórico.');
  });

  it('offers no reminder once released, and nothing to a supervisor (his line of the table says it)', () => {
    expect(progressViews([target({ statusGrupo: 'Liberado' })], 'manager')[0]?.teams.some((team) => team.canRemind)).toBe(false);
    expect(progressViews([target()], 'supervisor')).toEqual([]);
  });
});
