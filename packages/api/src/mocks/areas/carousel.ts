/**
 * The dashboard carousel's management (issue 23, contract additions behind /upload-imagens): read
 * the images with who sent each, add one at the end, remove one, put them in a new order. Functions
 * 1, 15 and 16 (the contract's `x-access`, applied before this area answers).
 *
 * Rules (documented on the workbench page *Backend simulado*):
 * - An image is a PNG or JPEG recognised by its first bytes (core `checkImageFile`), at most 1 MB
 *   decoded; the carousel holds at most 10. A name in use gets a numbered suffix ('banner-2.png').
 * - Every write names the carousel's update date it was based on (`dataAtualizacaoBase`); when the
 *   carousel changed since, 409 with who changed it and when, and nothing is written. Each write is
 *   dated at least one whole second after the previous one, so one date names one carousel.
 * - A removed image is no longer served (GET /uploadimagens/imagem/{filename} answers 404).
 */
import type { HttpHandler } from 'msw';
import { CAROUSEL_IMAGE_MAX_BYTES, CAROUSEL_MAX_IMAGES, checkImageFile, detectImageType, formatFileSize } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import { DASHBOARD_IMAGES } from './dashboard-images';
import { SEEDED_BY, type DashboardState } from './dashboard';
import { decodeBase64, encodeBase64 } from './files-common';
import { conflictOf, nextWriteTime, versionStamp } from './metas-versions';

type CarouselList = components['schemas']['CarouselList'];

/** The screen's texts for the refusals (pt-BR, shown as the server sends them). */
export const CAROUSEL_MESSAGES = {
  full: `O carrossel já tem ${CAROUSEL_MAX_IMAGES} imagens: remova uma antes de enviar outra.`,
  tooLarge: `A imagem passa de ${formatFileSize(CAROUSEL_IMAGE_MAX_BYTES)}.`,
  notImage: 'O arquivo não é uma imagem PNG ou JPEG.',
  badName: 'Nome de arquivo inválido: use letras, números, ponto, hífen ou sublinhado.',
  notFound: 'A imagem não está no carrossel.',
  badOrder: 'A nova ordem precisa ter cada imagem do carrossel uma vez.',
} as const;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** The carousel as the management screen reads it. */
export function carouselList(state: DashboardState, publicBaseUrl: string): CarouselList {
  const seededAt = versionStamp(state.carouselChange.atualizadoEm);
  return {
    imagens: state.carousel.flatMap((arquivo) => {
      const upload = state.carouselUploads[arquivo];
      const seeded = DASHBOARD_IMAGES[arquivo];
      if (!upload && seeded === undefined) return [];
      return [
        {
          arquivo,
          caminho: `${publicBaseUrl}/uploadimagens/imagem/${encodeURIComponent(arquivo)}`,
          tamanho: upload ? upload.tamanho : Math.floor((seeded?.length ?? 0) * 0.75),
          enviadaEm: upload ? versionStamp(upload.enviadaEm) : seededAt,
          enviadaPor: upload ? upload.enviadaPor : SEEDED_BY,
        },
      ];
    }),
    dataAtualizacao: versionStamp(state.carouselChange.atualizadoEm),
  };
}

/** A name not yet used by the carousel's files: 'banner.png', else 'banner-2.png', 'banner-3.png'… */
export function uniqueName(state: DashboardState, base: string, extension: string): string {
  const taken = (name: string) => state.carousel.includes(name) || state.carouselUploads[name] !== undefined || DASHBOARD_IMAGES[name] !== undefined;
  let name = `${base}.${extension}`;
  for (let n = 2; taken(name); n += 1) name = `${base}-${n}.${extension}`;
  return name;
}

