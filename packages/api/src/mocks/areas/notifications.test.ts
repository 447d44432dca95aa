import { describe, expect, it } from 'vitest';
import { toYyyymmdd } from '@conecta/core';
import type { components } from '../../generated/schema';
import { createDb } from '../db';
import { createTestBackend, mockFetch, TEST_BASE_URL, type TestBackend } from '../testing';
import { NOTIFICATION_SEED_IMAGES } from './notifications-images';

type CreatePayload = components['schemas']['NotificationCreate'];
type GridRow = components['schemas']['NotificationGridRow'];

const BROKER = 'broker@conecta.example';
const GERENTE = 'gerente@conecta.example';
const MASTER = 'master@conecta.example';
const FABRICANTE = 'fabricante@conecta.example';
const TRADE = 'trade@conecta.example';
const DEMO_BROKER = 10234;

const ymd = (days = 0) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toYyyymmdd(date);
};

const idOf = (row: GridRow) => Number(row.titulo.split('|')[0]);
const titleOf = (row: GridRow) => row.titulo.split('|').slice(1).join('|');

async function grid(t: TestBackend, codigoPuxada: string, origem: 'broker' | 'nestle' = 'broker') {
  const { data } = await t.client.GET('/notificacoes/getdadosgrid', { params: { query: { codigoPuxada, origem } } });
  return data ?? [];
}

async function audience(t: TestBackend, codigoPuxada: string, origem: 'broker' | 'nestle' = 'broker') {
  const { data } = await t.client.GET('/notificacoes/getdadosnotificacoes', { params: { query: { codigoPuxada, origem } } });
  return data ?? [];
}

/** The code part of the first audience option of a kind for a broker. */
async function firstOption(t: TestBackend, codigoPuxada: string, identificador: string, broker: number, count = 1) {
  const rows = (await audience(t, codigoPuxada, identificador === 'CANAIS' ? 'broker' : 'nestle')).filter(
    (row) => row.identificador === identificador && row.relacionamento === String(broker),
  );
  return rows.slice(0, count).map((row) => ({ id: row.dadosBase.split(' - ')[0] ?? '', idPuxada: broker }));
}

/** The create payload of §3. */
type SentPayload = CreatePayload;
function payload(overrides: Partial<SentPayload> = {}): SentPayload {
  return {
    dateExcluido: null,
    titleNotification: 'Promoção de BISCOITOS recheados',
    messageNotification: 'Leve 12 e pague 10 em BISCOITOS recheados até o fim do mês.',
    emailUser: BROKER,
    idUser: 4,
    dateStart: ymd(1),
    dateEnd: ymd(15),
    tipoUser: 1,
    idStatusNotificacao: 3,
    indExcluido: 0,
    tamanhoImagem: '',
    indAceiteBroker: 0,
    selectedPublic: 1,
    idFiliais: [],
    idCanais: [],
    idVendedores: [],
    soldsAdded: [],
    descricaoImagem: '',
    hyperlinkNameNotification: '',
    hyperlinkNotification: '',
    ...overrides,
  };
}

/** A signed-in test client; pass another client to share its database (two users, one backend). */
async function signedIn(email: string, sharing?: TestBackend) {
  const t = createTestBackend(sharing ? { db: sharing.backend.db } : {});
  await t.signIn(email);
  return t;
}

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

const serverMessage = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { serverMessage?: string }).serverMessage;
  }
};

