import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS, toYyyymmdd } from '@conecta/core';
import { wizardTestBackend } from '../test/backend';
import { audienceOptionsFromRows, channelOptions, sellerOptions, soldOptions } from './audience';
import { initialDraft } from './draft';
import { draftFromEditData } from './edit';
import { buildCreatePayload, buildEditPayload } from './payload';
import { refusedFieldNow, runSave, savePlan, wizardFieldOf } from './save';
import type { ImageDraft, WizardDraft } from './types';

const TODAY = toYyyymmdd(new Date());
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const NEW_IMAGE: ImageDraft = { kind: 'new', originalName: 'Café.png', uploadName: 'Cafe-abc', extension: 'png', base64: PNG, size: 70 };

async function setup(perfil: 'gerente' | 'masterFabricante') {
  const t = wizardTestBackend(perfil);
  const user = PROFILE_PRESETS[perfil];
  const kind = perfil === 'gerente' ? ('broker' as const) : ('fabricante' as const);
  const { data } = await t.api.GET('/notificacoes/getdadosnotificacoes', {
    params: { query: { codigoPuxada: user.brokers.join(','), origem: kind === 'broker' ? 'broker' : 'nestle' } },
  });
  const options = audienceOptionsFromRows(data ?? []);
  return { ...t, user, kind, options, context: { user, kind, options } };
}

const base = (kind: 'broker' | 'fabricante', patch: Partial<WizardDraft>): WizardDraft => ({
  ...initialDraft(kind),
  period: { start: TODAY, end: TODAY },
  title: '  Nova linha  ',
  message: ' Pedidos pelo app. ',
  ...patch,
});

describe('payload (spec §3)', () => {
  it('broker user, channels, no image: every field exactly, texts as typed (never trimmed)', async () => {
    const { context, options, user } = await setup('gerente');
    const [first] = channelOptions(options, [10234]);
    const draft = base('broker', { channels: [first?.id ?? ''], linkName: ' Ver catálogo ', linkUrl: ' https://exemplo.com.br/x ' });
    expect(buildCreatePayload(draft, context)).toEqual({
      titleNotification: '  Nova linha  ',
      messageNotification: ' Pedidos pelo app. ',
      emailUser: user.email,
      idUser: user.idUsuario,
      dateStart: TODAY,
      dateEnd: TODAY,
      tipoUser: 1,
      idStatusNotificacao: 3,
      indExcluido: 0,
      dateExcluido: null,
      tamanhoImagem: '',
      indAceiteBroker: 0,
      selectedPublic: 1,
      idFiliais: [],
      idCanais: [{ id: first?.id, idPuxada: 10234 }],
      idVendedores: [],
      soldsAdded: [],
      descricaoImagem: '',
      hyperlinkNameNotification: ' Ver catálogo ',
      hyperlinkNotification: ' https://exemplo.com.br/x ',
    });
  });
  it('manufacturer user, sellers with Todos, new image: branch pairs, -1 per broker, image name and size', async () => {
    const { context, options } = await setup('masterFabricante');
    const sellers = sellerOptions(options, [10234, 11020]).map((seller) => seller.key);
    const draft = base('fabricante', { mode: 'vendedor', branches: ['1', '2'], brokers: [10234, 11020], sellers, image: NEW_IMAGE });
    const payload = buildCreatePayload(draft, context);
    expect(payload).toMatchObject({
      tipoUser: 2,
      selectedPublic: 3,
      idFiliais: [
        { id: '1', idPuxada: 10234 },
        { id: '2', idPuxada: 11020 },
      ],
      idCanais: [],
      soldsAdded: [],
      idVendedores: [
        { id: '-1', idPuxada: 10234 },
        { id: '-1', idPuxada: 11020 },
      ],
      descricaoImagem: 'Cafe-abc.png',
      tamanhoImagem: '70 B',
    });
    expect(buildEditPayload(draft, context, 301)).toMatchObject({ idNotificacao: 301, ambiente: 'prod', selectedPublic: 3 });
  });
});

