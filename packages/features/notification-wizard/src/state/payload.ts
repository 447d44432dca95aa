/**
 * The create and edit payloads, exactly as spec §3 lists them (POST /notificacoes/criarnotificacoes
 * and /editarnotificacoes). Texts travel unchanged (house rule 12): title, message, hyperlink name
 * and URL, image name and size are sent exactly as typed or as read, never trimmed or escaped, so an
 * edit saved without changes sends what getdadosedit answered. Blank checks (`contentValid`,
 * `linkProblem`) look past the edge spaces; the backend stores what it receives.
 */
import { formatFileSize, type CurrentUser } from '@conecta/core';
import type { components } from '@conecta/api';
import { brokersOfBranches, channelItems, channelOptions, scopeBrokers, sellerItems, sellerOptions, soldItems } from './audience';
import type { AudienceMode, AudienceOptions, ImageDraft, UserKind, WizardDraft } from './types';

export type NotificationCreate = components['schemas']['NotificationCreate'];
export type NotificationEdit = components['schemas']['NotificationEdit'];

/** Image environments (the contract's values): uploads and edits go to prod; a replaced image is deleted from novoprod. */
export const AMBIENTE = { prod: 'prod', newProd: 'novoprod' } as const;

/** `selectedPublic`: 1 channels, 2 solds, 3 salespeople. */
export const SELECTED_PUBLIC: Record<AudienceMode, 1 | 2 | 3> = { canal: 1, sold: 2, vendedor: 3 };

/** 'name.extension' of the image the notification will point at, or ''. */
export function imageFileName(image: ImageDraft): string {
  if (image.kind === 'existing') return image.filename;
  if (image.kind === 'new') return `${image.uploadName}.${image.extension}`;
  return '';
}

/** `tamanhoImagem`: 'size unit' ('150,00 KB') of the image, or ''. */
export function imageSizeLabel(image: ImageDraft): string {
  if (image.kind === 'existing') return image.sizeLabel;
  if (image.kind === 'new') return formatFileSize(image.size);
  return '';
}

/** What the payload needs besides the draft. */
export interface PayloadContext {
  user: Pick<CurrentUser, 'email' | 'idUsuario'>;
  kind: UserKind;
  options: AudienceOptions;
}

/** The create payload of spec §3. */
export function buildCreatePayload(draft: WizardDraft, { user, kind, options }: PayloadContext): NotificationCreate {
  if (!draft.period) throw new Error('period is required');
  const brokers = scopeBrokers(kind, draft, options);
  const idFiliais =
    kind === 'fabricante'
      ? brokersOfBranches(options, draft.branches)
          .filter((broker) => draft.brokers.includes(broker.code))
          .map((broker) => ({ id: broker.branchId, idPuxada: broker.code }))
      : [];
  return {
    titleNotification: draft.title,
    messageNotification: draft.message,
    emailUser: user.email,
    idUser: user.idUsuario,
    dateStart: draft.period.start,
    dateEnd: draft.period.end,
    tipoUser: kind === 'broker' ? 1 : 2,
    idStatusNotificacao: 3,
    indExcluido: 0,
    dateExcluido: null,
    tamanhoImagem: imageSizeLabel(draft.image),
    indAceiteBroker: 0,
    selectedPublic: SELECTED_PUBLIC[draft.mode],
    idFiliais,
    idCanais: draft.mode === 'canal' ? channelItems(draft.channels, channelOptions(options, brokers)) : [],
    idVendedores: draft.mode === 'vendedor' ? sellerItems(draft.sellers, sellerOptions(options, brokers)) : [],
    soldsAdded: draft.mode === 'sold' ? soldItems(draft) : [],
    descricaoImagem: imageFileName(draft.image),
    hyperlinkNameNotification: draft.linkName,
    hyperlinkNotification: draft.linkUrl,
  };
}

/** The edit payload: the create payload plus idNotificacao and ambiente. */
export function buildEditPayload(draft: WizardDraft, context: PayloadContext, idNotificacao: number): NotificationEdit {
  return { ...buildCreatePayload(draft, context), idNotificacao, ambiente: AMBIENTE.prod };
}
