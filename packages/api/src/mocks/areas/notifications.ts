/**
 * Notifications area of the mock backend (notifications spec §2–§9): the grids of a broker and of
 * the manufacturer, the wizard's audience options and edit data, the achievement info, create,
 * edit, toggle, delete, accept and refuse, and the featured images (upload, delete, serve).
 */
import type { HttpHandler } from 'msw';
import { checkHyperlink, checkImageFile, detectImageType, formatFileSize, fromYyyymmdd, notificationUserKind, type NotificationUserKind } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { Network, UserRecord } from '../network';
import type { SeedOptions } from '../seed';
import {
  allowedBrokers,
  audienceItemName,
  audienceItems,
  audienceLookup,
  audienceReach,
  audienceSize,
  audienceText,
  brokerLabel,
  parseBrokerCodes,
  recipientStatus,
  releasedToApp,
  ymdOf,
  ymdToBr,
  type AudienceItem,
  type AudienceKind,
  type AudienceLookup,
  type NotificationRecord,
  type NotificationsState,
  type StoredImage,
} from './notifications-model';
import { seedNotificationsState } from './notifications-seed';
import { decodeBase64, encodeBase64, isSafeFilePart } from './files-common';

export type { NotificationsState } from './notifications-model';

type GridRow = components['schemas']['NotificationGridRow'];
type AudienceRow = components['schemas']['AudienceRow'];
type EditEntry = components['schemas']['EditDataEntry'];
type AchievementInfo = components['schemas']['AchievementInfo'];

/** Seeds the notifications area (see notifications-seed.ts). */
export function seedNotifications(options: SeedOptions): NotificationsState {
  return seedNotificationsState(options);
}

/** Error messages of this area (Portuguese, shown as is by the portal when it shows `message`). */
export const NOTIFICATION_ERRORS = {
  noAccess: 'Usuário sem acesso às notificações.',
  badScope: 'codigoPuxada inválido.',
  outOfScope: 'Broker fora do escopo do usuário.',
  badOrigin: "origem deve ser 'broker' ou 'nestle'.",
  badId: 'Id de notificação inválido.',
  notFound: 'Notificação não encontrada.',
  badBody: 'Requisição inválida.',
  required: 'O título e a mensagem são obrigatórios para criar a notificação.',
  titleTooLong: 'O título deve ter no máximo 90 caracteres.',
  messageTooLong: 'A mensagem deve ter no máximo 600 caracteres.',
  linkTooLong: 'O nome do hyperlink e o link devem ter no máximo 200 caracteres cada.',
  badLink: 'Link inválido: use um endereço http ou https.',
  badDates: 'Período inválido: informe datas no formato yyyymmdd com a data inicial igual ou anterior à final.',
  pastStart: 'A data inicial não pode ser anterior a hoje.',
  pastEnd: 'A data final não pode ser anterior a hoje.',
  badPublic: 'Tipo de público inválido.',
  manufacturerPublic: 'Notificações do fabricante são para solds ou vendedores.',
  emptyAudience: 'Selecione ao menos um item do público.',
  noBranch: 'Selecione ao menos uma Filial e um Broker.',
  userKind: 'tipoUser não corresponde ao usuário.',
  imageMissing: 'Imagem não encontrada. Envie a imagem antes de salvar.',
  badAction: 'Ação inválida.',
  notRecipient: 'A notificação não foi enviada a este broker.',
  disabledByManufacturer: 'Notificação desabilitada pelo fabricante.',
  oneBroker: 'Informe o broker que responde à notificação.',
  badFileName: 'Nome de arquivo inválido.',
  imageNotFound: 'Arquivo não encontrado.',
} as const;

const MAX_TITLE = 90;
const MAX_MESSAGE = 600;
const MAX_LINK = 200;
const ALL = '-1';

type Kind = NotificationUserKind;

/** The brokers a request works on: the asked codes the user may see, or all of them when none are asked. */
function resolveScope(user: UserRecord, network: Network, codigoPuxada: string | null | undefined): number[] | null {
  const asked = parseBrokerCodes(codigoPuxada);
  if (asked === null) return null;
  const allowed = allowedBrokers(user, network);
  return asked.length ? allowed.filter((code) => asked.includes(code)) : allowed;
}