describe('save order (spec §4)', () => {
  it('plans: create uploads first; edit with a replaced image deletes, uploads, posts; removal cleans up after', () => {
    expect(savePlan({ kind: 'create' }, { kind: 'none' })).toEqual(['create']);
    expect(savePlan({ kind: 'create' }, NEW_IMAGE)).toEqual(['uploadImage', 'create']);
    expect(savePlan({ kind: 'edit', idNotificacao: 1, previousImage: 'a.png' }, NEW_IMAGE)).toEqual(['deleteImage', 'uploadImage', 'edit']);
    expect(savePlan({ kind: 'edit', idNotificacao: 1, previousImage: null }, NEW_IMAGE)).toEqual(['uploadImage', 'edit']);
    expect(savePlan({ kind: 'edit', idNotificacao: 1, previousImage: 'a.png' }, { kind: 'none' })).toEqual(['edit', 'cleanup']);
    expect(savePlan({ kind: 'edit', idNotificacao: 1, previousImage: 'a.png' }, { kind: 'existing', filename: 'a.png', sizeLabel: '' })).toEqual(['edit']);
  });

  it('create with an image: upload, then post — and the notification exists with its image', async () => {
    const t = await setup('gerente');
    const solds = soldOptions(t.options, [10234]).slice(0, 2);
    const draft = base('broker', { mode: 'sold', solds: { csv: null, added: solds }, image: NEW_IMAGE });
    const before = t.backend.db.notifications.notifications.length;
    const result = await runSave(t.api, draft, t.context, { kind: 'create' });
    expect(result).toEqual({ ok: true, steps: ['uploadImage', 'create'], cleanupFailed: false });
    const calls = t.requests.filter((request) => request.path.startsWith('/notificacoes/') && !request.path.endsWith('getdadosnotificacoes'));
    expect(calls.map((request) => request.path)).toEqual(['/notificacoes/uploadimagemnotificacao', '/notificacoes/criarnotificacoes']);
    expect(calls[0]?.body).toEqual({ fileInfo: [{ name: 'Cafe-abc', extension: 'png', base64: PNG, ambiente: 'prod' }] });
    const created = t.backend.db.notifications.notifications.at(-1);
    expect(t.backend.db.notifications.notifications.length).toBe(before + 1);
    expect(created).toMatchObject({ titulo: 'Nova linha', imagem: 'Cafe-abc.png', publico: 2 });
    expect(created?.solds.map((item) => item.id)).toEqual(solds.map((sold) => sold.code));
  });

  it('a failed upload stops before the post and says which step failed', async () => {
    const t = await setup('gerente');
    t.failOn('/notificacoes/uploadimagemnotificacao');
    const draft = base('broker', { channels: [channelOptions(t.options, [10234])[0]?.id ?? ''], image: NEW_IMAGE });
    const result = await runSave(t.api, draft, t.context, { kind: 'create' });
    expect(result).toEqual({ ok: false, steps: ['uploadImage', 'create'], failedStep: 'uploadImage', failedIndex: 0, serverMessage: 'Erro interno do servidor.', refusedField: null });
    expect(t.requests.some((request) => request.path === '/notificacoes/criarnotificacoes')).toBe(false);
  });

  it("a post refused by the server reports the create step and the server's message", async () => {
    const t = await setup('gerente');
    const draft = base('broker', { channels: ['999'] });
    const result = await runSave(t.api, draft, t.context, { kind: 'create' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failedStep).toBe('create');
      expect(result.serverMessage).toContain('Selecione ao menos um item do público');
    }
  });

  it('a field the contract constrains, refused by the backend (400 naming it), points at the wizard field until it changes', async () => {
    const t = await setup('gerente');
    const draft = base('broker', { channels: [channelOptions(t.options, [10234])[0]?.id ?? ''], title: '' });
    const result = await runSave(t.api, draft, t.context, { kind: 'create' });
    expect(result).toMatchObject({ ok: false, failedStep: 'create', refusedField: 'title', serverMessage: 'Campo titleNotification: no mínimo 1 caractere.' });
    if (result.ok) return;
    const failed = { result, draft };
    expect(refusedFieldNow(failed, draft)).toEqual({ field: 'title', step: 'conteudo', message: 'Campo titleNotification: no mínimo 1 caractere.' });
    expect(refusedFieldNow(failed, { ...draft, message: 'outra' })).not.toBeNull();
    expect(refusedFieldNow(failed, { ...draft, title: 'Agora sim' })).toBeNull();
  });

  it('maps the payload fields a 400 can name to the wizard fields', () => {
    expect(['dateEnd', 'idCanais[0].id', 'titleNotification', 'messageNotification', 'hyperlinkNotification', 'hyperlinkNameNotification', 'fileInfo[0].extension', 'idUser', undefined].map(wizardFieldOf)).toEqual([
      'period',
      'audience',
      'title',
      'message',
      'linkUrl',
      'linkName',
      'image',
      null,
      null,
    ]);
  });

  it('edit with a replaced image: delete old (novoprod), upload new, post the edit — prefilled from getdadosedit', async () => {
    const t = await setup('gerente');
    const { data } = await t.api.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: '10234', id: 309 } } });
    const { draft, edit } = draftFromEditData(data ?? [], 'broker', 309);
    expect(edit.previousImage).toBe('lancamento-cafe-soluvel-309.png');
    const record = t.backend.db.notifications.notifications.find((candidate) => candidate.id === 309);
    // The saved start may be in the past: the server keeps it when unchanged.
    const result = await runSave(t.api, { ...draft, title: 'Título novo', image: NEW_IMAGE }, t.context, {
      kind: 'edit',
      idNotificacao: 309,
      previousImage: edit.previousImage,
    });
    expect(result).toEqual({ ok: true, steps: ['deleteImage', 'uploadImage', 'edit'], cleanupFailed: false });
    const calls = t.requests.filter((request) => /delete|upload|editar/.test(request.path));
    expect(calls.map((request) => request.path)).toEqual([
      '/notificacoes/deleteimagenotificacao',
      '/notificacoes/uploadimagemnotificacao',
      '/notificacoes/editarnotificacoes',
    ]);
    expect(calls[0]?.query).toEqual({ filename: 'lancamento-cafe-soluvel-309.png', ambiente: 'novoprod' });
    expect(calls[2]?.body).toMatchObject({ idNotificacao: 309, ambiente: 'prod', titleNotification: 'Título novo', descricaoImagem: 'Cafe-abc.png' });
    expect(record).toMatchObject({ titulo: 'Título novo', imagem: 'Cafe-abc.png' });
    expect(t.backend.db.notifications.images.some((image) => image.filename === 'lancamento-cafe-soluvel-309.png')).toBe(false);
  });

  it('edit that fails at the post keeps the step and the server message', async () => {
    const t = await setup('gerente');
    t.failOn('/notificacoes/editarnotificacoes', 400, 'Link inválido: use um endereço http ou https.');
    const { data } = await t.api.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: '10234', id: 316 } } });
    const { draft } = draftFromEditData(data ?? [], 'broker', 316);
    const result = await runSave(t.api, draft, t.context, { kind: 'edit', idNotificacao: 316, previousImage: null });
    // An injected 400 without a field: nothing to mark.
    expect(result).toEqual({ ok: false, steps: ['edit'], failedStep: 'edit', failedIndex: 0, serverMessage: 'Link inválido: use um endereço http ou https.', refusedField: null });
  });

  it('edit removing the image posts, then deletes the old image; a failed cleanup still saves', async () => {
    const t = await setup('gerente');
    t.failOn('/notificacoes/deleteimagenotificacao');
    const { data } = await t.api.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: '10234', id: 314 } } });
    const { draft, edit } = draftFromEditData(data ?? [], 'broker', 314);
    const result = await runSave(t.api, { ...draft, image: { kind: 'none' } }, t.context, { kind: 'edit', idNotificacao: 314, previousImage: edit.previousImage });
    expect(result).toEqual({ ok: true, steps: ['edit', 'cleanup'], cleanupFailed: true });
    expect(t.backend.db.notifications.notifications.find((record) => record.id === 314)?.imagem).toBeNull();
  });
});

