import { DEMO_BROKER_ID, DEMO_TEAM, type Network, type UserRecord } from '../network';
import { addMonths, type MetasState, type TargetRecord } from './metas-model';
import {
  INBOX_TITLES,
  managerUsers,
  notify,
  partWorkflow,
  recordChange,
  supervisorUsers,
  workflowOf,
} from './metas-workflow';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reason of the demo's open return (2 months back, the third supervisor's team). */
export const DEMO_RETURN_REASON =
  'A meta de Mercearia ficou acima do que a equipe vendeu no último semestre. Podemos rever antes de eu aprovar?';

/** The demo's comments saved with values (issue 26): the manager's on a team's share, a category's, a seller's. */
export const DEMO_COMMENTS = {
  team: 'Dois vendedores novos na equipe a partir deste mês: aumentei a meta da equipe.',
  category: 'Lançamento do café solúvel: reforço nesta categoria.',
  seller: 'Carteira ampliada com três clientes do atacado.',
} as const;

/**
 * The demo's conversation around the seeded targets (issue 26), for the recent months only (the
 * saved demo database stays small): the history of each target of the last four months (the plan's
 * categories, the programming, each team's approval, the release), 'Meta aguardando sua aprovação'
 * for every team still waiting two months back, 'Meta aguardando liberação' for last month's
 * approved targets, one open return (two months back, first line, the third supervisor: the
 * manager's inbox has it), and a reminder sent yesterday to the fourth supervisor.
 */
