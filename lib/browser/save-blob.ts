/** Saved through a temporary `a[download]`: the file is built on the device. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; keeping the URL a while is harmless.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