describe('save what was loaded (issue 17)', () => {
  it('an edit saved without changes posts every text exactly as getdadosedit answered it', async () => {
    const t = await setup('gerente');
    const record = t.backend.db.notifications.notifications.find((candidate) => candidate.id === 316);
    if (!record) throw new Error('seed notification 316 not found');
    Object.assign(record, {
      titulo: '  Promoção "Café" <b>&amp;</b> 100% \\ O\'Neil 😀 ',
      mensagem: 'Linha 1\nLinha 2 "aspas" &lt;tag&gt; __proto__\n',
      nomeHiperlink: 'Ver "catálogo" & mais',
      hiperlink: 'https://exemplo.com.br/a?b="c"&d=%20',
    });
    // Open the edit, save without changes; open it again (reading what was stored) and save again.
    for (const save of [1, 2]) {
      const { data } = await t.api.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada: '10234', id: 316 } } });
      const read = (identificador: string) => data?.find((entry) => entry.identificador === identificador)?.dadoBase;
      const { draft, edit } = draftFromEditData(data ?? [], 'broker', 316);
      const result = await runSave(t.api, draft, t.context, { kind: 'edit', idNotificacao: 316, previousImage: edit.previousImage });
      expect(result.ok).toBe(true);
      const posted = t.requests.filter((request) => request.path === '/notificacoes/editarnotificacoes');
      expect(posted).toHaveLength(save);
      expect(posted.at(-1)?.body).toMatchObject({
        titleNotification: read('TITULO'),
        messageNotification: read('MENSAGEM'),
        hyperlinkNameNotification: read('NOME_HYPERLINK'),
        hyperlinkNotification: read('URL_HYPERLINK'),
      });
      // What the backend stored (the mock trims edge spaces, as a server may): quotes, markup and entities intact.
      const stored = t.backend.db.notifications.notifications.find((candidate) => candidate.id === 316);
      expect(stored).toMatchObject({
        titulo: 'Promoção "Café" <b>&amp;</b> 100% \\ O\'Neil 😀',
        nomeHiperlink: 'Ver "catálogo" & mais',
        hiperlink: 'https://exemplo.com.br/a?b="c"&d=%20',
      });
    }
  });
});

