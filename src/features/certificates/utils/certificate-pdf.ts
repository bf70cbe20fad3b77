// 'Baixar PDF': the certificate drawn with jsPDF (npm), in vector shapes and real text (the name
// and the code can be selected, searched and read aloud), one A4 landscape page of a few KB.
// jsPDF is loaded only when the button is pressed.
import type { jsPDF as JsPdf } from 'jspdf';
import { BRAND } from '@/config/brand';
import { formatCertificateCode } from '@/rules/certificate-code';
import {
  certificateFileName,
  certificateUrl,
  completionSentence,
  gradeSentence,
  requirementsSentence,
  sheetSyllabus,
  type Certificate,
  completedWhat,
  syllabusHeading,
} from './certificate';
import { CERTIFICATE_SIGNATURE } from './certificate-signature';
import { pdfText } from './pdf-text';
import { darkRuns, qrMatrix, type QrMatrix } from './qr-code';
import { holderFontSize, SHEET, SHEET_COLORS as COLOR, SHEET_LAYOUT as L } from './sheet-layout';

type JsPdfConstructor = typeof JsPdf;

function drawMark(doc: JsPdf) {
  const { x, y, size } = L.mark;
  const unit = size / 10;
  const cx = x + size / 2;
  const cy = y + size / 2;
  doc.setFillColor(COLOR.brand);
  doc.roundedRect(x, y, size, size, 2 * unit, 2 * unit, 'F');
  doc.setFillColor(COLOR.white);
  doc.circle(cx - 1.7 * unit, cy + 0.5 * unit, 1.8 * unit, 'F');
  doc.circle(cx + 0.5 * unit, cy - 0.6 * unit, 2.4 * unit, 'F');
  doc.circle(cx + 2.3 * unit, cy + 0.9 * unit, 1.5 * unit, 'F');
  doc.rect(cx - 1.7 * unit, cy + 0.5 * unit, 4 * unit, 1.9 * unit, 'F');
}

function centred(doc: JsPdf, text: string, y: number) {
  doc.text(pdfText(text), SHEET.width / 2, y, { align: 'center', baseline: 'middle' });
}

