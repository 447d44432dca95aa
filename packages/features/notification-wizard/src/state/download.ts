/** Saving a text file (the sample and the unmatched codes) through a temporary `<a download>`. */

/** Saves `content` (text or UTF-8 bytes) as a CSV file named `name`. */
export function saveCsv(content: string | Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
