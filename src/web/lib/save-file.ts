/**
 * Saves a file the browser received, under the given name (the FNA report, the checklist, a
 * client's data export). The object URL is released a minute later, after the download started.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
