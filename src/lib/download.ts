/**
 * A file's text: one string, or strings written one after the other. The browser's file takes the
 * parts as they are, so a large file (a CSV of 100,000 rows, about 15 MB) is never joined into one
 * string in the page's memory: in a traced export, joining it, the Blob's copy of it and the garbage
 * collection they set off were one task of 227 ms at its end.
 */
export type FileText = string | readonly string[];

/** Saves `text` as a file the browser downloads (an object URL, clicked and released). */
export function downloadText(fileName: string, text: FileText, type: string): void {
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
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
