/**
 * The view model of the carousel manager (issue 23): the carousel read from the backend, the image
 * being checked or sent, moving and removing images, and what the screen says after each action.
 * Every write names the carousel's update date it was based on; a 409 reloads the list and says who
 * changed it.
 */
import { useCallback, useMemo } from 'react';
import { useAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { createApiHooks, failureReason, saveConflictOf, type ApiClient, type components } from '@conecta/api';
import {
  CAROUSEL_IMAGE_MAX_BYTES,
  CAROUSEL_MAX_IMAGES,
  FILE_MESSAGES,
  altFromUrl,
  bytesToBase64,
  carouselImageAdvice,
  checkImageFile,
  conflictTitle,
} from '@conecta/core';
import { MESSAGES } from '../messages';
import { noticeAtom, removalAtom, uploadAtom, type CarouselItem, type Notice, type UploadPayload, type UploadState } from './atoms';
import { moveItem, uploadNameOf } from './rules';

type CarouselList = components['schemas']['CarouselList'];

/** Reads an image's pixel size (the browser's decoder); null when it does not decode. */
export type ImageMeasurer = (file: Blob) => Promise<{ width: number; height: number } | null>;

/** The browser's decoder: `createImageBitmap`. */
export const measureImage: ImageMeasurer = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
};

export interface CarouselManagerState {
  items: CarouselItem[];
  /** The carousel's images as the dashboard plays them (src, alt). */
  slides: { src: string; alt: string }[];
  isLoading: boolean;
  loadFailed: boolean;
  loadFailure: unknown;
  reload: () => void;
  /** The carousel holds its maximum: nothing more may be sent. */
  isFull: boolean;
  upload: UploadState;
  /** Checks a chosen or dropped file and sends it (or asks first when its size is off). */
  accept: (file: File) => Promise<void>;
  /** Sends the image waiting on the size advice, or the one that failed. */
  send: () => Promise<void>;
  discard: () => void;
  move: (arquivo: string, to: number) => Promise<void>;
  /** Saves a new order; `moved` names the image the user moved (the notice says where it is now). */
  reorder: (order: readonly string[], moved?: string) => Promise<void>;
  removal: CarouselItem | null;
  askRemove: (item: CarouselItem) => void;
  cancelRemove: () => void;
  confirmRemove: () => Promise<void>;
  isRemoving: boolean;
  notice: Notice | null;
  dismissNotice: () => void;
}

/** The text of a failed write: who changed the carousel (409), else why it failed. */
function failureText(error: unknown): string {
  const conflict = saveConflictOf(error);
  if (conflict) return MESSAGES.errors.conflict(conflictTitle(conflict));
  return failureReason(error) ?? MESSAGES.errors.save;
}