/** Whether a notification belongs to what the user manages (own broker's, or the manufacturer's). */
function manages(kind: Kind, record: NotificationRecord, brokers: readonly number[]): boolean {
  if (record.excluida) return false;
  if (kind === 'broker') return record.origem === 'BROKER' && record.brokers.some((code) => brokers.includes(code));
  return record.origem === 'NESTLE' && record.destinatarios.some((recipient) => brokers.includes(recipient.idPuxada));
}

/** Whether a notification is visible to the user at all (managed, or sent to its broker). */
function sees(kind: Kind, record: NotificationRecord, brokers: readonly number[]): boolean {
  if (manages(kind, record, brokers)) return true;
  return (
    kind === 'broker' &&
    !record.excluida &&
    record.origem === 'NESTLE' &&
    record.destinatarios.some((recipient) => brokers.includes(recipient.idPuxada))
  );
}

const newestFirst = (a: NotificationRecord, b: NotificationRecord) => b.criadoEm - a.criadoEm || b.id - a.id;

function imageUrl(ctx: MockContext, state: NotificationsState, filename: string | null): string {
  if (!filename || !state.images.some((image) => image.filename === filename)) return '';
  return `${ctx.publicBaseUrl}/notificacoes/imagem/${encodeURIComponent(filename)}`;
}

