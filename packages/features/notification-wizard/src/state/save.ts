/**
 * The save order (spec §4) and what failed:
 * - create: upload the new image (if any), then post the notification;
 * - edit with a replaced image: delete the old image (ambiente novoprod), upload the new one, post the edit;
 * - edit that only removes the image: post the edit, then delete the old image (a cleanup: when it
 *   fails the notification is saved anyway and the user is told).
 * Each step that fails stops the sequence and is reported with its position, so the wizard can keep
 * the draft and say which step failed.
 */
import { ApiError, refusalReason, type ApiClient } from '@conecta/api';
import { AMBIENTE, buildCreatePayload, buildEditPayload, type PayloadContext } from './payload';
import type { ImageDraft, StepId, WizardDraft } from './types';

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
  | {
      ok: false;
      steps: SaveStep[];
      failedStep: SaveStep;
      failedIndex: number;
      serverMessage: string | null;
      /** The wizard field a 400 named (`field` of the answer, mapped by {@link wizardFieldOf}), or null. */
      refusedField: WizardField | null;
    };

/** The wizard's fields a backend refusal can point at, and the step that shows each. */
export type WizardField = 'period' | 'audience' | 'title' | 'message' | 'image' | 'linkName' | 'linkUrl';
export const FIELD_STEP: Readonly<Record<WizardField, StepId>> = {
  period: 'periodo',
  audience: 'publico',
  title: 'conteudo',
  message: 'conteudo',
  image: 'final',
  linkName: 'final',
  linkUrl: 'final',
};

/** What the form holds for a field, to tell whether the user changed it since it was refused. */
function fieldValue(field: WizardField, draft: WizardDraft): string {
  switch (field) {
    case 'period':
      return JSON.stringify(draft.period);
    case 'audience':
      return JSON.stringify([draft.mode, draft.branches, draft.brokers, draft.channels, draft.sellers, draft.solds]);
    case 'image':
      return JSON.stringify(draft.image);
    default:
      return draft[field];
  }
}

/**
 * The field the backend refused on the last save (a 400 naming it) with the backend's words, while
 * the user has not changed it since; null otherwise. The step shows it marked.
 */
export function refusedFieldNow(
  failed: { result: Extract<SaveResult, { ok: false }>; draft: WizardDraft } | null,
  draft: WizardDraft,
): { field: WizardField; step: StepId; message: string } | null {
  const field = failed?.result.refusedField ?? null;
  if (!failed || !field || fieldValue(field, draft) !== fieldValue(field, failed.draft)) return null;
  return { field, step: FIELD_STEP[field], message: failed.result.serverMessage ?? '' };
}

/**
 * The wizard field behind a field of the payload a 400 named (`titleNotification`,
 * `idCanais[0].id`, `fileInfo[0].extension`, …), or null for one the wizard does not show.
 */
export function wizardFieldOf(serverField: string | undefined): WizardField | null {
  const head = /^[A-Za-z_$][\w$]*/.exec(serverField ?? '')?.[0] ?? '';
  switch (head) {
    case 'dateStart':
    case 'dateEnd':
      return 'period';
    case 'selectedPublic':
    case 'idFiliais':
    case 'idCanais':
    case 'idVendedores':
    case 'soldsAdded':
    case 'tipoUser':
      return 'audience';
    case 'titleNotification':
      return 'title';
    case 'messageNotification':
      return 'message';
    case 'hyperlinkNameNotification':
      return 'linkName';
    case 'hyperlinkNotification':
      return 'linkUrl';
    case 'descricaoImagem':
    case 'tamanhoImagem':
    case 'fileInfo':
      return 'image';
    default:
      return null;
  }
}

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
      const apiError = error instanceof ApiError ? error : null;
      // The backend's words; a refusal without any (a bare 403, 413, 429) in the api's.
      const serverMessage = apiError ? (apiError.serverMessage ?? refusalReason(apiError)) : null;
      const refusedField = apiError?.status === 400 ? wizardFieldOf(apiError.field) : null;
      return { ok: false, steps, failedStep: step, failedIndex: index, serverMessage, refusedField };
    }
  }
  return { ok: true, steps, cleanupFailed: false };
}
