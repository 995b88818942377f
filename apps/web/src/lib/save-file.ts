/** Hands the browser a file to save under `fileName` (a download the page made itself). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
