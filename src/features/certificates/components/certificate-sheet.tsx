// The certificate drawn as an A4 landscape sheet (the geometry of ../utils/sheet-layout.ts, shared
// with the PDF). Positions are shares of the sheet and sizes container units of its width, so
// the same sheet fits a phone, a desktop and the printed page (297 × 210 mm, see index.css).
import type { CSSProperties, ReactNode } from 'react';
import { BRAND } from '@/config/brand';
import { formatCertificateCode } from '@/rules/certificate-code';
import { cn } from '@/lib/utils';
import { useQrMatrix } from '../api/use-qr-matrix';
import {
  certificateUrl,
  completionSentence,
  gradeSentence,
  requirementsSentence,
  sheetSyllabus,
  type Certificate,
  completedWhat,
  syllabusHeading,
} from '../utils/certificate';
import { CERTIFICATE_SIGNATURE } from '../utils/certificate-signature';
import { qrSvgPath } from '../utils/qr-code';
import {
  containerLength,
  containerSize,
  holderFontSize,
  percentX,
  percentY,
  SHEET,
  SHEET_COLORS as COLOR,
  SHEET_LAYOUT as L,
} from '../utils/sheet-layout';

interface PlacedProps {
  y: number;
  size: number;
  /** Left edge (mm); centred on the sheet when neither x nor right is given. */
  x?: number;
  /** Right edge (mm). */
  right?: number;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A line of text whose vertical centre sits at y mm, like the PDF's baseline 'middle'. */
function Placed({ y, size, x, right, className, style, children }: PlacedProps) {
  const horizontal: CSSProperties =
    x !== undefined
      ? { left: percentX(x) }
      : right !== undefined
        ? { right: percentX(SHEET.width - right), textAlign: 'right' }
        : { left: 0, right: 0, textAlign: 'center' };
  return (
    <p
      className={cn('absolute m-0 leading-[1.15]', className)}
      style={{
        top: percentY(y),
        transform: 'translateY(-50%)',
        fontSize: containerSize(size),
        ...horizontal,
        ...style,
      }}
    >
      {children}
    </p>
  );
}

function BrandMark() {
  const { x, y, size } = L.mark;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      className="absolute"
      style={{
        left: percentX(x),
        top: percentY(y),
        width: containerLength(size),
        height: containerLength(size),
      }}
    >
      <rect width="10" height="10" rx="2" fill={COLOR.brand} />
      <g fill={COLOR.white}>
        <circle cx="3.3" cy="5.5" r="1.8" />
        <circle cx="5.5" cy="4.4" r="2.4" />
        <circle cx="7.3" cy="5.9" r="1.5" />
        <rect x="3.3" y="5.5" width="4" height="1.9" />
      </g>
    </svg>
  );
}

function QrCode({ url }: { url: string }) {
  const qr = useQrMatrix(url);
  const { x, y, size } = L.qr;
  const box: CSSProperties = {
    left: percentX(x),
    top: percentY(y),
    width: containerLength(size),
    height: containerLength(size),
  };
  if (!qr.data) return <div aria-hidden="true" className="absolute bg-slate-100" style={box} />;
  const cells = qr.data.length;
  return (
    <svg
      role="img"
      aria-label={`QR code que leva a ${url}`}
      data-certificate-qr
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
      className="absolute"
      style={box}
    >
      <path d={qrSvgPath(qr.data)} fill={COLOR.ink} />
    </svg>
  );
}

