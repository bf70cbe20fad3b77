// Hands a file the browser holds to the person as a download (the CSV exports, the e-books).

/** Hands `file` to the browser as a download named `fileName`; the page stays where it is. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A text the browser made, downloaded as a file. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveFile(new Blob([text], { type }), fileName);
}
