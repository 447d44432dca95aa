/**
 * Seed of the notifications area: channels, every broker's solds (a few hundred each, 100,000 in
 * all for the large network), broker notifications and manufacturer notifications covering every
 * status a broker sees, and the seed images. Deterministic: it draws one number from the shared
 * random source and uses its own stream from there, so the size of this seed never shifts the data
 * of the areas seeded after it.
 */
import { formatFileSize } from '@conecta/core';
import { createRng, type Rng } from '../rng';
import type { SeedOptions } from '../seed';
import type { Network, UserRecord } from '../network';
import {
  audienceSize,
  networkIndex,
  ymdPlusDays,
  type AudienceItem,
  type AudienceKind,
  type BrokerAnswer,
  type NotificationChannel,
  type NotificationRecord,
  type NotificationSold,
  type NotificationsState,
} from './notifications-model';
import { NOTIFICATION_SEED_IMAGES } from './notifications-images';

export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = [
  { id: 12, nome: 'Autosserviço' },
  { id: 14, nome: 'Atacado' },
  { id: 16, nome: 'Farma' },
  { id: 18, nome: 'Bares e Restaurantes' },
  { id: 20, nome: 'Padarias' },
  { id: 22, nome: 'Conveniência' },
];

/** Shop-name prefixes per channel, and how common each channel is (weights sum to 100). */
const CHANNEL_SHOPS: Record<number, { weight: number; prefixes: readonly string[] }> = {
  12: { weight: 35, prefixes: ['Supermercado', 'Mercadinho', 'Minimercado', 'Mercado', 'Hipermercado', 'Mercearia'] },
  14: { weight: 10, prefixes: ['Atacadão', 'Atacadista', 'Distribuidora', 'Comercial Atacadista'] },
  16: { weight: 10, prefixes: ['Drogaria', 'Farmácia', 'Farma'] },
  18: { weight: 20, prefixes: ['Bar', 'Restaurante', 'Lanchonete', 'Bar e Restaurante', 'Choperia', 'Cantina'] },
  20: { weight: 15, prefixes: ['Padaria', 'Panificadora', 'Confeitaria', 'Padaria e Confeitaria'] },
  22: { weight: 10, prefixes: ['Conveniência', 'Empório', 'Quitanda', 'Posto e Conveniência'] },
};

const SHOP_NAMES = [
  'São Jorge', 'Bom Preço', 'Santa Luzia', 'Nossa Senhora Aparecida', 'Estrela do Norte', 'Primavera',
  'Boa Vista', 'Dois Irmãos', 'Central', 'Progresso', 'Real', 'da Família', 'Pão Quente', 'Ponto Certo',
  'Bela Vista', 'Santo Antônio', 'São José', 'Vitória', 'Sol Nascente', 'Jardim América', 'Irmãos Rocha',
  'do Povo', 'Esperança', 'Rio Branco', 'Paraíso', 'União', 'Modelo', 'Avenida', 'Alvorada', 'Tropical',
  'Novo Horizonte', 'Recanto', 'Três Corações', 'Bom Jesus', 'Popular', 'Lírio do Vale', 'Cristo Rei',
  'Planalto', 'Monte Sião', 'Vila Nova', 'Boa Esperança', 'Santa Rita', 'do Zé', 'Estrela', 'Ipiranga',
];
const SHOP_SUFFIXES = ['', '', '', ' Ltda', ' ME', ' EIRELI'];

/** Solds per broker: a few hundred in the demo; 100,000 in all for the large network. */
const LARGE_SOLDS_TOTAL = 100_000;

function pickChannel(rng: Rng): number {
  let roll = rng.int(1, 100);
  for (const channel of NOTIFICATION_CHANNELS) {
    roll -= CHANNEL_SHOPS[channel.id]?.weight ?? 0;
    if (roll <= 0) return channel.id;
  }
  return 12;
}