export function CertificateSheet({
  certificate,
  className,
}: {
  certificate: Certificate;
  className?: string;
}) {
  const url = certificateUrl(certificate.code);
  const { shown, more } = sheetSyllabus(certificate.syllabus);
  const syllabusItems = more ? [...shown, more] : shown;
  const outer = L.outerFrame.inset;
  const inner = L.innerFrame.inset;

  return (
    <article
      aria-label="Certificado"
      data-certificate-sheet
      className={cn(
        'certificate-sheet relative w-full overflow-hidden bg-white font-sans text-ink shadow-lg ring-1 ring-slate-200 [container-type:inline-size]',
        className,
      )}
      style={{ aspectRatio: `${SHEET.width} / ${SHEET.height}` }}
    >
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          inset: `${percentY(outer)} ${percentX(outer)}`,
          border: `${containerLength(L.outerFrame.width)} solid ${COLOR.brandDark}`,
        }}
      />
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          inset: `${percentY(inner)} ${percentX(inner)}`,
          border: `max(1px, ${containerLength(L.innerFrame.width)}) solid ${COLOR.brandLight}`,
        }}
      />

      <BrandMark />
      <Placed x={L.brandName.x} y={L.brandName.y} size={L.brandName.size} className="font-bold">
        {BRAND.name}
      </Placed>
      <Placed x={L.tagline.x} y={L.tagline.y} size={L.tagline.size} style={{ color: COLOR.muted }}>
        {BRAND.tagline}
      </Placed>
      <Placed
        right={L.codeLabel.right}
        y={L.codeLabel.y}
        size={L.codeLabel.size}
        style={{ color: COLOR.muted }}
      >
        Código de verificação
      </Placed>
      <Placed right={L.code.right} y={L.code.y} size={L.code.size} className="font-mono font-bold">
        {formatCertificateCode(certificate.code)}
      </Placed>

      <Placed
        y={L.title.y}
        size={L.title.size}
        className="font-bold"
        style={{ color: COLOR.brandDark, letterSpacing: containerLength(L.title.charSpace) }}
      >
        <span className="sr-only">Certificado de conclusão</span>
        <span aria-hidden="true">CERTIFICADO DE CONCLUSÃO</span>
      </Placed>
      <Placed y={L.certify.y} size={L.certify.size} style={{ color: COLOR.muted }}>
        Certificamos que
      </Placed>
      <p
        data-certificate-holder
        className="absolute m-0 line-clamp-2 text-center font-serif font-bold italic leading-[1.1]"
        style={{
          top: percentY(L.holder.y),
          left: '50%',
          width: containerLength(L.holder.width),
          transform: 'translate(-50%, -50%)',
          fontSize: containerSize(holderFontSize(certificate.holderName)),
          fontFamily: "Georgia, 'Times New Roman', Times, serif",
        }}
      >
        {certificate.holderName}
      </p>
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          top: percentY(L.holderRule.y),
          left: percentX(SHEET.width / 2 - L.holderRule.halfWidth),
          width: containerLength(2 * L.holderRule.halfWidth),
          borderTop: `max(1px, ${containerLength(0.4)}) solid ${COLOR.brandLight}`,
        }}
      />
      <Placed y={L.completed.y} size={L.completed.size} style={{ color: COLOR.muted }}>
        {completedWhat(certificate)}
      </Placed>
      <p
        className="absolute m-0 line-clamp-2 text-center font-bold leading-[1.25]"
        style={{
          top: percentY(L.course.y),
          left: '50%',
          width: containerLength(L.course.width),
          transform: 'translate(-50%, -50%)',
          fontSize: containerSize(L.course.size),
          color: COLOR.brand,
        }}
      >
        {certificate.courseTitle}
      </p>
      <Placed y={L.sentence.y} size={L.sentence.size}>
        {completionSentence(certificate)}
      </Placed>
      {requirementsSentence(certificate) && (
        <Placed y={L.requirements.y} size={L.requirements.size} style={{ color: COLOR.muted }}>
          {requirementsSentence(certificate)}
        </Placed>
      )}
      {gradeSentence(certificate) && (
        <Placed y={L.grade.y} size={L.grade.size} style={{ color: COLOR.muted }}>
          {gradeSentence(certificate)}
        </Placed>
      )}

      {syllabusItems.length > 0 && (
        <div
          className="absolute"
          style={{
            left: percentX(L.syllabusHeading.x),
            top: percentY(L.syllabusHeading.y),
            transform: 'translateY(-50%)',
          }}
        >
          <p
            className="m-0 font-bold"
            style={{
              fontSize: containerSize(L.syllabusHeading.size),
              letterSpacing: containerLength(L.syllabusHeading.charSpace),
              color: COLOR.brand,
            }}
          >
            {syllabusHeading(certificate)}
          </p>
        </div>
      )}
      {syllabusItems.length > 0 && (
        <ol
          className="absolute m-0 grid list-none grid-flow-col p-0"
          style={{
            left: percentX(L.syllabus.x),
            top: percentY(L.syllabus.y - L.syllabus.rowHeight / 2),
            gridTemplateRows: `repeat(${L.syllabus.rows}, ${containerLength(L.syllabus.rowHeight)})`,
            gridAutoColumns: containerLength(L.syllabus.columnWidth),
            fontSize: containerSize(L.syllabus.size),
          }}
        >
          {syllabusItems.map((title, index) => (
            <li key={`${index}-${title}`} className="flex items-center overflow-hidden pr-[2cqw]">
              <span className="truncate">
                {more !== null && index === syllabusItems.length - 1 ? title : `${index + 1}. ${title}`}
              </span>
            </li>
          ))}
        </ol>
      )}

      <QrCode url={url} />
      <Placed
        x={L.qr.x - 10}
        y={L.qrCaption.y}
        size={L.qrCaption.size}
        className="font-bold"
        style={{ width: containerLength(L.qr.size + 20), textAlign: 'center', color: COLOR.muted }}
      >
        Verifique a autenticidade
      </Placed>
      <Placed
        x={L.qr.x - 14}
        y={L.qrUrl.y}
        size={L.qrUrl.size}
        style={{ width: containerLength(L.qr.size + 28), textAlign: 'center', color: COLOR.muted }}
      >
        <span className="break-all">{url.replace(/^https?:\/\//, '')}</span>
      </Placed>

      <Placed
        x={L.signatureName.x}
        y={L.signatureName.y}
        size={L.signatureName.size}
        className="italic"
        style={{ color: COLOR.brandDark, fontFamily: "Georgia, 'Times New Roman', Times, serif" }}
      >
        {CERTIFICATE_SIGNATURE.name}
      </Placed>
      <div
        aria-hidden="true"
        className="absolute"
        style={{
          top: percentY(L.signatureRule.y),
          left: percentX(L.signatureRule.x),
          width: containerLength(L.signatureRule.width),
          borderTop: `max(1px, ${containerLength(0.3)}) solid ${COLOR.muted}`,
        }}
      />
      <Placed
        x={L.signatureRole.x}
        y={L.signatureRole.y}
        size={L.signatureRole.size}
        style={{ color: COLOR.muted }}
      >
        {CERTIFICATE_SIGNATURE.role}
      </Placed>
    </article>
  );
}