export function seedConversation(state: MetasState, network: Network, now: number): void {
  const manager = managerUsers(network, DEMO_BROKER_ID)[0];
  if (!manager) return;
  const current = state.targets.find((target) => target.status === 'Em aberto' && target.tipoMeta === 'VBC')?.periodo;
  if (!current) return;
  const recent = new Set([0, 1, 2, 3].map((back) => addMonths(current, -back)));
  const supervisorOf = (id: number): UserRecord | undefined => supervisorUsers(network, id)[0];

  for (const target of state.targets) {
    if (target.idPuxada !== DEMO_BROKER_ID || !recent.has(target.periodo) || target.status === 'Em aberto') continue;
    const planned = Math.min(target.atualizadoEm, ...target.supervisors.map((part) => part.atualizadoEm)) - 2 * DAY_MS;
    target.categories.forEach((category) => {
      if (category.vlrMetaPlanejado > 0)
        recordChange(state, target, manager, planned, {
          acao: 'PLANEJAMENTO',
          nivel: 'META',
          tela: 'PLANEJAMENTO',
          categoria: category.key,
          anterior: 0,
          novo: category.vlrMetaPlanejado,
        });
    });
    if (target.status === 'Rateada') continue;
    recordChange(state, target, manager, planned + DAY_MS, { acao: 'PROGRAMACAO', nivel: 'META', tela: 'PROGRAMACAO' });
    for (const part of target.supervisors) {
      partWorkflow(part).desde = part.status === 'Aprovada supervisor' ? part.atualizadoEm : planned + DAY_MS;
      const supervisor = supervisorOf(part.id);
      if (part.status === 'Aprovada supervisor' && supervisor)
        recordChange(state, target, supervisor, part.atualizadoEm, { acao: 'APROVACAO', nivel: 'SUPERVISOR', tela: 'RATEIO_VENDEDOR', supervisor: part.id });
      if (part.status === 'Aprovada gerente' && target.metaImportada === 0 && target.periodo === addMonths(current, -2))
        notify(state, supervisorUsers(network, part.id), target, {
          tipo: 'APROVACAO_PENDENTE',
          titulo: INBOX_TITLES.APROVACAO_PENDENTE(),
          supervisor: part.id,
          de: manager.nomeUsuario,
          em: planned + DAY_MS,
        });
    }
    if (target.status === 'Aprovada supervisor')
      notify(state, managerUsers(network, target.idPuxada), target, {
        tipo: 'LIBERACAO_PENDENTE',
        titulo: INBOX_TITLES.LIBERACAO_PENDENTE(),
        supervisor: target.supervisors.at(-1)?.id ?? 0,
        de: supervisorOf(target.supervisors.at(-1)?.id ?? 0)?.nomeUsuario ?? manager.nomeUsuario,
        em: Math.max(...target.supervisors.map((part) => part.atualizadoEm)),
      });
    if (target.status === 'Liberado') recordChange(state, target, manager, target.atualizadoEm, { acao: 'LIBERACAO', nivel: 'META', tela: 'STATUS' });
  }

  // Comments saved with values, on the month waiting for approval (2 months back) and on the split
  // still being programmed (3 months back): the manager raised the second team's share (supervisor@)
  // and the first team's first category; the second supervisor raised his first seller.
  for (const back of [2, 3]) {
    const target = state.targets.find(
      (candidate) =>
        candidate.idPuxada === DEMO_BROKER_ID && candidate.tipoMeta === 'VBC' && candidate.periodo === addMonths(current, -back) && candidate.metaImportada === 0,
    );
    const programmed =
      target &&
      workflowOf(state).changes.find(
        (change) => change.acao === 'PROGRAMACAO' && change.idPuxada === target.idPuxada && change.versao === target.versao && change.linha === target.linha && change.tipoMeta === target.tipoMeta,
      );
    const at = (programmed?.em ?? (target?.atualizadoEm ?? now) - DAY_MS) - 30 * 60 * 1000;
    const first = target?.supervisors.find((part) => part.id === DEMO_TEAM.supervisores[0]);
    const second = target?.supervisors.find((part) => part.id === DEMO_TEAM.supervisores[1]);
    if (!target || !first || !second) continue;
    const total = second.values.reduce((sum, value) => sum + value, 0);
    recordChange(state, target, manager, at, {
      acao: 'VALOR',
      nivel: 'SUPERVISOR',
      tela: 'PROGRAMACAO',
      supervisor: second.id,
      anterior: Math.round(total * 0.96),
      novo: total,
      comentario: DEMO_COMMENTS.team,
    });
    const category = target.categories[0];
    if (category)
      recordChange(state, target, manager, at + 60_000, {
        acao: 'VALOR',
        nivel: 'SUPERVISOR',
        tela: 'PROGRAMACAO',
        supervisor: first.id,
        categoria: category.key,
        anterior: Math.round((first.values[0] ?? 0) * 0.9),
        novo: first.values[0] ?? 0,
        comentario: DEMO_COMMENTS.category,
      });
    const seller = second.sellers[0];
    const secondUser = supervisorOf(second.id);
    if (back === 2 && seller && secondUser) {
      const sellerTotal = seller.values.reduce((sum, value) => sum + value, 0);
      recordChange(state, target, secondUser, (programmed?.em ?? at) + 2 * 60 * 60 * 1000, {
        acao: 'VALOR',
        nivel: 'VENDEDOR',
        tela: 'RATEIO_VENDEDOR',
        supervisor: second.id,
        vendedor: seller.id,
        anterior: Math.round(sellerTotal * 0.95),
        novo: sellerTotal,
        comentario: DEMO_COMMENTS.seller,
      });
    }
  }

  const waiting = (target: TargetRecord) =>
    target.idPuxada === DEMO_BROKER_ID && target.tipoMeta === 'VBC' && target.periodo === addMonths(current, -2) && target.metaImportada === 0;
  const returned = state.targets.find(waiting);
  const third = returned?.supervisors.find((part) => part.id === DEMO_TEAM.supervisores[2]);
  const thirdUser = third ? supervisorOf(third.id) : undefined;
  if (returned && third && thirdUser && third.status === 'Aprovada gerente') {
    const at = now - 3 * 60 * 60 * 1000;
    partWorkflow(third).devolucao = { para: 'GERENTE', idUsuario: thirdUser.idUsuario, usuario: thirdUser.nomeUsuario, em: at, motivo: DEMO_RETURN_REASON };
    partWorkflow(third).desde = at;
    third.responsavel = thirdUser.nomeUsuario;
    third.atualizadoEm = at;
    recordChange(state, returned, thirdUser, at, { acao: 'DEVOLUCAO', nivel: 'SUPERVISOR', tela: 'STATUS', supervisor: third.id, comentario: DEMO_RETURN_REASON });
    notify(state, managerUsers(network, DEMO_BROKER_ID), returned, {
      tipo: 'DEVOLVIDA',
      titulo: INBOX_TITLES.DEVOLVIDA(thirdUser.nomeUsuario),
      detalhe: DEMO_RETURN_REASON,
      supervisor: third.id,
      de: thirdUser.nomeUsuario,
      em: at,
    });
  }
  const fourth = returned?.supervisors.find((part) => part.id === DEMO_TEAM.supervisores[3]);
  if (returned && fourth && fourth.status === 'Aprovada gerente') {
    const at = now - DAY_MS;
    workflowOf(state).reminders.push({
      idPuxada: returned.idPuxada,
      versao: returned.versao,
      tipoMeta: returned.tipoMeta,
      linha: returned.linha,
      supervisor: fourth.id,
      idUsuario: manager.idUsuario,
      usuario: manager.nomeUsuario,
      em: at,
    });
    notify(state, supervisorUsers(network, fourth.id), returned, {
      tipo: 'LEMBRETE',
      titulo: INBOX_TITLES.LEMBRETE(manager.nomeUsuario),
      supervisor: fourth.id,
      de: manager.nomeUsuario,
      em: at,
    });
  }
}

