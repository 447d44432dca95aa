import { HttpResponse, type HttpHandler } from 'msw';
import { SAVED_VERSION_HEADER } from '../../conflict';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { UserRecord } from '../network';
import {
  brokersFor,
  editBlock,
  employeesOf,
  findTarget,
  inScope,
  isProgrammed,
  isSupervisor,
  METAS_MESSAGES,
  stageOf,
  touch,
  upper,
  visibleParts,
} from './metas';
import type { SupervisorPart, TargetRecord } from './metas-model';
import { conflictOf, partChange, versionStamp, writeTimeOf } from './metas-versions';
import {
  INBOX_TITLES,
  isOfTarget,
  managerUsers,
  notify,
  partWorkflow,
  recordChange,
  returnBody,
  supervisorUsers,
  workflowOf,
  type ChangeRecord,
  type InboxRecord,
} from './metas-workflow';

/**
 * The targets month as a team conversation (issue 26): the change history, returns with a reason,
 * progress and reminders, and the inbox (`/metas/historico`, `/metas/devolucao`, `/metas/progresso`,
 * `/metas/lembrete`, `/caixaentrada`). Access (functions) is the contract's `x-access`, applied
 * before these handlers (../access.ts); the data scope is applied here as in the metas reads: the
 * user's brokers, and a supervisor only his team.
 */

type Schemas = components['schemas'];

/** Refusals of the workflow calls (400 unless said). */
export const WORKFLOW_MESSAGES = {
  notWaitingForSupervisor: 'Só é possível devolver uma meta que aguarda a sua aprovação.',
  alreadyReturned: 'Esta meta já foi devolvida ao gerente.',
  onlyVbcToManager: 'Só a meta VBC é rateada pelo gerente: nas outras, o supervisor programa a sua equipe.',
  notApprovedYet: 'Só é possível devolver ao supervisor uma meta que ele já aprovou.',
  nothingToRemind: 'Nada aguarda a aprovação deste supervisor.',
  alreadyReminded: (who: string, at: string) => `Lembrete já enviado hoje por ${who} às ${at}.`,
} as const;

/** 'yyyymmdd' of an epoch on the server's calendar. */
const dayOf = (ms: number) => versionStamp(ms).slice(0, 10).replaceAll('-', '');

/** The team's situation in the progress: returned, approved (or released) or waiting. */
function situationOf(target: TargetRecord, part: SupervisorPart): Schemas['TeamProgress']['situacao'] {
  if (partWorkflow(part).devolucao) return 'DEVOLVIDA';
  if (part.status === 'Aprovada supervisor' || target.status === 'Liberado') return 'APROVADA';
  return 'AGUARDANDO';
}

/** Whether an inbox item still asks for something (its target and team as they are now). */
function isPending(item: InboxRecord, target: TargetRecord | undefined): boolean {
  if (!target || target.status === 'Liberado') return false;
  const part = target.supervisors.find((candidate) => candidate.id === item.supervisor);
  switch (item.tipo) {
    case 'LIBERACAO_PENDENTE':
      return target.status === 'Aprovada supervisor';
    case 'DEVOLVIDA':
      return !!part && partWorkflow(part).devolucao?.em === item.em;
    default:
      return !!part && part.status === 'Aprovada gerente' && partWorkflow(part).devolucao?.para !== 'GERENTE';
  }
}