export function carouselHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.dashboard;
  const list = () => carouselList(state(), ctx.publicBaseUrl);

  /** The 409 of a write based on `base`, or null when the carousel has not changed since. */
  const conflict = (base: unknown) => conflictOf(typeof base === 'string' ? base : '', state().carouselChange);

  /** Dates a write: now, at least a whole second after the previous one. */
  const changed = (responsavel: string) => {
    const at = nextWriteTime(state().carouselChange.atualizadoEm, ctx.now());
    state().carouselChange = { responsavel, atualizadoEm: at };
    return at;
  };

  return [
    http.get('/uploadimagens/carrossel', ({ request, response }) => {
      if (!ctx.userOf(request)) return ctx.unauthorized();
      return response(200).json(list());
    }),

    http.post('/uploadimagens/carrossel/imagem', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      const name = typeof body?.name === 'string' ? body.name.trim() : '';
      const extension = typeof body?.extension === 'string' ? body.extension.toLowerCase() : '';
      if (!NAME.test(name) || !['png', 'jpg', 'jpeg'].includes(extension))
        return response(400).json({ message: CAROUSEL_MESSAGES.badName, code: 'BAD_REQUEST', field: 'name' });
      const refused = conflict(body?.dataAtualizacaoBase);
      if (refused) return response(409).json(refused);
      if (state().carousel.length >= CAROUSEL_MAX_IMAGES) return response(400).json({ message: CAROUSEL_MESSAGES.full, code: 'BAD_REQUEST' });
      const bytes = decodeBase64(typeof body?.base64 === 'string' ? body.base64 : '');
      const type = bytes ? detectImageType(bytes) : null;
      const check = bytes ? checkImageFile({ name: `${name}.${extension}`, size: bytes.length, bytes: bytes.subarray(0, 16) }, { maxBytes: CAROUSEL_IMAGE_MAX_BYTES }) : null;
      if (!bytes || !type || !check?.ok) {
        const message = check && !check.ok && check.reasons.length === 1 && check.reasons[0] === 'size' ? CAROUSEL_MESSAGES.tooLarge : CAROUSEL_MESSAGES.notImage;
        return response(400).json({ message, code: 'BAD_REQUEST', field: 'base64' });
      }
      const file = uniqueName(state(), name, extension);
      const at = changed(user.nomeUsuario);
      state().carouselUploads[file] = {
        base64: encodeBase64(bytes),
        contentType: type === 'png' ? 'image/png' : 'image/jpeg',
        tamanho: bytes.length,
        enviadaEm: at,
        enviadaPor: user.nomeUsuario,
      };
      state().carousel.push(file);
      ctx.commit();
      return response(200).json(list());
    }),

    http.delete('/uploadimagens/carrossel/imagem/{filename}', ({ request, params, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const file = decodeURIComponent(String(params.filename));
      const refused = conflict(new URL(request.url).searchParams.get('dataAtualizacaoBase'));
      if (refused) return response(409).json(refused);
      if (!state().carousel.includes(file)) return response(404).json({ message: CAROUSEL_MESSAGES.notFound, code: 'NOT_FOUND' });
      state().carousel = state().carousel.filter((name) => name !== file);
      // The uploaded bytes go too; a seeded banner stays available to be sent again only as a new upload.
      delete state().carouselUploads[file];
      changed(user.nomeUsuario);
      ctx.commit();
      return response(200).json(list());
    }),

    http.put('/uploadimagens/carrossel/ordem', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      const order = Array.isArray(body?.arquivos) ? body.arquivos.filter((item): item is string => typeof item === 'string') : null;
      const refused = conflict(body?.dataAtualizacaoBase);
      if (refused) return response(409).json(refused);
      const current = state().carousel;
      const same = order !== null && order.length === current.length && new Set(order).size === order.length && order.every((file) => current.includes(file));
      if (!same) return response(400).json({ message: CAROUSEL_MESSAGES.badOrder, code: 'BAD_REQUEST', field: 'arquivos' });
      state().carousel = [...order];
      changed(user.nomeUsuario);
      ctx.commit();
      return response(200).json(list());
    }),
  ];
}