describe('notifications mock: broker grid', () => {
  it('lists the broker’s own notifications with the packed fields of the contract', async () => {
    const t = await signedIn(BROKER);
    const rows = await grid(t, String(DEMO_BROKER));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.titulo).toMatch(/^\d+\|.+/);
      expect(row.vigencia).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4} \| \d{2}\/\d{2}\/\d{4}$/);
      expect(row.origem).toBe('BROKER');
      expect(['1', '2', '3']).toContain(row.tipoPublico);
      expect(row.publico.length).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.ferramenta === '0')).toBe(true);
    expect(rows.some((row) => row.liberadoApp === '1')).toBe(true);
    expect(rows.some((row) => row.endereco)).toBe(true);
    expect(rows.some((row) => row.hiperlink)).toBe(true);
    // A channel audience reads as channel names.
    const channels = rows.find((row) => row.tipoPublico === '1');
    expect(channels?.publico).toMatch(/Autosserviço|Atacado|Farma|Bares e Restaurantes|Padarias|Conveniência/);
  });

  it('shows the same grid to every broker-type user of the broker (gerente, master)', async () => {
    const broker = await grid(await signedIn(BROKER), String(DEMO_BROKER));
    const gerente = await grid(await signedIn(GERENTE), String(DEMO_BROKER));
    const master = await grid(await signedIn(MASTER), String(DEMO_BROKER));
    expect(gerente.map((row) => row.titulo)).toEqual(broker.map((row) => row.titulo));
    expect(master.map((row) => row.titulo)).toEqual(broker.map((row) => row.titulo));
  });

  it('answers 401 without a session', async () => {
    const t = createTestBackend();
    expect(await status(grid(t, String(DEMO_BROKER)))).toBe(401);
    expect(
      await status(t.client.POST('/notificacoes/criarnotificacoes', { body: payload({ idCanais: [{ id: '12', idPuxada: DEMO_BROKER }] }) })),
    ).toBe(401);
    expect(await status(t.client.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: 301 } } }))).toBe(401);
  });
});