export function metasConversationHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.metas;
  const network = () => ctx.db.network;
  const fail = (message: string) => ctx.error(400, message);
  const searchOf = (request: Request) => new URL(request.url).searchParams;
  const targetOf = (user: UserRecord, key: { IdPuxada?: string | null; Versao?: string | null; TipoMeta?: string | null; Linha?: string | null }) =>
    findTarget(state(), brokersFor(user, key.IdPuxada ?? null), key.Versao ?? null, key.TipoMeta ?? null, key.Linha ?? null);
  const employeeName = (id: number | null) => (id === null ? undefined : upper(employeesOf(network()).get(id)?.nome));
  const categoryName = (target: TargetRecord, key: number | null) =>
    key === null ? undefined : target.categories.find((category) => category.key === key)?.nome;

  const changeBody = (target: TargetRecord, change: ChangeRecord): Schemas['TargetChange'] => ({
    id: change.id,
    idPuxada: change.idPuxada,
    periodo: change.periodo,
    dscVersao: change.versao,
    grupoMeta: change.linha,
    tipoMeta: change.tipoMeta,
    acao: change.acao,
    nivel: change.nivel,
    tela: change.tela,
    ...(change.supervisor !== null ? { idEmpregadoSupervisor: String(change.supervisor), dscNomeSupervisor: employeeName(change.supervisor) ?? '' } : {}),
    ...(change.vendedor !== null ? { idEmpregadoVendedor: String(change.vendedor), dscNomeVendedor: employeeName(change.vendedor) ?? '' } : {}),
    ...(change.categoria !== null ? { grupoBookKey: change.categoria, grupoBook: categoryName(target, change.categoria) ?? '' } : {}),
    valorAnterior: change.anterior,
    valorNovo: change.novo,
    comentario: change.comentario,
    idUsuario: change.idUsuario,
    usuario: change.usuario,
    dataAlteracao: versionStamp(change.em),
  });

  return [
    http.get('/metas/historico', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const target = targetOf(user, Object.fromEntries(q));
      if (!target) return response(200).json([]);
      const team = q.get('Empregado');
      const seller = q.get('Vendedor');
      const author = q.get('IdUsuarioAlteracao');
      const from = q.get('De');
      const to = q.get('Ate');
      const own = isSupervisor(user) ? user.idEmpregadoFlexx : null;
      const changes = workflowOf(state())
        .changes.filter((change) => isOfTarget(change, target))
        .filter((change) => !isSupervisor(user) || change.supervisor === null || change.supervisor === own)
        .filter((change) => team === null || team === '000' || change.supervisor === Number(team))
        .filter((change) => seller === null || change.vendedor === Number(seller))
        .filter((change) => author === null || change.idUsuario === Number(author))
        .filter((change) => (from === null || dayOf(change.em) >= from) && (to === null || dayOf(change.em) <= to))
        .sort((a, b) => a.em - b.em || a.id - b.id);
      return response(200).json(changes.map((change) => changeBody(target, change)));
    }),

    http.post('/metas/devolucao', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const body = (await request.json()) as Schemas['TargetReturnRequest'];
      const target = targetOf(user, body);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      const part = target.supervisors.find((candidate) => candidate.id === Number(body.IdEmpregadoResponsavelFlexx));
      if (!part) return response.untyped(fail(METAS_MESSAGES.notFound));
      if (isSupervisor(user) && part.id !== user.idEmpregadoFlexx) return response.untyped(ctx.forbidden());
      const stale = conflictOf(body.DataAtualizacaoBase ?? null, partChange(part));
      if (stale) return response.untyped(HttpResponse.json(stale, { status: 409 }));
      const flow = partWorkflow(part);
      const motivo = body.Motivo.trim();
      const at = writeTimeOf(target, ctx.now());
      // The supervisor sends his waiting VBC share up to the manager; the manager an approved split down.
      const para = isSupervisor(user) ? 'GERENTE' : 'SUPERVISOR';
      if (para === 'GERENTE') {
        if (target.tipoMeta !== 'VBC') return response.untyped(fail(WORKFLOW_MESSAGES.onlyVbcToManager));
        if (part.status !== 'Aprovada gerente' || !isProgrammed(part)) return response.untyped(fail(WORKFLOW_MESSAGES.notWaitingForSupervisor));
        if (flow.devolucao?.para === 'GERENTE') return response.untyped(fail(WORKFLOW_MESSAGES.alreadyReturned));
      } else {
        if (part.status !== 'Aprovada supervisor') return response.untyped(fail(WORKFLOW_MESSAGES.notApprovedYet));
        part.status = 'Aprovada gerente';
        if (stageOf(target.status) === stageOf('Aprovada supervisor')) target.status = 'Aprovada gerente';
      }
      flow.devolucao = { para, idUsuario: user.idUsuario, usuario: user.nomeUsuario, em: at, motivo };
      notify(state(), para === 'GERENTE' ? managerUsers(network(), target.idPuxada) : supervisorUsers(network(), part.id), target, {
        tipo: 'DEVOLVIDA',
        titulo: INBOX_TITLES.DEVOLVIDA(user.nomeUsuario),
        detalhe: motivo,
        supervisor: part.id,
        de: user.nomeUsuario,
        em: at,
      });
      flow.desde = at;
      touch(target, user, at, part);
      recordChange(state(), target, user, at, { acao: 'DEVOLUCAO', nivel: 'SUPERVISOR', tela: 'STATUS', supervisor: part.id, comentario: motivo });
      ctx.commit();
      return response.untyped(HttpResponse.json(true, { headers: { [SAVED_VERSION_HEADER]: versionStamp(part.atualizadoEm) } }));
    }),

    http.get('/metas/progresso', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const brokers = brokersFor(user, q.get('IdPuxada'));
      const periodo = q.get('Periodo');
      const tipo = q.get('TipoMeta');
      const linha = q.get('Linha');
      const versao = q.get('Versao');
      const reminders = workflowOf(state()).reminders;
      const rows = state()
        .targets.filter(
          (target) =>
            inScope(brokers, target.idPuxada) &&
            target.periodo === periodo &&
            (tipo === null || target.tipoMeta === tipo) &&
            (linha === null || target.linha === linha) &&
            (versao === null || target.versao === versao) &&
            stageOf(target.status) >= stageOf('Aprovada gerente') &&
            target.supervisors.length > 0,
        )
        .map((target): Schemas['TargetProgress'] => {
          const equipes = visibleParts(target, user, null).map((part): Schemas['TeamProgress'] => {
            const flow = partWorkflow(part);
            const last = reminders.filter((reminder) => isOfTarget(reminder, target) && reminder.supervisor === part.id).at(-1);
            return {
              idEmpregadoResponsavelFlexx: String(part.id),
              dscNomeEmpregado: employeeName(part.id) ?? '',
              situacao: situationOf(target, part),
              statusSupervisor: part.status,
              desde: versionStamp(flow.desde ?? part.atualizadoEm),
              ...(flow.devolucao ? { devolucao: returnBody(flow.devolucao) } : {}),
              ...(last ? { ultimoLembrete: { idUsuario: last.idUsuario, usuario: last.usuario, dataLembrete: versionStamp(last.em) } } : {}),
            };
          });
          return {
            idPuxada: target.idPuxada,
            periodo: target.periodo,
            dscVersao: target.versao,
            grupoMeta: target.linha,
            tipoMeta: target.tipoMeta,
            statusGrupo: target.status,
            total: equipes.length,
            aprovadas: equipes.filter((team) => team.situacao === 'APROVADA').length,
            devolvidas: equipes.filter((team) => team.situacao === 'DEVOLVIDA').length,
            equipes,
          };
        });
      return response(200).json(rows);
    }),

    http.post('/metas/lembrete', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const body = (await request.json()) as Schemas['ReminderRequest'];
      const target = targetOf(user, body);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      const part = target.supervisors.find((candidate) => candidate.id === Number(body.IdEmpregadoResponsavelFlexx));
      if (!part) return response.untyped(fail(METAS_MESSAGES.notFound));
      const waiting =
        target.status !== 'Liberado' && part.status === 'Aprovada gerente' && isProgrammed(part) && partWorkflow(part).devolucao?.para !== 'GERENTE';
      if (!waiting) return response.untyped(fail(WORKFLOW_MESSAGES.nothingToRemind));
      const workflow = workflowOf(state());
      const now = ctx.now();
      const today = workflow.reminders.find((reminder) => reminder.supervisor === part.id && dayOf(reminder.em) === dayOf(now));
      if (today) {
        const at = versionStamp(today.em);
        return response(409).json({
          message: WORKFLOW_MESSAGES.alreadyReminded(today.usuario, at.slice(11, 16)),
          code: 'ALREADY_REMINDED',
          usuario: today.usuario,
          dataLembrete: at,
        });
      }
      const reminder = {
        idPuxada: target.idPuxada,
        versao: target.versao,
        tipoMeta: target.tipoMeta,
        linha: target.linha,
        supervisor: part.id,
        idUsuario: user.idUsuario,
        usuario: user.nomeUsuario,
        em: now,
      };
      workflow.reminders.push(reminder);
      notify(state(), supervisorUsers(network(), part.id), target, {
        tipo: 'LEMBRETE',
        titulo: INBOX_TITLES.LEMBRETE(user.nomeUsuario),
        supervisor: part.id,
        de: user.nomeUsuario,
        em: now,
      });
      ctx.commit();
      return response(201).json({ idUsuario: user.idUsuario, usuario: user.nomeUsuario, dataLembrete: versionStamp(now) });
    }),

    http.get('/caixaentrada', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const items = workflowOf(state())
        .inbox.filter((item) => item.idUsuario === user.idUsuario)
        .sort((a, b) => b.em - a.em || b.id - a.id)
        .map((item): Schemas['InboxItem'] => ({
          id: item.id,
          tipo: item.tipo,
          titulo: item.titulo,
          detalhe: item.detalhe,
          idPuxada: item.idPuxada,
          periodo: item.periodo,
          dscVersao: item.versao,
          grupoMeta: item.linha,
          tipoMeta: item.tipoMeta,
          idEmpregadoResponsavelFlexx: String(item.supervisor),
          de: item.de,
          dataCriacao: versionStamp(item.em),
          lida: item.lida,
          pendente: isPending(item, state().targets.find((target) => isOfTarget(item, target))),
        }));
      return response(200).json(items);
    }),

    http.put('/caixaentrada/lidas', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const body = (await request.json()) as Schemas['InboxRead'];
      const ids = new Set(body.ids);
      const read = body.lida ?? true;
      let changed = false;
      for (const item of workflowOf(state()).inbox) {
        if (item.idUsuario === user.idUsuario && ids.has(item.id) && item.lida !== read) {
          item.lida = read;
          changed = true;
        }
      }
      if (changed) ctx.commit();
      return response(200).json(true);
    }),
  ];
}
