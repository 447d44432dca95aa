/**
 * Edit mode: the draft pre-filled from GET /notificacoes/getdadosedit (spec §3 'Edit-load
 * entries'), every identificador: DATA_INICIAL, DATA_FINAL, FILIAL, BROKER, CANAIS, SOLD, VENDEDOR,
 * TITULO, MENSAGEM, IMAGEM, TAMANHO_IMAGEM, NOME_HYPERLINK and URL_HYPERLINK. Texts are kept
 * exactly as read (house rule 12): saving without changes sends them back byte for byte. Only the
 * dates are trimmed, to be read as yyyymmdd.
 */
import type { components } from '@conecta/api';
import { splitCodeName } from './audience';
import { initialDraft } from './draft';
import type { EditContext, SoldOption, UserKind, WizardDraft } from './types';

type EditEntry = components['schemas']['EditDataEntry'];

/** The draft and edit facts of a notification's edit data. */
export function draftFromEditData(entries: readonly EditEntry[], kind: UserKind, idNotificacao: number): { draft: WizardDraft; edit: EditContext } {
  const draft = initialDraft(kind);
  let start = '';
  let end = '';
  let image = '';
  let imageSize = '';
  const channels = new Set<string>();
  const sellers = new Set<string>();
  const solds: SoldOption[] = [];
  const branches = new Set<string>();
  const brokers = new Set<number>();
  let mode: WizardDraft['mode'] | null = null;
  for (const entry of entries) {
    const value = entry.dadoBase ?? '';
    const parent = entry.relacionamento ?? '';
    switch (entry.identificador) {
      case 'DATA_INICIAL':
        start = value.trim();
        break;
      case 'DATA_FINAL':
        end = value.trim();
        break;
      case 'FILIAL': {
        const { code } = splitCodeName(value);
        if (code) branches.add(code);
        break;
      }
      case 'BROKER': {
        const code = Number(splitCodeName(value).code);
        if (Number.isSafeInteger(code)) brokers.add(code);
        if (parent) branches.add(parent);
        break;
      }
      case 'CANAIS': {
        mode = 'canal';
        const { code } = splitCodeName(value);
        if (code) channels.add(code);
        break;
      }
      case 'VENDEDOR': {
        mode = 'vendedor';
        const { code } = splitCodeName(value);
        if (code && parent) sellers.add(`${parent}:${code}`);
        break;
      }
      case 'SOLD': {
        mode = 'sold';
        const { code, name } = splitCodeName(value);
        const idPuxada = Number(parent);
        if (code && Number.isSafeInteger(idPuxada) && parent) solds.push({ code, name, idPuxada });
        break;
      }
      case 'TITULO':
        draft.title = value;
        break;
      case 'MENSAGEM':
        draft.message = value;
        break;
      case 'IMAGEM':
        image = value;
        break;
      case 'TAMANHO_IMAGEM':
        imageSize = value;
        break;
      case 'NOME_HYPERLINK':
        draft.linkName = value;
        break;
      case 'URL_HYPERLINK':
        draft.linkUrl = value;
        break;
    }
  }
  draft.period = /^\d{8}$/.test(start) && /^\d{8}$/.test(end) ? { start, end } : null;
  if (mode && !(kind === 'fabricante' && mode === 'canal')) draft.mode = mode;
  draft.channels = [...channels];
  draft.sellers = [...sellers];
  draft.solds = { csv: null, added: solds };
  if (kind === 'fabricante') {
    draft.branches = [...branches];
    draft.brokers = [...brokers];
  }
  // A blank IMAGEM is no image; any other name is kept as read.
  const hasImage = image.trim() !== '';
  draft.image = hasImage ? { kind: 'existing', filename: image, sizeLabel: imageSize } : { kind: 'none' };
  return { draft, edit: { idNotificacao, previousImage: hasImage ? image : null, savedStart: draft.period?.start ?? null } };
}