describe('notifications mock: create, edit, toggle, delete', () => {
  it('creates a channel notification that appears first in the grid', async () => {
    const t = await signedIn(BROKER);
    const before = await grid(t, String(DEMO_BROKER));
    const canais = await firstOption(t, String(DEMO_BROKER), 'CANAIS', DEMO_BROKER, 2);
    await t.client.POST('/notificacoes/criarnotificacoes', {
      body: payload({ idCanais: canais, hyperlinkNameNotification: 'Ver ofertas', hyperlinkNotification: 'https://www.conecta.example/ofertas' }),
    });
    const after = await grid(t, String(DEMO_BROKER));
    expect(after).toHaveLength(before.length + 1);
    const created = after[0] as GridRow;
    expect(titleOf(created)).toBe('Promoção de BISCOITOS recheados');
    expect(idOf(created)).toBeGreaterThan(Math.max(...before.map(idOf)));
    expect(created).toMatchObject({ tipoPublico: '1', origem: 'BROKER', ferramenta: '1', liberadoApp: '0', nomeHiperlink: 'Ver ofertas' });
    expect(created.publico.split(', ')).toHaveLength(2);
  });

  it.each(['java\tscript:alert(1)', ' JavaScript:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,<script>alert(1)</script>', 'www.conecta.example'])(
    'refuses the link %j with 400 and stores nothing',
    async (hyperlinkNotification) => {
      const t = await signedIn(BROKER);
      const before = await grid(t, String(DEMO_BROKER));
      const canais = await firstOption(t, String(DEMO_BROKER), 'CANAIS', DEMO_BROKER, 2);
      await expect(
        t.client.POST('/notificacoes/criarnotificacoes', { body: payload({ idCanais: canais, hyperlinkNameNotification: 'Ver', hyperlinkNotification }) }),
      ).rejects.toMatchObject({ status: 400, serverMessage: 'Link inválido: use um endereço http ou https.' });
      expect(await grid(t, String(DEMO_BROKER))).toHaveLength(before.length);
    },
  );

  it("expands 'Todos' (id -1) to every seller of the broker", async () => {
    const t = await signedIn(GERENTE);
    const sellers = (await audience(t, String(DEMO_BROKER))).filter((row) => row.identificador === 'VENDEDOR');
    await t.client.POST('/notificacoes/criarnotificacoes', {
      body: payload({ selectedPublic: 3, idVendedores: [{ id: '-1', idPuxada: DEMO_BROKER }] }),
    });
    const [created] = await grid(t, String(DEMO_BROKER));
    expect(created?.tipoPublico).toBe('3');
    const { data = [] } = await t.client.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: idOf(created as GridRow) } } });
    const [info] = JSON.parse(data[0]?.jsonRetorno ?? '[]') as Array<Record<string, unknown>>;
    expect(info).toMatchObject({ PUBLICO: 'VENDEDOR', QTD_VENDEDOR: sellers.length, QTD_LIDOS: 0 });
  });

  it('rejects invalid payloads with 400 and a message', async () => {
    const t = await signedIn(BROKER);
    const canais = await firstOption(t, String(DEMO_BROKER), 'CANAIS', DEMO_BROKER);
    const create = (body: SentPayload) => t.client.POST('/notificacoes/criarnotificacoes', { body });
    // What the contract constrains is refused naming the field (the wizard says the spec's texts first).
    expect(await serverMessage(create(payload({ idCanais: canais, titleNotification: '' })))).toBe(
      'Campo titleNotification: no mínimo 1 caractere.',
    );
    expect(await status(create(payload({ idCanais: canais, titleNotification: 'x'.repeat(91) })))).toBe(400);
    expect(await status(create(payload({ idCanais: canais, messageNotification: 'x'.repeat(601) })))).toBe(400);
    expect(await status(create(payload({ idCanais: canais, dateStart: ymd(10), dateEnd: ymd(2) })))).toBe(400);
    expect(await status(create(payload({ idCanais: canais, dateStart: '2025-01-01' })))).toBe(400);
    expect(await status(create(payload({ idCanais: [] })))).toBe(400);
    expect(await status(create(payload({ idCanais: canais, selectedPublic: 4 as 1 })))).toBe(400);
    // Another broker's channel is outside the broker user's scope.
    expect(await status(create(payload({ idCanais: [{ id: '12', idPuxada: 10587 }] })))).toBe(400);
    expect(await grid(t, String(DEMO_BROKER))).toHaveLength((await grid(await signedIn(BROKER), String(DEMO_BROKER))).length);
  });

  it('edits a notification: later reads return the new content and audience', async () => {
    const t = await signedIn(BROKER);
    const [row] = await grid(t, String(DEMO_BROKER));
    const id = idOf(row as GridRow);
    const solds = await firstOption(t, String(DEMO_BROKER), 'SOLD', DEMO_BROKER, 3);
    await t.client.POST('/notificacoes/editarnotificacoes', {
      body: { ...payload({ titleNotification: 'Entrega antecipada na sexta', selectedPublic: 2, soldsAdded: solds }), idNotificacao: id, ambiente: 'prod' },
    });
    const edited = (await grid(t, String(DEMO_BROKER))).find((candidate) => idOf(candidate) === id);
    expect(edited && titleOf(edited)).toBe('Entrega antecipada na sexta');
    expect(edited?.tipoPublico).toBe('2');
    expect(edited?.publico.split(', ').length).toBeGreaterThanOrEqual(1);

    const { data: entries = [] } = await t.client.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: String(DEMO_BROKER), id } } });
    const value = (identificador: string) => entries.filter((entry) => entry.identificador === identificador).map((entry) => entry.dadoBase);
    expect(value('TITULO')).toEqual(['Entrega antecipada na sexta']);
    expect(value('DATA_INICIAL')).toEqual([ymd(1)]);
    expect(value('DATA_FINAL')).toEqual([ymd(15)]);
    expect(value('SOLD').map((entry) => entry.split(' - ')[0])).toEqual(solds.map((sold) => sold.id));
    expect(value('CANAIS')).toEqual([]);
    for (const key of ['MENSAGEM', 'IMAGEM', 'TAMANHO_IMAGEM', 'NOME_HYPERLINK', 'URL_HYPERLINK']) expect(value(key)).toHaveLength(1);
  });

  it('answers the edit data of an unknown id with 400', async () => {
    const t = await signedIn(BROKER);
    expect(await status(t.client.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: String(DEMO_BROKER), id: 999_999 } } }))).toBe(400);
  });

  it('switches a notification off and on (ferramenta) and deletes it', async () => {
    const t = await signedIn(BROKER);
    const row = (await grid(t, String(DEMO_BROKER))).find((candidate) => candidate.ferramenta === '1') as GridRow;
    const id = idOf(row);
    const act = (indAcao: 1 | 2 | 3, indEstadoAcao: 0 | 1 | 2 | 4) =>
      t.client.POST('/notificacoes/atualizarnotificacoes', {
        body: { codigoPuxada: String(DEMO_BROKER), emailUser: BROKER, idNotificacao: id, indAcao, indEstadoAcao },
      });
    const current = async () => (await grid(t, String(DEMO_BROKER))).find((candidate) => idOf(candidate) === id);
    await act(1, 0);
    expect((await current())?.ferramenta).toBe('0');
    expect((await current())?.liberadoApp).toBe('0');
    await act(1, 1);
    expect((await current())?.ferramenta).toBe('1');
    await act(2, 1);
    expect(await current()).toBeUndefined();
    const { data } = await t.client.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: id } } });
    expect(data).toEqual([]);
  });
});