/** Draws the certificate on a new A4 landscape document (no I/O: the caller saves it). */
export function buildCertificatePdf(JsPdfClass: JsPdfConstructor, certificate: Certificate, qr: QrMatrix) {
  const doc = new JsPdfClass({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  const code = formatCertificateCode(certificate.code);
  const url = certificateUrl(certificate.code);
  doc.setProperties({
    title: `Certificado — ${certificate.courseTitle} — ${certificate.holderName}`,
    subject: `Certificado de conclusão ${code}`,
    author: BRAND.name,
    creator: BRAND.name,
    keywords: code,
  });

  // Frames.
  doc.setDrawColor(COLOR.brandDark);
  doc.setLineWidth(L.outerFrame.width);
  const outer = L.outerFrame.inset;
  doc.rect(outer, outer, SHEET.width - 2 * outer, SHEET.height - 2 * outer, 'S');
  doc.setDrawColor(COLOR.brandLight);
  doc.setLineWidth(L.innerFrame.width);
  const inner = L.innerFrame.inset;
  doc.rect(inner, inner, SHEET.width - 2 * inner, SHEET.height - 2 * inner, 'S');

  // Brand, top left; code, top right.
  drawMark(doc);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(L.brandName.size);
  doc.setTextColor(COLOR.ink);
  doc.text(pdfText(BRAND.name), L.brandName.x, L.brandName.y, { baseline: 'middle' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.tagline.size);
  doc.setTextColor(COLOR.muted);
  doc.text(pdfText(BRAND.tagline), L.tagline.x, L.tagline.y, { baseline: 'middle' });
  doc.setFontSize(L.codeLabel.size);
  doc.text('Código de verificação', L.codeLabel.right, L.codeLabel.y, { align: 'right', baseline: 'middle' });
  doc.setFont('courier', 'bold');
  doc.setFontSize(L.code.size);
  doc.setTextColor(COLOR.ink);
  doc.text(code, L.code.right, L.code.y, { align: 'right', baseline: 'middle' });

  // Title and the statement.
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(L.title.size);
  doc.setTextColor(COLOR.brandDark);
  // No character spacing: spaced letters would come out of the PDF's text as 'C E R T I …'.
  centred(doc, 'CERTIFICADO DE CONCLUSÃO', L.title.y);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.certify.size);
  doc.setTextColor(COLOR.muted);
  centred(doc, 'Certificamos que', L.certify.y);

  doc.setFont('times', 'bolditalic');
  doc.setFontSize(holderFontSize(certificate.holderName));
  doc.setTextColor(COLOR.ink);
  const holderLines = (
    doc.splitTextToSize(pdfText(certificate.holderName), L.holder.width) as string[]
  ).slice(0, 2);
  const holderTop = L.holder.y - ((holderLines.length - 1) * L.holder.lineHeight) / 2;
  holderLines.forEach((line, index) => centred(doc, line, holderTop + index * L.holder.lineHeight));
  doc.setDrawColor(COLOR.brandLight);
  doc.setLineWidth(0.4);
  doc.line(
    SHEET.width / 2 - L.holderRule.halfWidth,
    L.holderRule.y,
    SHEET.width / 2 + L.holderRule.halfWidth,
    L.holderRule.y,
  );

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.completed.size);
  doc.setTextColor(COLOR.muted);
  centred(doc, completedWhat(certificate), L.completed.y);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(L.course.size);
  doc.setTextColor(COLOR.brand);
  const courseLines = (
    doc.splitTextToSize(pdfText(certificate.courseTitle), L.course.width) as string[]
  ).slice(0, 2);
  const courseTop = L.course.y - ((courseLines.length - 1) * L.course.lineHeight) / 2;
  courseLines.forEach((line, index) => centred(doc, line, courseTop + index * L.course.lineHeight));
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.sentence.size);
  doc.setTextColor(COLOR.ink);
  centred(doc, completionSentence(certificate), L.sentence.y);
  const requirements = requirementsSentence(certificate);
  const grade = gradeSentence(certificate);
  if (requirements || grade) {
    doc.setFontSize(L.requirements.size);
    doc.setTextColor(COLOR.muted);
    if (requirements) centred(doc, requirements, L.requirements.y);
    if (grade) centred(doc, grade, L.grade.y);
  }

  // Syllabus, two columns.
  const { shown, more } = sheetSyllabus(certificate.syllabus);
  if (shown.length > 0) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(L.syllabusHeading.size);
    doc.setTextColor(COLOR.brand);
    doc.text(syllabusHeading(certificate), L.syllabusHeading.x, L.syllabusHeading.y, { baseline: 'middle' });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(L.syllabus.size);
    doc.setTextColor(COLOR.ink);
    const items = more ? [...shown, more] : shown;
    items.forEach((title, index) => {
      const column = Math.floor(index / L.syllabus.rows);
      const row = index % L.syllabus.rows;
      const x = L.syllabus.x + column * L.syllabus.columnWidth;
      const y = L.syllabus.y + row * L.syllabus.rowHeight;
      const isMore = more !== null && index === items.length - 1;
      const text = isMore ? title : `${index + 1}. ${title}`;
      const [line] = doc.splitTextToSize(pdfText(text), L.syllabus.columnWidth - 6) as string[];
      const cut = line && line.length < pdfText(text).length ? `${line.replace(/\s*\S*$/, '')}...` : line;
      doc.text(cut ?? '', x, y, { baseline: 'middle' });
    });
  }

  // QR code, bottom right, linking to the certificate's page.
  const cells = qr.length;
  const module = L.qr.size / cells;
  doc.setFillColor(COLOR.ink);
  for (const [row, column, length] of darkRuns(qr)) {
    doc.rect(L.qr.x + column * module, L.qr.y + row * module, length * module, module, 'F');
  }
  doc.link(L.qr.x, L.qr.y, L.qr.size, L.qr.size, { url });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(L.qrCaption.size);
  doc.setTextColor(COLOR.muted);
  doc.text('Verifique a autenticidade', L.qrCaption.centerX, L.qrCaption.y, {
    align: 'center',
    baseline: 'middle',
  });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.qrUrl.size);
  const shownUrl = url.replace(/^https?:\/\//, '');
  doc.text(pdfText(shownUrl), L.qrUrl.centerX, L.qrUrl.y, { align: 'center', baseline: 'middle' });

  // Signature.
  doc.setFont('times', 'italic');
  doc.setFontSize(L.signatureName.size);
  doc.setTextColor(COLOR.brandDark);
  doc.text(pdfText(CERTIFICATE_SIGNATURE.name), L.signatureName.x, L.signatureName.y, { baseline: 'middle' });
  doc.setDrawColor(COLOR.muted);
  doc.setLineWidth(0.3);
  doc.line(
    L.signatureRule.x,
    L.signatureRule.y,
    L.signatureRule.x + L.signatureRule.width,
    L.signatureRule.y,
  );
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(L.signatureRole.size);
  doc.setTextColor(COLOR.muted);
  doc.text(pdfText(CERTIFICATE_SIGNATURE.role), L.signatureRole.x, L.signatureRole.y, { baseline: 'middle' });

  return doc;
}

/** Loads jsPDF and the QR encoder, draws the certificate and starts the download. */
export async function downloadCertificatePdf(certificate: Certificate): Promise<void> {
  const [{ jsPDF }, qr] = await Promise.all([import('jspdf'), qrMatrix(certificateUrl(certificate.code))]);
  buildCertificatePdf(jsPDF, certificate, qr).save(certificateFileName(certificate.code));
}
