// The QR code of a certificate's address, from qrcode-generator (npm, no dependencies), loaded
// only by the screens that draw one. The matrix feeds both the page's SVG and the PDF.

/** Dark modules, row by row (true = dark), without the quiet zone. */
export type QrMatrix = boolean[][];

export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { default: qrcode } = await import('qrcode-generator');
  // M: 15 % of the code may be damaged (a crease in a printed copy) and it still reads.
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => qr.isDark(row, column)),
  );
}

/** Horizontal runs of dark modules: [row, first column, length]. Fewer shapes than one per module. */
export function darkRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  matrix.forEach((cells, row) => {
    let start = -1;
    cells.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if ((!dark || column === cells.length - 1) && start >= 0) {
        const end = dark ? column + 1 : column;
        runs.push([row, start, end - start]);
        start = -1;
      }
    });
  });
  return runs;
}

/** One SVG path for the whole code, in module units (viewBox 0 0 size size). */
export function qrSvgPath(matrix: QrMatrix): string {
  return darkRuns(matrix)
    .map(([row, column, length]) => `M${column} ${row}h${length}v1h-${length}z`)
    .join('');
}