export function useCarouselManager(api: ApiClient, measure: ImageMeasurer = measureImage): CarouselManagerState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const queryClient = useQueryClient();
  const list = hooks.useQuery('get', '/uploadimagens/carrossel');
  const { refetch } = list;
  const queryKey = useMemo(() => hooks.queryOptions('get', '/uploadimagens/carrossel').queryKey, [hooks]);
  const [upload, setUpload] = useAtom(uploadAtom);
  const [removal, setRemoval] = useAtom(removalAtom);
  const [notice, setNotice] = useAtom(noticeAtom);

  const items = useMemo<CarouselItem[]>(
    () => (list.data?.imagens ?? []).map((image) => ({ ...image, alt: altFromUrl(image.caminho) || image.arquivo })),
    [list.data],
  );
  const slides = useMemo(() => items.map((item) => ({ src: item.caminho, alt: item.alt })), [items]);
  const version = list.data?.dataAtualizacao ?? '';

  /**
   * Shows the carousel a write answered; the dashboard's own read of the carousel (kept 10 minutes)
   * is marked stale, so a host that shares its QueryClient (the portal) plays the change at once.
   */
  const show = useCallback(
    (data: CarouselList) => {
      queryClient.setQueryData(queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['get', '/uploadimagens/getimagensdashboardcarrossel'] });
    },
    [queryClient, queryKey],
  );
  /** After a failed write: a 409 reloads the list (the user sees what changed); anything else keeps it. */
  const afterFailure = useCallback(
    async (error: unknown) => {
      if (saveConflictOf(error)) await refetch();
      setNotice({ tone: 'error', text: failureText(error) });
    },
    [refetch, setNotice],
  );

  const sendPayload = useCallback(
    async (payload: UploadPayload) => {
      setUpload({ phase: 'sending', fileName: payload.fileName, payload });
      try {
        const { data } = await api.POST('/uploadimagens/carrossel/imagem', {
          body: { name: payload.name, extension: payload.extension, base64: payload.base64, dataAtualizacaoBase: version },
        });
        if (data) show(data);
        setUpload({ phase: 'idle' });
        setNotice({ tone: 'info', text: MESSAGES.upload.sent(payload.fileName) });
      } catch (error) {
        // What the user chose stays: 'Tentar novamente' sends it again on the carousel as it is now.
        if (saveConflictOf(error)) await refetch();
        setUpload({ phase: 'failed', fileName: payload.fileName, message: `${MESSAGES.upload.failed(payload.fileName)} ${failureText(error)}`, payload });
      }
    },
    [api, version, show, setUpload, setNotice, refetch],
  );

  const accept = useCallback(
    async (file: File) => {
      setNotice(null);
      setUpload({ phase: 'checking', fileName: file.name });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkImageFile({ name: file.name, size: file.size, bytes: bytes.subarray(0, 16) }, { maxBytes: CAROUSEL_IMAGE_MAX_BYTES });
      const name = uploadNameOf(file.name);
      const size = check.ok && name ? await measure(file) : null;
      if (!check.ok || !name || !size) {
        const message = !check.ok ? check.message : !name ? FILE_MESSAGES.imageType : FILE_MESSAGES.imageContent;
        setUpload({ phase: 'failed', fileName: file.name, message, payload: null });
        return;
      }
      const payload: UploadPayload = { fileName: file.name, ...name, base64: bytesToBase64(bytes), width: size.width, height: size.height };
      const advice = carouselImageAdvice(size);
      if (advice) {
        setUpload({ phase: 'advice', fileName: file.name, advice, payload });
        return;
      }
      await sendPayload(payload);
    },
    [measure, sendPayload, setNotice, setUpload],
  );

  const send = useCallback(async () => {
    if ((upload.phase === 'advice' || upload.phase === 'failed') && upload.payload) await sendPayload(upload.payload);
  }, [upload, sendPayload]);

  const reorder = useCallback(
    async (order: readonly string[], movedFile?: string) => {
      const before = list.data;
      if (!before) return;
      const current = before.imagens.map((image) => image.arquivo);
      if (order.length !== current.length || order.every((file, index) => file === current[index])) return;
      // Shown at once; put back if the backend refuses.
      const byName = new Map(before.imagens.map((image) => [image.arquivo, image]));
      show({ ...before, imagens: order.flatMap((file) => byName.get(file) ?? []) });
      setNotice(null);
      try {
        const { data } = await api.PUT('/uploadimagens/carrossel/ordem', { body: { arquivos: [...order], dataAtualizacaoBase: before.dataAtualizacao } });
        if (data) show(data);
        const moved = movedFile ?? order.find((file, index) => file !== current[index]);
        const item = moved === undefined ? undefined : byName.get(moved);
        setNotice({ tone: 'info', text: item ? MESSAGES.reorder.moved(altFromUrl(item.caminho) || item.arquivo, order.indexOf(item.arquivo) + 1) : MESSAGES.reorder.done });
      } catch (error) {
        show(before);
        await afterFailure(error);
      }
    },
    [api, list.data, show, setNotice, afterFailure],
  );

  const move = useCallback(
    async (arquivo: string, to: number) => {
      const order = items.map((item) => item.arquivo);
      await reorder(moveItem(order, order.indexOf(arquivo), to), arquivo);
    },
    [items, reorder],
  );

  const confirmRemove = useCallback(async () => {
    if (removal?.phase !== 'asking') return;
    const { item } = removal;
    setRemoval({ phase: 'removing', item });
    try {
      const { data } = await api.DELETE('/uploadimagens/carrossel/imagem/{filename}', {
        params: { path: { filename: item.arquivo }, query: { dataAtualizacaoBase: version } },
      });
      if (data) show(data);
      setNotice({ tone: 'info', text: MESSAGES.remove.done(item.alt) });
    } catch (error) {
      await afterFailure(error);
    } finally {
      setRemoval(null);
    }
  }, [api, removal, version, show, setNotice, setRemoval, afterFailure]);

  return {
    items,
    slides,
    isLoading: list.isPending,
    loadFailed: list.isError && !list.isFetching,
    loadFailure: list.error,
    reload: () => void refetch(),
    isFull: items.length >= CAROUSEL_MAX_IMAGES,
    upload,
    accept,
    send,
    discard: () => setUpload({ phase: 'idle' }),
    move,
    reorder,
    removal: removal?.phase === 'asking' || removal?.phase === 'removing' ? removal.item : null,
    askRemove: (item) => setRemoval({ phase: 'asking', item }),
    cancelRemove: () => setRemoval(null),
    confirmRemove,
    isRemoving: removal?.phase === 'removing',
    notice,
    dismissNotice: () => setNotice(null),
  };
}