describe('edit prefill (every identificador)', () => {
  it('maps each entry into the draft', () => {
    const { draft, edit } = draftFromEditData(
      [
        { identificador: 'DATA_INICIAL', dadoBase: '20260301', relacionamento: null },
        { identificador: 'DATA_FINAL', dadoBase: '20260331', relacionamento: null },
        { identificador: 'FILIAL', dadoBase: '1 - Filial São Paulo', relacionamento: null },
        { identificador: 'BROKER', dadoBase: '10234 - HORIZONTE', relacionamento: '1' },
        { identificador: 'BROKER', dadoBase: '11020 - VALE VERDE', relacionamento: '2' },
        { identificador: 'VENDEDOR', dadoBase: '5230 - Carlos', relacionamento: '10234' },
        { identificador: 'TITULO', dadoBase: 'Título', relacionamento: null },
        { identificador: 'MENSAGEM', dadoBase: 'Mensagem', relacionamento: null },
        { identificador: 'IMAGEM', dadoBase: 'a.png', relacionamento: null },
        { identificador: 'TAMANHO_IMAGEM', dadoBase: '150,00 KB', relacionamento: null },
        { identificador: 'NOME_HYPERLINK', dadoBase: 'Ver', relacionamento: null },
        { identificador: 'URL_HYPERLINK', dadoBase: 'https://a.com', relacionamento: null },
      ],
      'fabricante',
      301,
    );
    expect(draft).toMatchObject({
      period: { start: '20260301', end: '20260331' },
      mode: 'vendedor',
      branches: ['1', '2'],
      brokers: [10234, 11020],
      sellers: ['10234:5230'],
      title: 'Título',
      message: 'Mensagem',
      image: { kind: 'existing', filename: 'a.png', sizeLabel: '150,00 KB' },
      linkName: 'Ver',
      linkUrl: 'https://a.com',
    });
    expect(edit).toEqual({ idNotificacao: 301, previousImage: 'a.png', savedStart: '20260301' });
  });
  it('channels and solds of a broker notification', () => {
    const channels = draftFromEditData(
      [
        { identificador: 'CANAIS', dadoBase: '12 - Autosserviço', relacionamento: '10234' },
        { identificador: 'CANAIS', dadoBase: '12 - Autosserviço', relacionamento: '10587' },
        { identificador: 'IMAGEM', dadoBase: '', relacionamento: null },
      ],
      'broker',
      1,
    );
    expect(channels.draft).toMatchObject({ mode: 'canal', channels: ['12'], image: { kind: 'none' }, period: null });
    expect(channels.edit.previousImage).toBeNull();
    const solds = draftFromEditData([{ identificador: 'SOLD', dadoBase: '0001 - Padaria', relacionamento: '10234' }], 'broker', 2);
    expect(solds.draft).toMatchObject({ mode: 'sold', solds: { csv: null, added: [{ code: '0001', name: 'Padaria', idPuxada: 10234 }] } });
  });
});
