/**
 * The solds CSV drop checks, in the order the spec's upload had them: first the drop zone's own
 * refusals (type by extension and size: 'Tipo do arquivo não suportado', 'Tamanho do arquivo acima
 * do limite', both 'Tipo de arquivo e tamanho não suportado'), then the name rule (exactly one dot,
 * '.csv': 'Tipo de arquivo não suportado'); a manufacturer user without a branch and a broker gets
 * 'Selecione ao menos uma Filial e um Broker.'.
 */
import { CSV_MAX_BYTES, checkCsvFile, csvDropRejectionMessage, type DropRejection } from '@conecta/core';
import { MESSAGES } from '../messages';

export type CsvCheck = { ok: true } | { ok: false; reasons: ('type' | 'size' | 'content' | 'other')[]; message: string };

export function checkSoldsCsv(file: { name: string; size: number }, needsBranchAndBroker: boolean): CsvCheck {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const rejections: DropRejection[] = [];
  if (extension !== 'csv') rejections.push('type');
  if (!(file.size >= 0 && file.size <= CSV_MAX_BYTES)) rejections.push('size');
  if (rejections.length) return { ok: false, reasons: rejections, message: csvDropRejectionMessage(rejections) };
  const named = checkCsvFile(file);
  if (!named.ok) return { ok: false, reasons: named.reasons, message: named.message };
  if (needsBranchAndBroker) return { ok: false, reasons: ['other'], message: MESSAGES.audience.needBranchAndBroker };
  return { ok: true };
}