describe('notifications mock: manufacturer notifications', () => {
  it('a manufacturer creates one for two brokers; each sees it waiting; accept and refuse show on both sides', async () => {
    const t = createTestBackend();
    await t.signIn(FABRICANTE);
    const scope = '10234,10587,11020';
    const options = await audience(t, scope, 'nestle');
    const brokerRows = options.filter((row) => row.identificador === 'BROKER');
    const pair = (code: number) => ({ id: brokerRows.find((row) => row.dadosBase.startsWith(`${code} - `))?.relacionamento ?? '', idPuxada: code });
    const sellers = [
      ...(await firstOption(t, scope, 'VENDEDOR', 10234, 2)),
      ...(await firstOption(t, scope, 'VENDEDOR', 10587, 2)),
    ];
    await t.client.POST('/notificacoes/criarnotificacoes', {
      body: payload({
        titleNotification: 'Convenção regional de vendas',
        tipoUser: 2,
        emailUser: FABRICANTE,
        selectedPublic: 3,
        idFiliais: [pair(10234), pair(10587)],
        idVendedores: sellers,
      }),
    });
    const own = await grid(t, scope);
    const created = own.find((row) => titleOf(row) === 'Convenção regional de vendas') as GridRow;
    expect(created.origem).toBe('NESTLE');
    expect(created.broker).toEqual(['10234 - HORIZONTE', '10587 - SERRA AZUL']);
    expect(created.brokerParticipante).toEqual(['10234-Aguardando resposta', '10587-Aguardando resposta']);
    const id = idOf(created);

    // Broker 10234 (broker@) and broker 10587 (seen through the master flag user) both see it waiting.
    const broker = await signedIn(BROKER, t);
    const seen = (await grid(broker, '10234', 'nestle')).find((row) => idOf(row) === id);
    expect(seen?.status).toBe('Aguardando resposta');
    expect(seen?.publico.split(', ')).toHaveLength(2);
    const master = await signedIn(MASTER, t);
    expect((await grid(master, '10587', 'nestle')).find((row) => idOf(row) === id)?.status).toBe('Aguardando resposta');
    // Not addressed to 11020.
    expect((await grid(master, '11020', 'nestle')).some((row) => idOf(row) === id)).toBe(false);

    const answer = (client: TestBackend, code: string, indEstadoAcao: 2 | 4) =>
      client.client.POST('/notificacoes/atualizarnotificacoes', {
        body: { codigoPuxada: code, emailUser: BROKER, idNotificacao: id, indAcao: 3, indEstadoAcao },
      });
    await answer(broker, '10234', 2);
    expect((await grid(broker, '10234', 'nestle')).find((row) => idOf(row) === id)?.status).toBe('Notificação aceita');
    await answer(master, '10587', 4);
    expect((await grid(master, '10587', 'nestle')).find((row) => idOf(row) === id)?.status).toBe('Notificação recusada');
    expect((await grid(t, scope)).find((row) => idOf(row) === id)?.brokerParticipante).toEqual([
      '10234-Notificação aceita',
      '10587-Notificação recusada',
    ]);
  });

  it('the manufacturer sees accepts and refusals in brokerParticipante, and its toggle disables for the listed brokers', async () => {
    const t = createTestBackend();
    await t.signIn(TRADE);
    const scope = '10234,10587,11020';
    const sellers = [...(await firstOption(t, scope, 'VENDEDOR', 10234)), ...(await firstOption(t, scope, 'VENDEDOR', 11020))];
    await t.client.POST('/notificacoes/criarnotificacoes', {
      body: payload({
        titleNotification: 'Semana do PET FOOD',
        tipoUser: 2,
        emailUser: TRADE,
        selectedPublic: 3,
        dateStart: ymd(0),
        idFiliais: [
          { id: '1', idPuxada: 10234 },
          { id: '2', idPuxada: 11020 },
        ],
        idVendedores: sellers,
      }),
    });
    const id = idOf((await grid(t, scope)).find((row) => titleOf(row) === 'Semana do PET FOOD') as GridRow);

    const brokerClient = await signedIn(BROKER, t);
    await brokerClient.client.POST('/notificacoes/atualizarnotificacoes', {
      body: { codigoPuxada: '10234', emailUser: BROKER, idNotificacao: id, indAcao: 3, indEstadoAcao: 2 },
    });
    let row = (await grid(t, scope)).find((candidate) => idOf(candidate) === id) as GridRow;
    expect(row.brokerParticipante).toEqual(['10234-Notificação aceita', '11020-Aguardando resposta']);
    expect(row.liberadoApp).toBe('1');
    expect((await grid(brokerClient, '10234', 'nestle')).find((candidate) => idOf(candidate) === id)?.liberadoApp).toBe('1');

    await brokerClient.client.POST('/notificacoes/atualizarnotificacoes', {
      body: { codigoPuxada: '10234', emailUser: BROKER, idNotificacao: id, indAcao: 3, indEstadoAcao: 4 },
    });
    row = (await grid(t, scope)).find((candidate) => idOf(candidate) === id) as GridRow;
    expect(row.brokerParticipante).toEqual(['10234-Notificação recusada', '11020-Aguardando resposta']);

    // The manufacturer's switch targets the listed brokers' codes.
    await t.client.POST('/notificacoes/atualizarnotificacoes', {
      body: { codigoPuxada: '10234,11020', emailUser: TRADE, idNotificacao: id, indAcao: 1, indEstadoAcao: 0 },
    });
    row = (await grid(t, scope)).find((candidate) => idOf(candidate) === id) as GridRow;
    expect(row.ferramenta).toBe('0');
    expect(row.brokerParticipante).toEqual(['10234-Desabilitado', '11020-Desabilitado']);
    expect((await grid(brokerClient, '10234', 'nestle')).find((candidate) => idOf(candidate) === id)?.status).toBe('Desabilitado');
    // A disabled notification cannot be answered.
    expect(
      await status(
        brokerClient.client.POST('/notificacoes/atualizarnotificacoes', {
          body: { codigoPuxada: '10234', emailUser: BROKER, idNotificacao: id, indAcao: 3, indEstadoAcao: 2 },
        }),
      ),
    ).toBe(400);
  });

  it('seeds every status a broker can see for a manufacturer notification', async () => {
    const t = await signedIn(BROKER);
    const rows = await grid(t, '10234', 'nestle');
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['Aguardando resposta', 'Notificação aceita', 'Notificação recusada', 'Desabilitado']),
    );
    expect(rows.every((row) => row.origem === 'NESTLE' && row.broker?.some((label) => label.startsWith('10234 - ')))).toBe(true);
  });

  it('offers branches, brokers, solds and sellers linked by relacionamento to a manufacturer user', async () => {
    const t = await signedIn(FABRICANTE);
    const rows = await audience(t, '10234,10587', 'nestle');
    const kinds = new Set(rows.map((row) => row.identificador));
    expect(kinds).toEqual(new Set(['FILIAL', 'BROKER', 'SOLD', 'VENDEDOR']));
    expect(rows.filter((row) => row.identificador === 'BROKER').map((row) => [row.dadosBase, row.relacionamento])).toEqual([
      ['10234 - HORIZONTE', '1'],
      ['10587 - SERRA AZUL', '1'],
    ]);
    const sold = rows.find((row) => row.identificador === 'SOLD');
    expect(sold?.dadosBase).toMatch(/^\d{10} - \S/);
    expect(rows.filter((row) => row.identificador === 'SOLD').every((row) => ['10234', '10587'].includes(row.relacionamento ?? ''))).toBe(true);
  });
});

