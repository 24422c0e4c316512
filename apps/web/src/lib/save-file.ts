/** Saves a file through a Blob link: nothing leaves the browser. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task keeps the URL alive until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
