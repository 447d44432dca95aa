import type { components } from '../../generated/schema';
import type { Network, UserRecord } from '../network';
import type { MetaTypeCode, MetasState, SupervisorPart, TargetRecord } from './metas-model';
import { versionStamp } from './metas-versions';

/**
 * The targets month as a team conversation (issue 26), the records behind it: the change history
 * (every value saved with its old and new value and comment, and the workflow's steps), returns of a
 * team's share (kept on the part, beside its status), reminders and the inbox. The metas writes
 * (metas.ts) record here; the workflow calls (metas-conversation.ts) read and add. Plain JSON, kept
 * in the metas state (`workflow`, created on first use so a database saved before it still loads).
 */

export type ChangeAction = 'PLANEJAMENTO' | 'VALOR' | 'PROGRAMACAO' | 'APROVACAO' | 'DEVOLUCAO' | 'LIBERACAO';
export type ChangeLevel = 'META' | 'SUPERVISOR' | 'VENDEDOR';
export type ChangeScreen = 'PLANEJAMENTO' | 'PROGRAMACAO' | 'RATEIO_VENDEDOR' | 'STATUS';

/** One change of a target (see the contract's `TargetChange`). */
export interface ChangeRecord {
  id: number;
  idPuxada: number;
  periodo: string;
  versao: string;
  linha: string;
  tipoMeta: MetaTypeCode;
  acao: ChangeAction;
  nivel: ChangeLevel;
  tela: ChangeScreen;
  /** The team (supervisor's idEmpregadoFlexx), or null for the target's own changes. */
  supervisor: number | null;
  vendedor: number | null;
  /** grupoBookKey of a category change. */
  categoria: number | null;
  anterior: number | null;
  novo: number | null;
  comentario: string | null;
  idUsuario: number;
  usuario: string;
  /** epoch ms */
  em: number;
}

/** An open return of a team's share: who must act now, who sent it back, when and why. */
export interface ReturnInfo {
  para: 'GERENTE' | 'SUPERVISOR';
  idUsuario: number;
  usuario: string;
  em: number;
  motivo: string;
}

/** A reminder sent to a supervisor. */
export interface ReminderRecord {
  idPuxada: number;
  versao: string;
  tipoMeta: MetaTypeCode;
  linha: string;
  supervisor: number;
  idUsuario: number;
  usuario: string;
  em: number;
}

export type InboxKind = 'APROVACAO_PENDENTE' | 'DEVOLVIDA' | 'LEMBRETE' | 'LIBERACAO_PENDENTE';

/** An inbox item of one user. */
export interface InboxRecord {
  id: number;
  /** The recipient. */
  idUsuario: number;
  tipo: InboxKind;
  titulo: string;
  detalhe: string | null;
  idPuxada: number;
  periodo: string;
  versao: string;
  linha: string;
  tipoMeta: MetaTypeCode;
  supervisor: number;
  /** Who caused it (a name). */
  de: string;
  em: number;
  lida: boolean;
}

export interface WorkflowState {
  changes: ChangeRecord[];
  reminders: ReminderRecord[];
  inbox: InboxRecord[];
  nextId: number;
}

/** The workflow parts a supervisor's share carries beside its status. */
export interface PartWorkflow {
  devolucao?: ReturnInfo | null;
  /** Since when the team is in its situation (waiting, approved, returned); epoch ms. */
  desde?: number;
}


/** A return as the contract answers it (`TargetReturn`). */
export function returnBody(info: ReturnInfo): components['schemas']['TargetReturn'] {
  return { para: info.para, idUsuario: info.idUsuario, usuario: info.usuario, dataDevolucao: versionStamp(info.em), motivo: info.motivo };
}

/** Texts of the inbox items (the contract's `InboxItem.titulo`). */
export const INBOX_TITLES = {
  APROVACAO_PENDENTE: () => 'Meta aguardando sua aprovação',
  DEVOLVIDA: (who: string) => `Meta devolvida por ${who}`,
  LEMBRETE: (who: string) => `Lembrete de ${who}`,
  LIBERACAO_PENDENTE: () => 'Meta aguardando liberação',
} as const;

/** The metas state's workflow records, created on first use. */
export function workflowOf(state: MetasState): WorkflowState {
  const holder = state as MetasState & { workflow?: WorkflowState };
  holder.workflow ??= { changes: [], reminders: [], inbox: [], nextId: 1 };
  return holder.workflow;
}

/** A part's workflow fields (optional on parts seeded before them). */
export const partWorkflow = (part: SupervisorPart): PartWorkflow => part as SupervisorPart & PartWorkflow;

/** A comment as sent: trimmed; blank or absent → null (the contract limits it to 280 characters). */
export function commentOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return text === '' ? null : text;
}

const targetKey = (target: TargetRecord) => ({
  idPuxada: target.idPuxada,
  periodo: target.periodo,
  versao: target.versao,
  linha: target.linha,
  tipoMeta: target.tipoMeta,
});

/** Whether a record is about `target`. */
export const isOfTarget = (
  record: { idPuxada: number; versao: string; linha: string; tipoMeta: MetaTypeCode },
  target: TargetRecord,
) =>
  record.idPuxada === target.idPuxada &&
  record.versao === target.versao &&
  record.linha === target.linha &&
  record.tipoMeta === target.tipoMeta;

