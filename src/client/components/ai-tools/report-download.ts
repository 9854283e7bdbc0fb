/** Saves a text file (or a fetched Blob) from the browser: a Blob behind a temporary download link. */
export function downloadTextFile(
  fileName: string,
  content: string | Blob,
  type = 'text/markdown;charset=utf-8',
) {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