function seedSolds(rng: Rng, network: Network): NotificationSold[] {
  const { sellersByBroker } = networkIndex(network);
  const solds: NotificationSold[] = [];
  const brokers = network.brokers;
  let code = 1_000_000;
  brokers.forEach((broker, index) => {
    const count =
      network.size === 'large'
        ? Math.floor(LARGE_SOLDS_TOTAL / brokers.length) + (index < LARGE_SOLDS_TOTAL % brokers.length ? 1 : 0)
        : rng.int(180, 320);
    const sellers = sellersByBroker.get(broker.idPuxada) ?? [];
    for (let i = 0; i < count; i += 1) {
      code += rng.int(1, 97);
      const canalId = pickChannel(rng);
      const prefixes = CHANNEL_SHOPS[canalId]?.prefixes ?? ['Mercado'];
      solds.push({
        codigoSold: String(code).padStart(10, '0'),
        nomeSold: `${rng.pick(prefixes)} ${rng.pick(SHOP_NAMES)}${rng.pick(SHOP_SUFFIXES)}`,
        idPuxada: broker.idPuxada,
        canalId,
        vendedorId: sellers.length ? rng.pick(sellers).idEmpregadoFlexx : null,
      });
    }
  });
  return solds;
}

/** Picks `count` distinct elements (fewer when the list is shorter), keeping the list's order. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rng.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
}

interface BrokerTemplate {
  titulo: string;
  mensagem: string;
  publico: AudienceKind;
  /** Channel ids for a channel audience. */
  canais?: number[];
  imagem?: string;
  link?: [string, string];
}

const BROKER_TEMPLATES: readonly BrokerTemplate[] = [
  {
    titulo: 'Nova linha de CAFÉ SOLÚVEL disponível',
    mensagem: 'A partir de segunda-feira os pedidos de CAFÉ SOLÚVEL 200 g podem ser feitos pelo app.',
    publico: 1,
    canais: [12, 14],
    imagem: 'lancamento-cafe-soluvel.png',
    link: ['Ver catálogo', 'https://www.conecta.example/catalogo/cafe-soluvel'],
  },
  {
    titulo: 'Mudança no horário de entregas',
    mensagem: 'Durante o feriado as entregas da rota Centro serão feitas na quinta-feira pela manhã. Programe seus pedidos com antecedência.',
    publico: 2,
  },
  {
    titulo: 'Meta semanal de BISCOITOS',
    mensagem: 'Faltam poucos dias para o fechamento: reforcem a positivação de BISCOITOS nas padarias e mercadinhos da carteira.',
    publico: 3,
    imagem: 'campanha-biscoitos.png',
  },
  {
    titulo: 'Degustação de CHOCOLATES no fim de semana',
    mensagem: 'Lojas do Autosserviço recebem material de degustação no sábado. Confirmem a exposição na entrada da loja.',
    publico: 1,
    canais: [12],
    link: ['Regulamento da ação', 'https://www.conecta.example/acoes/degustacao-chocolates'],
  },
  {
    titulo: 'Pedido mínimo atualizado',
    mensagem: 'O pedido mínimo para Bares e Restaurantes e Padarias passa a ser de R$ 250,00 a partir do dia 1º.',
    publico: 1,
    canais: [18, 20],
  },
  {
    titulo: 'Treinamento de exposição no PDV',
    mensagem: 'Treinamento online na terça-feira às 9h: boas práticas de exposição, precificação e ponto extra.',
    publico: 3,
    imagem: 'treinamento-pdv.png',
    link: ['Inscreva-se', 'https://www.conecta.example/treinamentos/exposicao-pdv'],
  },
  {
    titulo: 'Bonificação de LÁCTEOS no canal Farma',
    mensagem: 'Bonificação de 3% nas compras de LÁCTEOS acima de 10 caixas para farmácias e drogarias.',
    publico: 1,
    canais: [16],
  },
  {
    titulo: 'Ruptura pontual de ÁGUAS 1,5 L',
    mensagem: 'Houve ruptura pontual de ÁGUAS 1,5 L no centro de distribuição; previsão de normalização em 5 dias.',
    publico: 2,
  },
];

