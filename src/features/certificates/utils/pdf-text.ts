// jsPDF's built-in fonts (Helvetica, Times, Courier) write text in WinAnsi, which covers every
// letter of Portuguese (and of most Latin languages). Outside it, a letter is written without
// its accent ('Nguyễn' → 'Nguyen'); what has no Latin form becomes '?'. The page itself shows the
// name exactly as stored.
const REPLACEMENTS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
};

function fitsWinAnsi(character: string): boolean {
  const point = character.codePointAt(0) ?? 0;
  return point >= 0x20 && point <= 0xff && !(point >= 0x7f && point <= 0x9f);
}

export function pdfText(text: string): string {
  let result = '';
  for (const character of text) {
    if (fitsWinAnsi(character)) {
      result += character;
      continue;
    }
    const replacement = REPLACEMENTS[character];
    if (replacement) {
      result += replacement;
      continue;
    }
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    result += [...base].every(fitsWinAnsi) && base ? base : /\s/.test(character) ? ' ' : '?';
  }
  return result;
}