describe('notifications mock: achievement info', () => {
  it('returns the counts of a notification in the first item’s jsonRetorno', async () => {
    const t = await signedIn(BROKER);
    const rows = await grid(t, String(DEMO_BROKER));
    const channelRow = rows.find((row) => row.tipoPublico === '1' && row.liberadoApp === '1') ?? (rows[0] as GridRow);
    const { data = [] } = await t.client.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: idOf(channelRow) } } });
    expect(data).toHaveLength(1);
    const [info] = JSON.parse(data[0]?.jsonRetorno ?? '[]') as Array<Record<string, unknown>>;
    expect(info).toMatchObject({ ID_NOTIFICACAO: idOf(channelRow), ORIGEM: 'BROKER', QTD_BROKER: 1, PUBLICO: 'CANAL' });
    expect(info?.QTD_CANAIS).toBe(channelRow.publico.split(', ').length);
    expect(Number(info?.QTD_SOLD)).toBeGreaterThan(0);
    expect(Number(info?.QTD_VENDEDOR)).toBeGreaterThan(0);
    expect(Number(info?.QTD_LIDOS)).toBeLessThanOrEqual(Number(info?.QTD_CANAIS));

    const { data: unknown } = await t.client.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: 999_999 } } });
    expect(unknown).toEqual([]);
  });
});

