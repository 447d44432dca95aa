/**
 * Saving an export in the browser (the users list, the notification wizard's CSV files, the target
 * tracking report). Browser-only: it needs `document` and `URL.createObjectURL`.
 */

/** Saves a Blob under a file name through a temporary `<a download>`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
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
