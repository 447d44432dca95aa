/**
 * The save order (spec §4) and what failed:
 * - create: upload the new image (if any), then post the notification;
 * - edit with a replaced image: delete the old image (ambiente novoprod), upload the new one, post the edit;
 * - edit that only removes the image: post the edit, then delete the old image (a cleanup: when it
 *   fails the notification is saved anyway and the user is told).
 * Each step that fails stops the sequence and is reported with its position, so the wizard can keep
 * the draft and say which step failed.
 */
import { ApiError, type ApiClient } from '@conecta/api';
import { AMBIENTE, buildCreatePayload, buildEditPayload, type PayloadContext } from './payload';
import type { ImageDraft, WizardDraft } from './types';

/** One call of the save sequence. */
export type SaveStep = 'deleteImage' | 'uploadImage' | 'create' | 'edit' | 'cleanup';

/** What is being saved: a new notification, or an edit of one (with its saved image name). */
export type SaveTarget = { kind: 'create' } | { kind: 'edit'; idNotificacao: number; previousImage: string | null };

/** The calls a save makes, in order. */
export function savePlan(target: SaveTarget, image: ImageDraft): SaveStep[] {
  if (target.kind === 'create') return image.kind === 'new' ? ['uploadImage', 'create'] : ['create'];
  const previous = target.previousImage;
  if (image.kind === 'new') return previous ? ['deleteImage', 'uploadImage', 'edit'] : ['uploadImage', 'edit'];
  if (image.kind === 'none' && previous) return ['edit', 'cleanup'];
  return ['edit'];
}

/** Result of a save. */
export type SaveResult =
  | { ok: true; steps: SaveStep[]; cleanupFailed: boolean }
  | { ok: false; steps: SaveStep[]; failedStep: SaveStep; failedIndex: number; serverMessage: string | null };

/** Runs the save sequence. Never throws: a failure is returned with the step that failed. */
export async function runSave(api: ApiClient, draft: WizardDraft, context: PayloadContext, target: SaveTarget): Promise<SaveResult> {
  const steps = savePlan(target, draft.image);
  const image = draft.image;
  for (const [index, step] of steps.entries()) {
    try {
      switch (step) {
        case 'deleteImage':
        case 'cleanup':
          if (target.kind === 'edit' && target.previousImage) {
            await api.GET('/notificacoes/deleteimagenotificacao', {
              params: { query: { filename: target.previousImage, ambiente: AMBIENTE.newProd } },
            });
          }
          break;
        case 'uploadImage':
          if (image.kind === 'new') {
            await api.POST('/notificacoes/uploadimagemnotificacao', {
              body: {
                fileInfo: [
                  {
                    name: image.uploadName,
                    extension: image.extension as 'jpeg' | 'png' | 'jpg',
                    base64: image.base64,
                    ambiente: AMBIENTE.prod,
                  },
                ],
              },
            });
          }
          break;
        case 'create':
          await api.POST('/notificacoes/criarnotificacoes', { body: buildCreatePayload(draft, context) });
          break;
        case 'edit':
          if (target.kind === 'edit') {
            await api.POST('/notificacoes/editarnotificacoes', { body: buildEditPayload(draft, context, target.idNotificacao) });
          }
          break;
      }
    } catch (error) {
      if (step === 'cleanup') return { ok: true, steps, cleanupFailed: true };
      const serverMessage = error instanceof ApiError ? (error.serverMessage ?? null) : null;
      return { ok: false, steps, failedStep: step, failedIndex: index, serverMessage };
    }
  }
  return { ok: true, steps, cleanupFailed: false };
}