/**
 * A busy month (issue 26: the history's 2,000-change story and its bench): adds `count` value changes
 * to the history of the target with this version and line, one every 20 minutes up to `now`, cycling
 * through its teams and their sellers and categories — the manager on the teams' totals and
 * categories, each supervisor on his sellers' — every fifth with a comment. Returns how many it added
 * (0 when the target or its people are missing).
 */
export function seedLongHistory(
  state: MetasState,
  network: Network,
  select: { versao: string; linha: string; tipoMeta?: TargetRecord['tipoMeta'] },
  count: number,
  now: number = Date.now(),
): number {
  const target = state.targets.find(
    (candidate) => candidate.versao === select.versao && candidate.linha === select.linha && candidate.tipoMeta === (select.tipoMeta ?? 'VBC'),
  );
  const manager = target ? managerUsers(network, target.idPuxada)[0] : undefined;
  if (!target || !manager || target.supervisors.length === 0 || target.categories.length === 0) return 0;
  const step = 20 * 60 * 1000;
  let added = 0;
  for (let i = 0; i < count; i += 1) {
    const part = target.supervisors[i % target.supervisors.length];
    if (!part) continue;
    const at = now - (count - i) * step;
    const category = target.categories[Math.floor(i / 4) % target.categories.length];
    const seller = part.sellers[Math.floor(i / 4) % Math.max(1, part.sellers.length)];
    const supervisor = supervisorUsers(network, part.id)[0] ?? manager;
    const anterior = 10_000 + ((i * 7919) % 90_000);
    const novo = anterior + ((i % 9) - 4) * 250;
    const comentario = i % 5 === 0 ? `Ajuste ${i + 1} do mês: revisão da carteira.` : null;
    const value = { acao: 'VALOR' as const, supervisor: part.id, anterior, novo, comentario };
    const kind = i % 4;
    const input =
      kind === 0
        ? { ...value, nivel: 'SUPERVISOR' as const, tela: 'PROGRAMACAO' as const }
        : kind === 1 && category
          ? { ...value, nivel: 'SUPERVISOR' as const, tela: 'PROGRAMACAO' as const, categoria: category.key }
          : kind === 2 && seller
            ? { ...value, nivel: 'VENDEDOR' as const, tela: 'RATEIO_VENDEDOR' as const, vendedor: seller.id }
            : seller && category
              ? { ...value, nivel: 'VENDEDOR' as const, tela: 'RATEIO_VENDEDOR' as const, vendedor: seller.id, categoria: category.key }
              : null;
    if (!input) continue;
    recordChange(state, target, input.nivel === 'SUPERVISOR' ? manager : supervisor, at, input);
    added += 1;
  }
  return added;
}
