import { describe, expect, it } from 'vitest';
import { CAROUSEL_IMAGE_MAX_BYTES, CAROUSEL_MAX_IMAGES } from '@conecta/core';
import { createTestBackend } from '../testing';
import { metasClient } from './metas-testkit';
import { CAROUSEL_MESSAGES } from './carousel';

/** Issue 23: the dashboard carousel's management (/upload-imagens) in the mock backend. */

/** A 1×1 PNG, base64. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** Base64 of `size` bytes that start like a PNG. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The error a refused call throws (the client's ApiError: status, serverMessage, field, body). */
const refusal = (call: Promise<unknown>) => call.catch((error: unknown) => error);

async function setup() {
  const t = createTestBackend();
  const master = await metasClient(t, 'master@conecta.example');
  const { data } = await master.GET('/uploadimagens/carrossel');
  if (!data) throw new Error('no carousel');
  return { t, master, first: data };
}

describe('the carousel management (issue 23)', () => {
  it('lists the dashboard images in play order, with who sent them and the update date', async () => {
    const { first, master } = await setup();
    expect(first.imagens.length).toBeGreaterThan(1);
    expect(first.imagens[0]).toMatchObject({ enviadaPor: 'Conecta' });
    expect(first.dataAtualizacao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { data: dashboard } = await master.GET('/uploadimagens/getimagensdashboardcarrossel');
    const paths = (JSON.parse(dashboard?.[0]?.jsonRetorno ?? '{}') as { IMAGENS: { CAMINHO: string }[] }).IMAGENS.map((image) => image.CAMINHO);
    expect(paths).toEqual(first.imagens.map((image) => image.caminho));
  });

  it('adds an image last, under a unique name, served at once and shown on the dashboard', async () => {
    const { first, master } = await setup();
    const body = { name: 'campanha-verao', extension: 'png' as const, base64: PNG, dataAtualizacaoBase: first.dataAtualizacao };
    const { data: added } = await master.POST('/uploadimagens/carrossel/imagem', { body });
    expect(added?.imagens.at(-1)).toMatchObject({ arquivo: 'campanha-verao.png', tamanho: 70, enviadaPor: expect.any(String) });
    expect(added?.dataAtualizacao).not.toBe(first.dataAtualizacao);
    const again = await master.POST('/uploadimagens/carrossel/imagem', { body: { ...body, dataAtualizacaoBase: added?.dataAtualizacao ?? '' } });
    expect(again.data?.imagens.at(-1)?.arquivo).toBe('campanha-verao-2.png');
    const served = await master.GET('/uploadimagens/imagem/{filename}', { params: { path: { filename: 'campanha-verao-2.png' } }, parseAs: 'blob' });
    expect(served.response.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses what is not a PNG or JPEG, above 1 MB, or beyond 10 images — and stores nothing', async () => {
    const { first, master } = await setup();
    const base = { name: 'x', extension: 'png' as const, dataAtualizacaoBase: first.dataAtualizacao };
    const notImage = await refusal(master.POST('/uploadimagens/carrossel/imagem', { body: { ...base, base64: btoa('GIF89a not a png') } }));
    expect(notImage).toMatchObject({ status: 400, serverMessage: CAROUSEL_MESSAGES.notImage, field: 'base64' });
    const tooLarge = await refusal(master.POST('/uploadimagens/carrossel/imagem', { body: { ...base, base64: pngOfSize(CAROUSEL_IMAGE_MAX_BYTES + 1) } }));
    expect(tooLarge).toMatchObject({ status: 400, serverMessage: CAROUSEL_MESSAGES.tooLarge });
    let version = first.dataAtualizacao;
    for (let n = first.imagens.length; n < CAROUSEL_MAX_IMAGES; n += 1) {
      const { data } = await master.POST('/uploadimagens/carrossel/imagem', { body: { ...base, base64: PNG, dataAtualizacaoBase: version } });
      version = data?.dataAtualizacao ?? '';
    }
    const full = await refusal(master.POST('/uploadimagens/carrossel/imagem', { body: { ...base, base64: PNG, dataAtualizacaoBase: version } }));
    expect(full).toMatchObject({ status: 400, serverMessage: CAROUSEL_MESSAGES.full });
    expect((await master.GET('/uploadimagens/carrossel')).data?.imagens).toHaveLength(CAROUSEL_MAX_IMAGES);
  });

  it('reorders with every image once; removes one, which is then no longer served', async () => {
    const { first, master } = await setup();
    const names = first.imagens.map((image) => image.arquivo);
    const reversed = [...names].reverse();
    const { data: ordered } = await master.PUT('/uploadimagens/carrossel/ordem', { body: { arquivos: reversed, dataAtualizacaoBase: first.dataAtualizacao } });
    expect(ordered?.imagens.map((image) => image.arquivo)).toEqual(reversed);
    const partial = await refusal(master.PUT('/uploadimagens/carrossel/ordem', { body: { arquivos: reversed.slice(1), dataAtualizacaoBase: ordered?.dataAtualizacao ?? '' } }));
    expect(partial).toMatchObject({ status: 400, serverMessage: CAROUSEL_MESSAGES.badOrder, field: 'arquivos' });
    const gone = reversed[0] ?? '';
    const { data: left } = await master.DELETE('/uploadimagens/carrossel/imagem/{filename}', {
      params: { path: { filename: gone }, query: { dataAtualizacaoBase: ordered?.dataAtualizacao ?? '' } },
    });
    expect(left?.imagens.map((image) => image.arquivo)).toEqual(reversed.slice(1));
    const served = await refusal(master.GET('/uploadimagens/imagem/{filename}', { params: { path: { filename: gone } }, parseAs: 'blob' }));
    expect(served).toMatchObject({ status: 404 });
  });

  it('answers 409 with who changed it when the carousel changed since the screen read it', async () => {
    const { t, first, master } = await setup();
    const other = await metasClient(t, 'fabricante@conecta.example');
    const { data: moved } = await other.PUT('/uploadimagens/carrossel/ordem', {
      body: { arquivos: first.imagens.map((image) => image.arquivo).reverse(), dataAtualizacaoBase: first.dataAtualizacao },
    });
    expect(moved).toBeDefined();
    const stale = await refusal(
      master.DELETE('/uploadimagens/carrossel/imagem/{filename}', {
        params: { path: { filename: first.imagens[0]?.arquivo ?? '' }, query: { dataAtualizacaoBase: first.dataAtualizacao } },
      }),
    );
    expect(stale).toMatchObject({ status: 409, code: 'CONFLICT', body: { responsavel: 'Paulo Henrique Lima', dataAtualizacao: moved?.dataAtualizacao } });
    expect((await master.GET('/uploadimagens/carrossel')).data?.imagens).toHaveLength(first.imagens.length);
  });

  it('is for functions 1, 15 and 16 only: the manager gets 403', async () => {
    const { t } = await setup();
    const manager = await metasClient(t, 'gerente@conecta.example');
    expect(await refusal(manager.GET('/uploadimagens/carrossel'))).toMatchObject({ status: 403 });
  });
});