export interface ChangeInput {
  acao: ChangeAction;
  nivel: ChangeLevel;
  tela: ChangeScreen;
  supervisor?: number | null;
  vendedor?: number | null;
  categoria?: number | null;
  anterior?: number | null;
  novo?: number | null;
  comentario?: string | null;
}

/** Appends a change of `target` made by `user` at `at`. */
export function recordChange(state: MetasState, target: TargetRecord, user: UserRecord, at: number, input: ChangeInput): ChangeRecord {
  const workflow = workflowOf(state);
  const record: ChangeRecord = {
    id: workflow.nextId++,
    ...targetKey(target),
    acao: input.acao,
    nivel: input.nivel,
    tela: input.tela,
    supervisor: input.supervisor ?? null,
    vendedor: input.vendedor ?? null,
    categoria: input.categoria ?? null,
    anterior: input.anterior ?? null,
    novo: input.novo ?? null,
    comentario: input.comentario ?? null,
    idUsuario: user.idUsuario,
    usuario: user.nomeUsuario,
    em: at,
  };
  workflow.changes.push(record);
  return record;
}

/**
 * Records the categories a save changed, one change each (values equal before and after are not
 * changes), all with the save's comment.
 */
export function recordCategoryChanges(
  state: MetasState,
  target: TargetRecord,
  user: UserRecord,
  at: number,
  input: Omit<ChangeInput, 'categoria' | 'anterior' | 'novo'>,
  before: readonly number[],
  after: readonly number[],
): void {
  target.categories.forEach((category, i) => {
    const anterior = before[i] ?? 0;
    const novo = after[i] ?? 0;
    if (anterior !== novo) recordChange(state, target, user, at, { ...input, categoria: category.key, anterior, novo });
  });
}

/** The active users of a supervisor (function 11) with that FLEXX id. */
export function supervisorUsers(network: Network, employeeId: number): UserRecord[] {
  return network.users.filter((user) => !user.inativo && user.funcaoUsuario === 11 && user.idEmpregadoFlexx === employeeId);
}

/** The active managers (function 10) of a broker. */
export function managerUsers(network: Network, idPuxada: number): UserRecord[] {
  return network.users.filter(
    (user) => !user.inativo && user.funcaoUsuario === 10 && (user.idPuxada === idPuxada || user.brokers.includes(idPuxada)),
  );
}

/** Puts an item about `target` and a team in the inbox of each recipient. */
export function notify(
  state: MetasState,
  recipients: readonly UserRecord[],
  target: TargetRecord,
  item: { tipo: InboxKind; titulo: string; detalhe?: string | null; supervisor: number; de: string; em: number },
): void {
  const workflow = workflowOf(state);
  for (const recipient of recipients) {
    workflow.inbox.push({
      id: workflow.nextId++,
      idUsuario: recipient.idUsuario,
      ...targetKey(target),
      tipo: item.tipo,
      titulo: item.titulo,
      detalhe: item.detalhe ?? null,
      supervisor: item.supervisor,
      de: item.de,
      em: item.em,
      lida: false,
    });
  }
}

/** The manager acted on a team (changed its values, programmed again): a return to him is answered. */
export function answerReturnToManager(part: SupervisorPart, at: number): void {
  const flow = partWorkflow(part);
  if (flow.devolucao?.para === 'GERENTE') {
    flow.devolucao = null;
    flow.desde = at;
  }
}

/**
 * After the manager programmed the supervisors: every team whose share now waits for its supervisor
 * ('Aprovada gerente') gets 'Meta aguardando sua aprovação', and a return to the manager is answered.
 */
export function onProgrammed(state: MetasState, network: Network, target: TargetRecord, user: UserRecord, at: number): void {
  recordChange(state, target, user, at, { acao: 'PROGRAMACAO', nivel: 'META', tela: 'PROGRAMACAO' });
  for (const part of target.supervisors) {
    answerReturnToManager(part, at);
    if (part.status !== 'Aprovada gerente') continue;
    partWorkflow(part).desde = at;
    notify(state, supervisorUsers(network, part.id), target, {
      tipo: 'APROVACAO_PENDENTE',
      titulo: INBOX_TITLES.APROVACAO_PENDENTE(),
      supervisor: part.id,
      de: user.nomeUsuario,
      em: at,
    });
  }
}

/** After a supervisor approved his sellers' split: the return is over; the managers hear when every team approved. */
export function onApproved(state: MetasState, network: Network, target: TargetRecord, part: SupervisorPart, user: UserRecord, at: number): void {
  const flow = partWorkflow(part);
  flow.devolucao = null;
  flow.desde = at;
  recordChange(state, target, user, at, { acao: 'APROVACAO', nivel: 'SUPERVISOR', tela: 'RATEIO_VENDEDOR', supervisor: part.id });
  if (target.status === 'Aprovada supervisor') {
    notify(state, managerUsers(network, target.idPuxada), target, {
      tipo: 'LIBERACAO_PENDENTE',
      titulo: INBOX_TITLES.LIBERACAO_PENDENTE(),
      supervisor: part.id,
      de: user.nomeUsuario,
      em: at,
    });
  }
}
