/** Saves `text` as a file the browser downloads (an object URL, clicked and released). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled; revoking at once can cancel the download in Firefox.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today's date as YYYY-MM-DD (local time), for file names. */
export function fileDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