/** Validity periods relative to the seed day: [start offset, end offset, days of creation before the start (or before today)]. */
const PERIODS: ReadonlyArray<[number, number, number]> = [
  [-10, 20, 3],
  [3, 30, 2],
  [-45, -5, 4],
  [-2, 5, 1],
  [0, 14, 6],
  [7, 21, 1],
  [-20, 10, 2],
  [-30, -2, 5],
];

interface ManufacturerTemplate {
  titulo: string;
  mensagem: string;
  publico: 2 | 3;
  /** Addressed brokers with their answer; `false` as the third item switches that broker off. */
  destinos: ReadonlyArray<[number, BrokerAnswer] | [number, BrokerAnswer, false]>;
  periodo: [number, number, number];
  criador: 'fabricante' | 'trade';
  imagem?: string;
  link?: [string, string];
}

const MANUFACTURER_TEMPLATES: readonly ManufacturerTemplate[] = [
  {
    titulo: 'Campanha BISCOITOS volta às aulas',
    mensagem: 'Metas de BISCOITOS com bonificação extra até o fim do mês. Foco em padarias e mercadinhos de bairro.',
    publico: 3,
    destinos: [
      [10234, 'aguardando'],
      [10587, 'aceita'],
    ],
    periodo: [-3, 25, 2],
    criador: 'fabricante',
    imagem: 'campanha-biscoitos.png',
  },
  {
    titulo: 'Lançamento CAFÉ SOLÚVEL 200 g',
    mensagem: 'O novo CAFÉ SOLÚVEL 200 g chega às lojas neste mês. Garanta o abastecimento e a exposição no nível dos olhos.',
    publico: 2,
    destinos: [
      [10234, 'aceita'],
      [10587, 'aceita'],
      [11020, 'aguardando'],
    ],
    periodo: [-6, 40, 3],
    criador: 'fabricante',
    imagem: 'lancamento-cafe-soluvel.png',
    link: ['Conheça o produto', 'https://www.conecta.example/lancamentos/cafe-soluvel-200g'],
  },
  {
    titulo: 'Páscoa: exposição de CHOCOLATES',
    mensagem: 'Montagem de ilhas de CHOCOLATES nas lojas selecionadas. O material de ponto de venda segue com a próxima entrega.',
    publico: 2,
    destinos: [
      [10234, 'recusada'],
      [11020, 'aguardando'],
    ],
    periodo: [5, 35, 1],
    criador: 'trade',
  },
  {
    titulo: 'Pesquisa de preços de NUTRIÇÃO INFANTIL',
    mensagem: 'Registrem no app os preços praticados de NUTRIÇÃO INFANTIL em cada visita desta semana.',
    publico: 3,
    destinos: [[10234, 'aguardando', false]],
    periodo: [-1, 6, 1],
    criador: 'trade',
  },
  {
    titulo: 'Nova tabela de LÁCTEOS',
    mensagem: 'A nova tabela de LÁCTEOS entra em vigor na próxima semana. Revisem os pedidos programados.',
    publico: 3,
    destinos: [
      [10587, 'recusada'],
      [11020, 'aceita'],
      [11458, 'aguardando'],
    ],
    periodo: [2, 20, 2],
    criador: 'fabricante',
  },
  {
    titulo: 'Ruptura zero em CULINÁRIOS',
    mensagem: 'Confiram o estoque de CULINÁRIOS em cada visita e registrem rupturas pelo app para reposição imediata.',
    publico: 2,
    destinos: [
      [10234, 'aceita'],
      [12011, 'aceita'],
    ],
    periodo: [-15, 15, 4],
    criador: 'fabricante',
    link: ['Guia de reposição', 'https://www.conecta.example/guias/reposicao-culinarios'],
  },
  {
    titulo: 'Convenção de vendas do segundo semestre',
    mensagem: 'A convenção de vendas acontece no dia 15, às 8h, no auditório da filial. Confirmem presença com o supervisor.',
    publico: 3,
    destinos: [
      [10234, 'aguardando'],
      [10587, 'aguardando'],
      [11020, 'recusada'],
      [11458, 'aceita', false],
      [12011, 'aguardando'],
    ],
    periodo: [10, 12, 3],
    criador: 'trade',
    imagem: 'treinamento-pdv.png',
  },
  {
    titulo: 'Encerramento da campanha de SORVETES',
    mensagem: 'A campanha de SORVETES terminou. Obrigado pela parceria: os resultados serão apresentados na reunião mensal.',
    publico: 2,
    destinos: [
      [10234, 'aceita', false],
      [10587, 'aceita'],
    ],
    periodo: [-60, -20, 5],
    criador: 'fabricante',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function userFor(network: Network, broker: number, rng: Rng): UserRecord | null {
  const candidates = network.users.filter(
    (user) => user.tipoUsuario === 3 && user.idPuxada === broker && !user.inativo && [16, 10].includes(user.funcaoUsuario),
  );
  return candidates.length ? rng.pick(candidates) : null;
}

/** Reads of a seeded notification: none before it starts, part of the audience afterwards. */
function seededReads(rng: Rng, record: NotificationRecord, today: string): number {
  if (record.dataInicio > today) return 0;
  const size = audienceSize(record);
  return Math.min(size, Math.round(size * (0.2 + rng.next() * 0.7)));
}

/** Builds the seed. `empty` keeps channels and solds (reference data) but no notifications. */
export function seedNotificationsState({ empty, now, rng: shared, network }: SeedOptions): NotificationsState {
  const rng = createRng(Math.floor(shared.next() * 0x1_0000_0000));
  const solds = seedSolds(rng, network);
  const state: NotificationsState = {
    channels: NOTIFICATION_CHANNELS.map((channel) => ({ ...channel })),
    solds,
    notifications: [],
    images: [],
    nextId: 301,
  };
  if (empty) return state;

  const { sellersByBroker, brokers: brokerMap } = networkIndex(network);
  const soldsByBroker = new Map<number, NotificationSold[]>();
  for (const sold of solds) {
    const list = soldsByBroker.get(sold.idPuxada) ?? [];
    list.push(sold);
    soldsByBroker.set(sold.idPuxada, list);
  }
  const today = ymdPlusDays(now, 0);
  const record = (fields: Partial<NotificationRecord> & Pick<NotificationRecord, 'origem' | 'titulo' | 'mensagem' | 'publico'>) => {
    const base: NotificationRecord = {
      id: state.nextId++,
      dataInicio: today,
      dataFim: today,
      criadoEm: now,
      criadoPor: null,
      atualizadoEm: null,
      atualizadoPor: null,
      brokers: [],
      filiais: [],
      canais: [],
      solds: [],
      vendedores: [],
      habilitada: true,
      destinatarios: [],
      imagem: null,
      tamanhoImagem: '',
      nomeHiperlink: '',
      hiperlink: '',
      lidos: 0,
      excluida: false,
      excluidaEm: null,
      ...fields,
    };
    // Each notification gets its own copy of its image, so deleting one never takes another's.
    const image = NOTIFICATION_SEED_IMAGES.find((candidate) => candidate.filename === base.imagem);
    if (image) {
      base.imagem = image.filename.replace(/\.png$/, `-${base.id}.png`);
      state.images.push({
        filename: base.imagem,
        contentType: image.contentType,
        base64: image.base64,
        size: image.size,
        ambiente: 'prod',
        enviadaEm: base.criadoEm,
      });
    }
    base.lidos = seededReads(rng, base, today);
    state.notifications.push(base);
    return base;
  };
  const period = ([start, end, createdBefore]: readonly [number, number, number]) => ({
    dataInicio: ymdPlusDays(now, start),
    dataFim: ymdPlusDays(now, end),
    // Created `createdBefore` days before it starts, or that many days ago when it starts later on.
    criadoEm: now - (Math.max(0, -start) + createdBefore) * DAY_MS - rng.int(1, 8 * 60) * 60_000,
  });
  const imageSize = (name: string | undefined) => {
    const image = NOTIFICATION_SEED_IMAGES.find((candidate) => candidate.filename === name);
    return image ? formatFileSize(image.size) : '';
  };
  const audience = (broker: number, kind: AudienceKind, canais: number[] = []): Pick<NotificationRecord, 'canais' | 'solds' | 'vendedores'> => {
    if (kind === 1) return { canais: canais.map((id) => ({ id: String(id), idPuxada: broker })), solds: [], vendedores: [] };
    if (kind === 2) {
      const chosen = sample(rng, soldsByBroker.get(broker) ?? [], rng.int(3, 12));
      return { canais: [], solds: chosen.map((sold) => ({ id: sold.codigoSold, idPuxada: broker })), vendedores: [] };
    }
    const sellers = sellersByBroker.get(broker) ?? [];
    const chosen = sample(rng, sellers, Math.min(sellers.length, rng.int(2, 6)));
    return { canais: [], solds: [], vendedores: chosen.map((seller) => ({ id: String(seller.idEmpregadoFlexx), idPuxada: broker })) };
  };

  // Manufacturer notifications first (lower codes: they are older campaigns), then the brokers' own.
  const creators = {
    fabricante: network.users.find((user) => user.email === 'fabricante@conecta.example') ?? null,
    trade: network.users.find((user) => user.email === 'trade@conecta.example') ?? null,
  };
  for (const template of MANUFACTURER_TEMPLATES) {
    const destinos = template.destinos.filter(([code]) => brokerMap.has(code));
    if (!destinos.length) continue;
    const creator = creators[template.criador];
    const dates = period(template.periodo);
    const items: AudienceItem[] = [];
    for (const [code] of destinos) {
      const part = audience(code, template.publico);
      items.push(...(template.publico === 2 ? part.solds : part.vendedores));
    }
    record({
      origem: 'NESTLE',
      titulo: template.titulo,
      mensagem: template.mensagem,
      publico: template.publico,
      ...dates,
      criadoPor: creator ? { idUsuario: creator.idUsuario, email: creator.email } : null,
      brokers: destinos.map(([code]) => code),
      filiais: destinos.map(([code]) => ({ id: String(brokerMap.get(code)?.filialId ?? 0), idPuxada: code })),
      solds: template.publico === 2 ? items : [],
      vendedores: template.publico === 3 ? items : [],
      destinatarios: destinos.map(([code, resposta, enabled]) => ({
        idPuxada: code,
        filialId: brokerMap.get(code)?.filialId ?? 0,
        resposta,
        habilitada: enabled !== false,
        respondidoEm: resposta === 'aguardando' ? null : dates.criadoEm + rng.int(1, 48) * 3_600_000,
        respondidoPor: resposta === 'aguardando' ? null : (userFor(network, code, rng)?.email ?? null),
      })),
      imagem: template.imagem ?? null,
      tamanhoImagem: imageSize(template.imagem),
      nomeHiperlink: template.link?.[0] ?? '',
      hiperlink: template.link?.[1] ?? '',
    });
  }

  for (const broker of network.brokers) {
    const isDemo = broker.idPuxada === 10234;
    const templates = isDemo ? BROKER_TEMPLATES : sample(rng, BROKER_TEMPLATES, rng.int(3, 4));
    const demoCreators = network.users.filter((user) => ['broker@conecta.example', 'gerente@conecta.example'].includes(user.email));
    templates.forEach((template, index) => {
      const creator = isDemo && demoCreators.length ? rng.pick(demoCreators) : userFor(network, broker.idPuxada, rng);
      record({
        origem: 'BROKER',
        titulo: template.titulo,
        mensagem: template.mensagem,
        publico: template.publico,
        ...period(PERIODS[(index + broker.filialId) % PERIODS.length] ?? [0, 7, 1]),
        criadoPor: creator ? { idUsuario: creator.idUsuario, email: creator.email } : null,
        brokers: [broker.idPuxada],
        ...audience(broker.idPuxada, template.publico, template.canais),
        // The demo broker has one switched-off notification of each kind; others one in four.
        habilitada: isDemo ? index !== 4 && index !== 7 : rng.next() >= 0.25,
        imagem: template.imagem ?? null,
        tamanhoImagem: imageSize(template.imagem),
        nomeHiperlink: template.link?.[0] ?? '',
        hiperlink: template.link?.[1] ?? '',
      });
    });
  }

  return state;
}
