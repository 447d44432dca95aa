/** Saving a text file (the sample and the unmatched codes) through a temporary `<a download>`. */
import { EXPORT_MIME, saveBlob } from '@conecta/core';

/** Saves `content` (text or UTF-8 bytes) as a CSV file named `name`. */
export function saveCsv(content: string | Uint8Array, name: string): void {
  saveBlob(new Blob([content as BlobPart], { type: EXPORT_MIME.csv }), name);
}
