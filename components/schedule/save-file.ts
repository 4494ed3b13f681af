/** The generated programme is built on the device: saved through a temporary `a[download]`. */
export function saveTextFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
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
