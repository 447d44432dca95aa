import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOSTILE_STRINGS } from '@conecta/core/testing';
import type { components } from '@conecta/api';
import { draftFromEditData } from './edit';
import { buildEditPayload, type PayloadContext } from './payload';
import type { AudienceOptions, UserKind } from './types';

/**
 * Save what was loaded (issue 17, house rule 12): a notification read from
 * GET /notificacoes/getdadosedit, put in the wizard's draft and saved without changes, posts every
 * text exactly as read (no trimming, escaping or entity decoding), also once serialised as JSON.
 */

type EditEntry = components['schemas']['EditDataEntry'];

const OPTIONS: AudienceOptions = {
  branches: [],
  brokers: [],
  channelsByBroker: new Map(),
  sellersByBroker: new Map(),
  soldsByBroker: new Map(),
};

const context = (kind: UserKind): PayloadContext => ({ user: { email: 'gerente@conecta.example', idUsuario: 5 }, kind, options: OPTIONS });

/** Hostile corpus strings, and fast-check's arbitrary strings (UTF-16 code units and full Unicode). */
const text = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

/** The texts of a notification as getdadosedit answers them. */
const readTexts = fc.record({
  titulo: text,
  mensagem: text,
  imagem: text,
  tamanho: text,
  nomeHyperlink: text,
  urlHyperlink: text,
});

type ReadTexts = typeof readTexts extends fc.Arbitrary<infer T> ? T : never;

function entriesOf(texts: ReadTexts): EditEntry[] {
  const entry = (identificador: EditEntry['identificador'], dadoBase: string, relacionamento: string | null = null): EditEntry => ({
    identificador,
    dadoBase,
    relacionamento,
  });
  return [
    entry('DATA_INICIAL', '20260301'),
    entry('DATA_FINAL', '20260331'),
    entry('CANAIS', '12 - Autosserviço', '10234'),
    entry('TITULO', texts.titulo),
    entry('MENSAGEM', texts.mensagem),
    entry('IMAGEM', texts.imagem),
    entry('TAMANHO_IMAGEM', texts.tamanho),
    entry('NOME_HYPERLINK', texts.nomeHyperlink),
    entry('URL_HYPERLINK', texts.urlHyperlink),
  ];
}

/** Read → draft → edit payload, saving without changes; the payload as the request body carries it. */
function saveUnchanged(texts: ReadTexts, kind: UserKind = 'broker') {
  const { draft, edit } = draftFromEditData(entriesOf(texts), kind, 301);
  const payload = buildEditPayload(draft, context(kind), 301);
  return { edit, payload, body: JSON.parse(JSON.stringify(payload)) as typeof payload };
}

function expectTextsAsRead(payload: ReturnType<typeof buildEditPayload>, texts: ReadTexts) {
  const hasImage = texts.imagem.trim() !== '';
  expect(payload.titleNotification).toBe(texts.titulo);
  expect(payload.messageNotification).toBe(texts.mensagem);
  expect(payload.hyperlinkNameNotification).toBe(texts.nomeHyperlink);
  expect(payload.hyperlinkNotification).toBe(texts.urlHyperlink);
  expect(payload.descricaoImagem).toBe(hasImage ? texts.imagem : '');
  expect(payload.tamanhoImagem).toBe(hasImage ? texts.tamanho : '');
}

describe('notification wizard edit: read → draft → payload', () => {
  it('posts every text exactly as read when nothing changed (hostile corpus + arbitrary strings)', () => {
    fc.assert(
      fc.property(readTexts, fc.constantFrom<UserKind>('broker', 'fabricante'), (texts, kind) => {
        const { payload, body, edit } = saveUnchanged(texts, kind);
        expectTextsAsRead(payload, texts);
        expectTextsAsRead(body, texts);
        expect(edit.previousImage).toBe(texts.imagem.trim() !== '' ? texts.imagem : null);
      }),
      { numRuns: 300 },
    );
  });

  it('every corpus string, in every text field, comes back byte for byte', () => {
    for (const value of HOSTILE_STRINGS) {
      const texts = { titulo: value, mensagem: value, imagem: value, tamanho: value, nomeHyperlink: value, urlHyperlink: value };
      expectTextsAsRead(saveUnchanged(texts).body, texts);
    }
  });

  it('saving twice (what was posted, read again) posts the same texts', () => {
    fc.assert(
      fc.property(readTexts, (texts) => {
        const first = saveUnchanged(texts).payload;
        const again = {
          ...texts,
          titulo: first.titleNotification,
          mensagem: first.messageNotification,
          nomeHyperlink: first.hyperlinkNameNotification,
          urlHyperlink: first.hyperlinkNotification,
        };
        expectTextsAsRead(saveUnchanged(again).payload, again);
      }),
    );
  });

  it('a blank image name is no image; a named one is kept as read, spaces and all', () => {
    const blank = saveUnchanged({ titulo: 'T', mensagem: 'M', imagem: '  ', tamanho: '1 KB', nomeHyperlink: '', urlHyperlink: '' });
    expect(blank.edit.previousImage).toBeNull();
    expect(blank.payload.descricaoImagem).toBe('');
    const named = saveUnchanged({ titulo: 'T', mensagem: 'M', imagem: ' a b.png ', tamanho: ' 150,00 KB ', nomeHyperlink: '', urlHyperlink: '' });
    expect(named.edit.previousImage).toBe(' a b.png ');
    expect(named.payload).toMatchObject({ descricaoImagem: ' a b.png ', tamanhoImagem: ' 150,00 KB ' });
  });
});