describe('notifications mock: images', () => {
  const PNG = NOTIFICATION_SEED_IMAGES[0]?.base64 ?? '';
  const upload = (t: TestBackend, name: string, extension: string, base64: string) =>
    t.client.POST('/notificacoes/uploadimagemnotificacao', {
      body: { fileInfo: [{ name, extension: extension as 'png', base64, ambiente: 'prod' }] },
    });

  it('stores an uploaded PNG and serves it back byte-identical as image/png; a notification shows it', async () => {
    const t = await signedIn(BROKER);
    await upload(t, 'oferta-biscoitos', 'png', PNG);
    const response = await mockFetch(t.backend)(`${TEST_BASE_URL}/notificacoes/imagem/oferta-biscoitos.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(PNG);

    const canais = await firstOption(t, String(DEMO_BROKER), 'CANAIS', DEMO_BROKER);
    await t.client.POST('/notificacoes/criarnotificacoes', {
      body: payload({ idCanais: canais, descricaoImagem: 'oferta-biscoitos.png', tamanhoImagem: '710 B' }),
    });
    const [created] = await grid(t, String(DEMO_BROKER));
    expect(created?.endereco).toBe(`${TEST_BASE_URL}/notificacoes/imagem/oferta-biscoitos.png`);

    await t.client.GET('/notificacoes/deleteimagenotificacao', { params: { query: { filename: 'oferta-biscoitos.png', ambiente: 'prod' } } });
    expect((await mockFetch(t.backend)(`${TEST_BASE_URL}/notificacoes/imagem/oferta-biscoitos.png`)).status).toBe(404);
  });

  it('serves a JPEG as image/jpeg', async () => {
    const t = await signedIn(BROKER);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]).toString('base64');
    await upload(t, 'foto', 'jpg', jpeg);
    const response = await mockFetch(t.backend)(`${TEST_BASE_URL}/notificacoes/imagem/foto.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('rejects an SVG, a fake PNG and an oversized image with 400', async () => {
    const t = await signedIn(BROKER);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>').toString('base64');
    expect(await serverMessage(upload(t, 'logo', 'svg', svg))).toBe(
      'Campo fileInfo[0].extension: valor não aceito (use "jpeg", "png", "jpg").',
    );
    expect(await serverMessage(upload(t, 'logo', 'png', svg))).toBe('Arquivo corrompido ou tipo inválido');
    const big = Buffer.alloc(200 * 1024 + 1);
    Buffer.from(PNG, 'base64').copy(big);
    expect(await serverMessage(upload(t, 'grande', 'png', big.toString('base64')))).toBe('Tamanho do arquivo acima do limite');
    expect((await mockFetch(t.backend)(`${TEST_BASE_URL}/notificacoes/imagem/grande.png`)).status).toBe(404);
  });

  it('serves the seeded images referenced by the grid', async () => {
    const t = await signedIn(BROKER);
    const withImage = (await grid(t, String(DEMO_BROKER))).find((row) => row.endereco) as GridRow;
    const response = await mockFetch(t.backend)(withImage.endereco ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});

describe('notifications seed', () => {
  it('is deterministic and scales solds with the network', () => {
    const a = createDb({ seed: 7, now: Date.UTC(2025, 2, 10, 12) });
    const b = createDb({ seed: 7, now: Date.UTC(2025, 2, 10, 12) });
    expect(JSON.stringify(a.notifications)).toBe(JSON.stringify(b.notifications));
    const perBroker = new Map<number, number>();
    for (const sold of a.notifications.solds) perBroker.set(sold.idPuxada, (perBroker.get(sold.idPuxada) ?? 0) + 1);
    for (const count of perBroker.values()) expect(count).toBeGreaterThanOrEqual(180);
    expect(new Set(a.notifications.solds.map((sold) => sold.codigoSold)).size).toBe(a.notifications.solds.length);
    expect(createDb({ seed: 7, empty: true }).notifications.notifications).toEqual([]);
  });
});