function gridRow(
  ctx: MockContext,
  record: NotificationRecord,
  lookup: AudienceLookup,
  today: string,
  view: { kind: Kind; brokers: readonly number[] },
): GridRow {
  const state = ctx.db.notifications;
  const criado = ymdToBr(ymdOf(record.criadoEm));
  const recipient =
    record.origem === 'NESTLE' && view.kind === 'broker'
      ? record.destinatarios.find((candidate) => view.brokers.includes(candidate.idPuxada))
      : undefined;
  // A broker sees only its own part of a manufacturer notification's audience.
  const audienceBrokers = recipient ? [recipient.idPuxada] : undefined;
  const ferramenta =
    record.origem === 'BROKER'
      ? record.habilitada
      : recipient
        ? recipient.habilitada
        : record.destinatarios.some((candidate) => candidate.habilitada);
  return {
    titulo: `${record.id}|${record.titulo}`,
    mensagem: record.mensagem,
    vigencia: `${ymdToBr(record.dataInicio)} - ${ymdToBr(record.dataFim)} | ${criado}`,
    publico: audienceText(record, lookup, audienceBrokers),
    tipoPublico: String(record.publico),
    origem: record.origem,
    endereco: imageUrl(ctx, state, record.imagem),
    liberadoApp: releasedToApp(record, today, recipient?.idPuxada) ? '1' : '0',
    ferramenta: ferramenta ? '1' : '0',
    nomeHiperlink: record.nomeHiperlink,
    hiperlink: record.hiperlink,
    status: recipient ? recipientStatus(recipient) : null,
    broker:
      record.origem === 'NESTLE'
        ? record.destinatarios.map((candidate) => {
            const broker = lookup.network.brokers.get(candidate.idPuxada);
            return broker ? brokerLabel(broker) : `${candidate.idPuxada} - `;
          })
        : [],
    brokerParticipante:
      record.origem === 'NESTLE' ? record.destinatarios.map((candidate) => `${candidate.idPuxada}-${recipientStatus(candidate)}`) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Payload validation (create and edit).

interface ValidPayload {
  titulo: string;
  mensagem: string;
  dataInicio: string;
  dataFim: string;
  publico: AudienceKind;
  brokers: number[];
  filiais: AudienceItem[];
  canais: AudienceItem[];
  solds: AudienceItem[];
  vendedores: AudienceItem[];
  imagem: string | null;
  tamanhoImagem: string;
  nomeHiperlink: string;
  hiperlink: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : null);

function readItems(value: unknown): AudienceItem[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const items: AudienceItem[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return null;
    const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
    const idPuxada = typeof entry.idPuxada === 'string' && /^\d+$/.test(entry.idPuxada) ? Number(entry.idPuxada) : entry.idPuxada;
    if (typeof id !== 'string' || !id.trim() || typeof idPuxada !== 'number' || !Number.isInteger(idPuxada)) return null;
    items.push({ id: id.trim(), idPuxada });
  }
  return items;
}

const KIND_LABEL: Record<AudienceKind, string> = { 1: 'canal', 2: 'sold', 3: 'vendedor' };

/** Checks the chosen items against the brokers' real channels, solds and sellers; expands 'Todos' (-1). */
function resolveAudience(
  kind: AudienceKind,
  items: AudienceItem[],
  brokers: readonly number[],
  state: NotificationsState,
  lookup: AudienceLookup,
): { items: AudienceItem[] } | { error: string } {
  const result: AudienceItem[] = [];
  const seen = new Set<string>();
  const add = (item: AudienceItem) => {
    const key = `${item.idPuxada}:${item.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push(item);
    }
  };
  const optionsByBroker = new Map<number, { ids: string[]; set: Set<string> }>();
  for (const item of items) {
    if (!brokers.includes(item.idPuxada)) return { error: `${NOTIFICATION_ERRORS.outOfScope} (${item.idPuxada})` };
    let options = optionsByBroker.get(item.idPuxada);
    if (!options) {
      const ids = audienceOptionIds(kind, item.idPuxada, state, lookup);
      options = { ids, set: new Set(ids) };
      optionsByBroker.set(item.idPuxada, options);
    }
    if (item.id === ALL) {
      options.ids.forEach((id) => add({ id, idPuxada: item.idPuxada }));
    } else if (options.set.has(item.id)) {
      add(item);
    } else {
      return { error: `Público inválido: ${KIND_LABEL[kind]} ${item.id} não pertence ao broker ${item.idPuxada}.` };
    }
  }
  return { items: result };
}

/** Ids a broker offers for an audience type: its solds' channels, its solds, its active sellers. */
function audienceOptionIds(kind: AudienceKind, broker: number, state: NotificationsState, lookup: AudienceLookup): string[] {
  const solds = lookup.solds.byBroker.get(broker) ?? [];
  if (kind === 1) {
    const present = new Set(solds.map((sold) => sold.canalId));
    return state.channels.filter((channel) => present.has(channel.id)).map((channel) => String(channel.id));
  }
  if (kind === 2) return solds.map((sold) => sold.codigoSold);
  return (lookup.network.sellersByBroker.get(broker) ?? []).map((seller) => String(seller.idEmpregadoFlexx));
}

function validatePayload(
  ctx: MockContext,
  body: unknown,
  user: UserRecord,
  kind: Kind,
  existing: NotificationRecord | null,
): { value: ValidPayload } | { error: string; field?: string } {
  if (!isRecord(body)) return { error: NOTIFICATION_ERRORS.badBody };
  const state = ctx.db.notifications;
  const network = ctx.db.network;
  const lookup = audienceLookup(state, network);

  const titulo = text(body.titleNotification);
  const mensagem = text(body.messageNotification);
  if (titulo === null || mensagem === null || !titulo.trim() || !mensagem.trim()) return { error: NOTIFICATION_ERRORS.required };
  if (titulo.trim().length > MAX_TITLE) return { error: NOTIFICATION_ERRORS.titleTooLong };
  if (mensagem.trim().length > MAX_MESSAGE) return { error: NOTIFICATION_ERRORS.messageTooLong };

  const dataInicio = text(body.dateStart) ?? '';
  const dataFim = text(body.dateEnd) ?? '';
  if (!fromYyyymmdd(dataInicio) || !fromYyyymmdd(dataFim) || dataInicio > dataFim) return { error: NOTIFICATION_ERRORS.badDates };
  const today = ymdOf(ctx.now());
  if (dataInicio < today && dataInicio !== existing?.dataInicio) return { error: NOTIFICATION_ERRORS.pastStart };
  if (dataFim < today && dataFim !== existing?.dataFim) return { error: NOTIFICATION_ERRORS.pastEnd };

  const tipoUser = body.tipoUser;
  if (tipoUser !== undefined && tipoUser !== (kind === 'broker' ? 1 : 2)) return { error: NOTIFICATION_ERRORS.userKind };

  const publico = body.selectedPublic;
  if (publico !== 1 && publico !== 2 && publico !== 3) return { error: NOTIFICATION_ERRORS.badPublic };
  if (kind === 'fabricante' && publico === 1) return { error: NOTIFICATION_ERRORS.manufacturerPublic };

  const filiaisIn = readItems(body.idFiliais);
  const canaisIn = readItems(body.idCanais);
  const soldsIn = readItems(body.soldsAdded);
  const vendedoresIn = readItems(body.idVendedores);
  if (!filiaisIn || !canaisIn || !soldsIn || !vendedoresIn) return { error: NOTIFICATION_ERRORS.badBody };

  const allowed = new Set(allowedBrokers(user, network));
  existing?.brokers.forEach((code) => allowed.add(code));
  let brokers: number[];
  const filiais: AudienceItem[] = [];
  if (kind === 'fabricante') {
    // The manufacturer addresses brokers through (branch, broker) pairs.
    for (const pair of filiaisIn) {
      const broker = lookup.network.brokers.get(pair.idPuxada);
      if (!broker || !allowed.has(pair.idPuxada)) return { error: `${NOTIFICATION_ERRORS.outOfScope} (${pair.idPuxada})` };
      if (String(broker.filialId) !== pair.id) return { error: `O broker ${pair.idPuxada} não pertence à filial ${pair.id}.` };
      if (!filiais.some((known) => known.idPuxada === pair.idPuxada)) filiais.push(pair);
    }
    if (!filiais.length) return { error: NOTIFICATION_ERRORS.noBranch };
    brokers = filiais.map((pair) => pair.idPuxada);
  } else {
    brokers = [...allowed];
  }

  const chosen = publico === 1 ? canaisIn : publico === 2 ? soldsIn : vendedoresIn;
  const resolved = resolveAudience(publico, chosen, brokers, state, lookup);
  if ('error' in resolved) return resolved;
  if (!resolved.items.length) return { error: NOTIFICATION_ERRORS.emptyAudience };
  if (kind === 'broker') brokers = [...new Set(resolved.items.map((item) => item.idPuxada))];

  const nomeHiperlink = (text(body.hyperlinkNameNotification) ?? '').trim();
  const hiperlink = (text(body.hyperlinkNotification) ?? '').trim();
  if (nomeHiperlink.length > MAX_LINK || hiperlink.length > MAX_LINK)
    return { error: NOTIFICATION_ERRORS.linkTooLong, field: hiperlink.length > MAX_LINK ? 'hyperlinkNotification' : 'hyperlinkNameNotification' };
  // The wizard's own check (core `checkHyperlink`): only http/https, read through case, spaces, control
  // characters and HTML character references ('java\tscript:' and '&#106;avascript:' were stored before).
  if (checkHyperlink(hiperlink) !== null) return { error: NOTIFICATION_ERRORS.badLink, field: 'hyperlinkNotification' };

  const imagem = (text(body.descricaoImagem) ?? '').trim() || null;
  const stored = imagem ? state.images.find((image) => image.filename === imagem) : undefined;
  if (imagem && !stored && imagem !== existing?.imagem) return { error: NOTIFICATION_ERRORS.imageMissing, field: 'descricaoImagem' };
  const tamanho = (text(body.tamanhoImagem) ?? '').trim();

  return {
    value: {
      titulo: titulo.trim(),
      mensagem: mensagem.trim(),
      dataInicio,
      dataFim,
      publico,
      brokers,
      filiais,
      canais: publico === 1 ? resolved.items : [],
      solds: publico === 2 ? resolved.items : [],
      vendedores: publico === 3 ? resolved.items : [],
      imagem,
      tamanhoImagem: imagem ? tamanho || (stored ? formatFileSize(stored.size) : '') : '',
      nomeHiperlink,
      hiperlink,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Images.

// Base64 and file names: ./files-common.ts (shared with the carousel).

// ---------------------------------------------------------------------------------------------
// Handlers.

export function notificationsHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.notifications;
  const network = () => ctx.db.network;
  const kindOf = (user: UserRecord) => notificationUserKind(user.funcaoUsuario);
  const findRecord = (id: number) => state().notifications.find((record) => record.id === id && !record.excluida);
  const idOf = (value: unknown) => {
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(id) ? id : null;
  };
  const touch = (record: NotificationRecord, user: UserRecord) => {
    record.atualizadoEm = ctx.now();
    record.atualizadoPor = user.email;
  };

  /**
   * Who reads a list (grid or audience options): signed in, with notifications access, a valid
   * origem and a broker scope of their own — or the answer that refuses them.
   */
  const readerOf = (request: Request, origem: string | null, codigoPuxada: string | null) => {
    const user = ctx.userOf(request);
    if (!user) return { refusal: ctx.unauthorized() };
    const kind = kindOf(user);
    if (!kind) return { refusal: ctx.error(400, NOTIFICATION_ERRORS.noAccess) };
    if (origem !== 'broker' && origem !== 'nestle') return { refusal: ctx.error(400, NOTIFICATION_ERRORS.badOrigin) };
    const brokers = resolveScope(user, network(), codigoPuxada);
    if (!brokers) return { refusal: ctx.error(400, NOTIFICATION_ERRORS.badScope) };
    return { user, kind, origem, brokers };
  };

  return [
    http.get('/notificacoes/getdadosgrid', ({ request, query, response }) => {
      const reader = readerOf(request, query.get('origem'), query.get('codigoPuxada'));
      if ('refusal' in reader) return reader.refusal;
      const { kind, origem, brokers } = reader;
      const lookup = audienceLookup(state(), network());
      const today = ymdOf(ctx.now());
      const wanted = kind === 'fabricante' ? 'NESTLE' : origem === 'nestle' ? 'NESTLE' : 'BROKER';
      const rows = state()
        .notifications.filter((record) => record.origem === wanted && sees(kind, record, brokers))
        .sort(newestFirst)
        .map((record) => gridRow(ctx, record, lookup, today, { kind, brokers }));
      return response(200).json(rows);
    }),

    http.get('/notificacoes/getdadosnotificacoes', ({ request, query, response }) => {
      const reader = readerOf(request, query.get('origem'), query.get('codigoPuxada'));
      if ('refusal' in reader) return reader.refusal;
      const { kind, brokers } = reader;
      const lookup = audienceLookup(state(), network());
      const rows: AudienceRow[] = [];
      const filiais = new Set(brokers.map((code) => lookup.network.brokers.get(code)?.filialId));
      for (const branch of network().branches) {
        if (filiais.has(branch.id)) rows.push({ identificador: 'FILIAL', dadosBase: `${branch.id} - ${branch.nome}`, relacionamento: null });
      }
      for (const code of brokers) {
        const broker = lookup.network.brokers.get(code);
        if (broker) rows.push({ identificador: 'BROKER', dadosBase: brokerLabel(broker), relacionamento: String(broker.filialId) });
      }
      for (const code of brokers) {
        const relacionamento = String(code);
        if (kind === 'broker') {
          for (const id of audienceOptionIds(1, code, state(), lookup)) {
            rows.push({ identificador: 'CANAIS', dadosBase: `${id} - ${lookup.channels.get(Number(id))?.nome ?? ''}`, relacionamento });
          }
        }
        for (const sold of lookup.solds.byBroker.get(code) ?? []) {
          rows.push({ identificador: 'SOLD', dadosBase: `${sold.codigoSold} - ${sold.nomeSold}`, relacionamento });
        }
        for (const seller of lookup.network.sellersByBroker.get(code) ?? []) {
          rows.push({ identificador: 'VENDEDOR', dadosBase: `${seller.idEmpregadoFlexx} - ${seller.nome}`, relacionamento });
        }
      }
      return response(200).json(rows);
    }),

    http.get('/notificacoes/getdadosedit', ({ request, query, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const kind = kindOf(user);
      if (!kind) return response(400).json({ message: NOTIFICATION_ERRORS.noAccess });
      const brokers = resolveScope(user, network(), query.get('codigoPuxada'));
      if (!brokers) return response(400).json({ message: NOTIFICATION_ERRORS.badScope });
      const id = idOf(query.get('id'));
      if (id === null) return response(400).json({ message: NOTIFICATION_ERRORS.badId });
      const record = findRecord(id);
      if (!record || !manages(kind, record, brokers)) return response(400).json({ message: NOTIFICATION_ERRORS.notFound });
      const lookup = audienceLookup(state(), network());
      const entry = (identificador: EditEntry['identificador'], dadoBase: string, relacionamento: string | null = null): EditEntry => ({
        identificador,
        dadoBase,
        relacionamento,
      });
      const entries: EditEntry[] = [entry('DATA_INICIAL', record.dataInicio), entry('DATA_FINAL', record.dataFim)];
      if (record.origem === 'NESTLE') {
        const branchIds = [...new Set(record.filiais.map((pair) => Number(pair.id)))];
        for (const branch of network().branches) {
          if (branchIds.includes(branch.id)) entries.push(entry('FILIAL', `${branch.id} - ${branch.nome}`));
        }
        for (const pair of record.filiais) {
          const broker = lookup.network.brokers.get(pair.idPuxada);
          if (broker) entries.push(entry('BROKER', brokerLabel(broker), pair.id));
        }
      }
      const identificador = record.publico === 1 ? 'CANAIS' : record.publico === 2 ? 'SOLD' : 'VENDEDOR';
      for (const item of audienceItems(record)) {
        entries.push(entry(identificador, `${item.id} - ${audienceItemName(record.publico, item, lookup)}`, String(item.idPuxada)));
      }
      entries.push(
        entry('TITULO', record.titulo),
        entry('MENSAGEM', record.mensagem),
        entry('IMAGEM', record.imagem ?? ''),
        entry('TAMANHO_IMAGEM', record.imagem ? record.tamanhoImagem : ''),
        entry('NOME_HYPERLINK', record.nomeHiperlink),
        entry('URL_HYPERLINK', record.hiperlink),
      );
      return response(200).json(entries);
    }),

    http.get('/notificacoes/getinfonotificacoes', ({ request, query, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const kind = kindOf(user);
      if (!kind) return response(400).json({ message: NOTIFICATION_ERRORS.noAccess });
      const id = idOf(query.get('idNotificacao'));
      if (id === null) return response(400).json({ message: NOTIFICATION_ERRORS.badId });
      const record = findRecord(id);
      // Unknown, deleted or someone else's: the empty result ('Atenção! Não houve dados retornados.').
      if (!record || !sees(kind, record, allowedBrokers(user, network()))) return response(200).json([]);
      const reach = audienceReach(record, audienceLookup(state(), network()));
      const info: AchievementInfo = {
        ID_NOTIFICACAO: record.id,
        ORIGEM: record.origem,
        QTD_BROKER: record.brokers.length,
        PUBLICO: record.publico === 1 ? 'CANAL' : record.publico === 2 ? 'SOLD' : 'VENDEDOR',
        QTD_LIDOS: record.lidos,
        QTD_CANAIS: reach.canais,
        QTD_SOLD: reach.solds,
        QTD_VENDEDOR: reach.vendedores,
      };
      return response(200).json([{ jsonRetorno: JSON.stringify([info]) }]);
    }),

    http.post('/notificacoes/criarnotificacoes', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const kind = kindOf(user);
      if (!kind) return response(400).json({ message: NOTIFICATION_ERRORS.noAccess });
      const body: unknown = await request.json().catch(() => null);
      const result = validatePayload(ctx, body, user, kind, null);
      if ('error' in result) return response(400).json({ message: result.error, code: 'BAD_REQUEST', ...('field' in result && result.field ? { field: result.field } : {}) });
      const now = ctx.now();
      const { filiais, ...value } = result.value;
      const record: NotificationRecord = {
        id: state().nextId++,
        origem: kind === 'broker' ? 'BROKER' : 'NESTLE',
        ...value,
        filiais,
        criadoEm: now,
        criadoPor: { idUsuario: user.idUsuario, email: user.email },
        atualizadoEm: null,
        atualizadoPor: null,
        habilitada: true,
        destinatarios:
          kind === 'broker'
            ? []
            : filiais.map((pair) => ({
                idPuxada: pair.idPuxada,
                filialId: Number(pair.id),
                resposta: 'aguardando' as const,
                habilitada: true,
                respondidoEm: null,
                respondidoPor: null,
              })),
        lidos: 0,
        excluida: false,
        excluidaEm: null,
      };
      state().notifications.push(record);
      ctx.commit();
      return response(200).json(true);
    }),

    http.post('/notificacoes/editarnotificacoes', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const kind = kindOf(user);
      if (!kind) return response(400).json({ message: NOTIFICATION_ERRORS.noAccess });
      const body: unknown = await request.json().catch(() => null);
      const id = isRecord(body) ? idOf(body.idNotificacao) : null;
      if (id === null) return response(400).json({ message: NOTIFICATION_ERRORS.badId });
      const record = findRecord(id);
      if (!record || !manages(kind, record, allowedBrokers(user, network()))) {
        return response(400).json({ message: NOTIFICATION_ERRORS.notFound });
      }
      const result = validatePayload(ctx, body, user, kind, record);
      if ('error' in result) return response(400).json({ message: result.error, code: 'BAD_REQUEST', ...('field' in result && result.field ? { field: result.field } : {}) });
      const { filiais, ...value } = result.value;
      Object.assign(record, value, { filiais });
      if (record.origem === 'NESTLE') {
        // Brokers still addressed keep their answer and switch; new ones start 'Aguardando resposta'.
        record.destinatarios = filiais.map((pair) => {
          const known = record.destinatarios.find((recipient) => recipient.idPuxada === pair.idPuxada);
          return known
            ? { ...known, filialId: Number(pair.id) }
            : { idPuxada: pair.idPuxada, filialId: Number(pair.id), resposta: 'aguardando' as const, habilitada: true, respondidoEm: null, respondidoPor: null };
        });
      }
      record.lidos = Math.min(record.lidos, audienceSize(record));
      touch(record, user);
      ctx.commit();
      return response(200).json(true);
    }),

    http.post('/notificacoes/atualizarnotificacoes', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const kind = kindOf(user);
      if (!kind) return response(400).json({ message: NOTIFICATION_ERRORS.noAccess });
      const body: unknown = await request.json().catch(() => null);
      if (!isRecord(body)) return response(400).json({ message: NOTIFICATION_ERRORS.badBody });
      const id = idOf(body.idNotificacao);
      if (id === null) return response(400).json({ message: NOTIFICATION_ERRORS.badId });
      const codes = parseBrokerCodes(typeof body.codigoPuxada === 'number' ? String(body.codigoPuxada) : (text(body.codigoPuxada) ?? ''));
      if (codes === null) return response(400).json({ message: NOTIFICATION_ERRORS.badScope });
      const acao = body.indAcao;
      const estado = body.indEstadoAcao;
      const allowed = allowedBrokers(user, network());
      const record = findRecord(id);

      if (acao === 1 || acao === 2) {
        if (acao === 1 && estado !== 0 && estado !== 1) return response(400).json({ message: NOTIFICATION_ERRORS.badAction });
        if (acao === 2 && estado !== 1) return response(400).json({ message: NOTIFICATION_ERRORS.badAction });
        if (!record || !manages(kind, record, allowed)) return response(400).json({ message: NOTIFICATION_ERRORS.notFound });
        if (kind === 'broker' && codes.some((code) => !allowed.includes(code))) {
          return response(400).json({ message: NOTIFICATION_ERRORS.outOfScope });
        }
        if (acao === 2) {
          // The image stays: the portal removes it next (deleteimagenotificacao, ambiente prod).
          record.excluida = true;
          record.excluidaEm = ctx.now();
        } else if (record.origem === 'BROKER') {
          record.habilitada = estado === 1;
        } else {
          // The manufacturer's switch targets the listed brokers (all addressed ones when none are listed).
          const targets = codes.length ? codes : record.destinatarios.map((recipient) => recipient.idPuxada);
          const unknown = targets.find((code) => !record.destinatarios.some((recipient) => recipient.idPuxada === code));
          if (unknown !== undefined) return response(400).json({ message: `${NOTIFICATION_ERRORS.notRecipient} (${unknown})` });
          for (const recipient of record.destinatarios) {
            if (targets.includes(recipient.idPuxada)) recipient.habilitada = estado === 1;
          }
        }
        touch(record, user);
        ctx.commit();
        return response(200).json(true);
      }

      if (acao === 3) {
        if (estado !== 2 && estado !== 4) return response(400).json({ message: NOTIFICATION_ERRORS.badAction });
        if (kind !== 'broker') return response(400).json({ message: NOTIFICATION_ERRORS.badAction });
        const targets = codes.length ? codes : allowed.length === 1 ? allowed : [];
        const [broker] = targets;
        if (broker === undefined || targets.length !== 1) return response(400).json({ message: NOTIFICATION_ERRORS.oneBroker });
        if (!allowed.includes(broker)) return response(400).json({ message: NOTIFICATION_ERRORS.outOfScope });
        if (!record || record.origem !== 'NESTLE') return response(400).json({ message: NOTIFICATION_ERRORS.notFound });
        const recipient = record.destinatarios.find((candidate) => candidate.idPuxada === broker);
        if (!recipient) return response(400).json({ message: NOTIFICATION_ERRORS.notRecipient });
        if (!recipient.habilitada) return response(400).json({ message: NOTIFICATION_ERRORS.disabledByManufacturer });
        recipient.resposta = estado === 2 ? 'aceita' : 'recusada';
        recipient.respondidoEm = ctx.now();
        recipient.respondidoPor = user.email;
        ctx.commit();
        return response(200).json(true);
      }
      return response(400).json({ message: NOTIFICATION_ERRORS.badAction });
    }),

    http.post('/notificacoes/uploadimagemnotificacao', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body: unknown = await request.json().catch(() => null);
      const files = isRecord(body) && Array.isArray(body.fileInfo) ? (body.fileInfo as unknown[]) : null;
      if (!files || !files.length) return response(400).json({ message: NOTIFICATION_ERRORS.badBody });
      const accepted: StoredImage[] = [];
      for (const file of files) {
        if (!isRecord(file)) return response(400).json({ message: NOTIFICATION_ERRORS.badBody });
        const name = text(file.name)?.trim() ?? '';
        const extension = text(file.extension)?.trim().toLowerCase().replace(/^\./, '') ?? '';
        const ambiente = text(file.ambiente)?.trim() || 'prod';
        if (!name || !extension || !isSafeFilePart(name) || !isSafeFilePart(extension)) {
          return response(400).json({ message: NOTIFICATION_ERRORS.badFileName });
        }
        const bytes = decodeBase64(text(file.base64) ?? '');
        const filename = `${name}.${extension}`;
        const check = bytes
          ? checkImageFile({ name: filename, size: bytes.length, bytes: bytes.subarray(0, 16) })
          : { ok: false as const, message: 'Arquivo corrompido ou tipo inválido' };
        const type = bytes ? detectImageType(bytes) : null;
        if (!check.ok || !bytes || !type) return response(400).json({ message: check.ok ? 'Arquivo corrompido ou tipo inválido' : check.message });
        accepted.push({
          filename,
          contentType: type === 'png' ? 'image/png' : 'image/jpeg',
          base64: encodeBase64(bytes),
          size: bytes.length,
          ambiente,
          enviadaEm: ctx.now(),
        });
      }
      // An upload under an existing name replaces that file.
      const names = new Set(accepted.map((image) => image.filename));
      state().images = [...state().images.filter((image) => !names.has(image.filename)), ...accepted];
      ctx.commit();
      return response(200).json(true);
    }),

    http.get('/notificacoes/deleteimagenotificacao', ({ request, query, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const filename = query.get('filename')?.trim() ?? '';
      if (!isSafeFilePart(filename)) return response(400).json({ message: NOTIFICATION_ERRORS.badFileName });
      // Idempotent: deleting a file that is already gone succeeds, so a retried cleanup never fails.
      state().images = state().images.filter((image) => image.filename !== filename);
      ctx.commit();
      return response(200).json(true);
    }),

    http.get('/notificacoes/imagem/{filename}', ({ params, response }) => {
      const image = state().images.find((candidate) => candidate.filename === params.filename);
      const bytes = image ? decodeBase64(image.base64) : null;
      if (!image || !bytes) return response(404).json({ message: NOTIFICATION_ERRORS.imageNotFound, code: 'NOT_FOUND' });
      return response.untyped(
        new Response(bytes as Uint8Array<ArrayBuffer>, {
          status: 200,
          headers: { 'Content-Type': image.contentType, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-cache' },
        }),
      );
    }),
  ];
}
