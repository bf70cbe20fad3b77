// The certificate as an A4 landscape sheet, in millimetres and points: one geometry for the page
// (HTML, positioned in % of the sheet and sized in container units, so it scales with the
// screen and prints at 297 × 210 mm) and for the PDF (jsPDF, in mm).

export const SHEET = { width: 297, height: 210 } as const;

export const SHEET_COLORS = {
  ink: '#0f172a',
  muted: '#475569',
  brand: '#174fbf',
  brandDark: '#193c79',
  brandLight: '#bcdaff',
  brandWash: '#eef6ff',
  white: '#ffffff',
} as const;

/** Everything on the sheet, by its vertical centre (mm) and size (pt). */
export const SHEET_LAYOUT = {
  outerFrame: { inset: 8, width: 1.2 },
  innerFrame: { inset: 11.5, width: 0.35 },
  /** The brand mark (a cloud on a rounded square; x, y: its top left corner) and the brand name. */
  mark: { x: 22, y: 17.5, size: 10 },
  brandName: { x: 35, y: 20.5, size: 14 },
  tagline: { x: 35, y: 25.5, size: 8 },
  /** The code, top right. */
  codeLabel: { right: 275, y: 21, size: 7 },
  code: { right: 275, y: 26.5, size: 11 },
  title: { y: 50, size: 26, charSpace: 1.2 },
  certify: { y: 64, size: 12 },
  holder: { y: 79, size: 32, minSize: 18, width: 240, lineHeight: 12 },
  holderRule: { y: 88, halfWidth: 75 },
  completed: { y: 97, size: 12 },
  course: { y: 108, size: 18, width: 240, lineHeight: 8 },
  sentence: { y: 121, size: 11.5 },
  /** What the course required and the grade, when the certificate has them (one line each). */
  requirements: { y: 127.5, size: 9 },
  grade: { y: 132, size: 9 },
  /** Syllabus, bottom left: a heading and two columns of module titles. */
  syllabusHeading: { x: 22, y: 137, size: 8, charSpace: 0.8 },
  syllabus: { x: 22, y: 144, size: 9, columnWidth: 96, rows: 5, rowHeight: 6 },
  /** QR code and its caption, bottom right. */
  qr: { x: 238, y: 134, size: 36 },
  qrCaption: { centerX: 256, y: 175, size: 7 },
  qrUrl: { centerX: 256, y: 179.5, size: 6 },
  /** Signature, bottom left under the syllabus. */
  signatureName: { x: 22, y: 183, size: 15 },
  signatureRule: { x: 22, y: 187, width: 80 },
  signatureRole: { x: 22, y: 192, size: 8 },
} as const;

/** 1 pt in mm. */
export const POINT = 25.4 / 72;

/** The holder's name gets smaller as it gets longer, down to a minimum (then it wraps). */
export function holderFontSize(name: string): number {
  const { size, minSize } = SHEET_LAYOUT.holder;
  const comfortable = 30;
  if (name.length <= comfortable) return size;
  return Math.max(minSize, Math.round((size * comfortable) / name.length));
}

/** A horizontal position (mm) as a share of the sheet's width, for CSS. */
export function percentX(mm: number): string {
  return `${((mm / SHEET.width) * 100).toFixed(3)}%`;
}

/** A vertical position (mm) as a share of the sheet's height, for CSS. */
export function percentY(mm: number): string {
  return `${((mm / SHEET.height) * 100).toFixed(3)}%`;
}

/** A size in points as container units of the sheet's width (cqw), for CSS. */
export function containerSize(points: number): string {
  return `${(((points * POINT) / SHEET.width) * 100).toFixed(3)}cqw`;
}

/** A length in mm as container units of the sheet's width (cqw), for CSS. */
export function containerLength(mm: number): string {
  return `${((mm / SHEET.width) * 100).toFixed(3)}cqw`;
}
