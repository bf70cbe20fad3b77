// What a certificate says (the snapshot the database took when it was issued), and the
// addresses and wording built from it. The page, the cards, the PDF and LinkedIn all read this.
import { paths } from '@/config/paths';
import { publicUrl } from '@/config/public-site';
import { formatCertificateCode } from '@/rules/certificate-code';
import { formatHours, lazyFormatter } from '@/utils/format';

export interface Certificate {
  /** Stored form, 'TC-7K2M9QX4HZ8B'. */
  code: string;
  holderName: string;
  courseTitle: string;
  workloadMinutes: number;
  /** Module titles, in course order. */
  syllabus: string[];
  /** São Paulo date of issue, 'YYYY-MM-DD'. */
  issuedOn: string;
  /** São Paulo date it was revoked, 'YYYY-MM-DD'; null (or absent) while it is valid. */
  revokedOn?: string | null;
  /** What the course required when it was issued, beyond completing its lessons (absent: nothing). */
  requirements?: CertificateRequirements | null;
  /** Average of the best score of each module quiz taken, 0–100 (null: none taken). */
  quizAveragePercent?: number | null;
  /** Best simulado score, 100–1000 (null: none taken). */
  practiceExamBestScore?: number | null;
  /**
   * A track's certificate (absent: a course's). Then `courseTitle` is the track's title and
   * `syllabus` its courses with their hours, in step order.
   */
  track?: { targetRole: string; examCode: string | null } | null;
}

export interface CertificateRequirements {
  quizzes: boolean;
  practiceExam: boolean;
  watching: boolean;
  /** The course's hands-on exercises ('Práticas'); absent where the source does not say. */
  exercises?: boolean;
}

/** The certificate's page, with the code grouped: /certificado/TC-7K2M-9QX4-HZ8B. */
export function certificatePath(code: string): string {
  return paths.certificate(formatCertificateCode(code));
}

/** The absolute address the QR code, 'Copiar link' and LinkedIn point to. */
export function certificateUrl(code: string): string {
  return publicUrl(certificatePath(code));
}

const longDate = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }),
);
const shortDate = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }),
);

function issueDate(issuedOn: string): Date {
  return new Date(`${issuedOn}T00:00:00Z`);
}

/** '23 de novembro de 2026' (a date-only value: read as written, never shifted by a time zone). */
export function formatIssueDateLong(issuedOn: string): string {
  return longDate().format(issueDate(issuedOn));
}

/** '23/11/2026'. */
export function formatIssueDate(issuedOn: string): string {
  return shortDate().format(issueDate(issuedOn));
}

/** '10h', '1h30', '45 min'. */
export function formatWorkload(minutes: number): string {
  return formatHours(minutes);
}

/** The sentence under the course title, on the page and in the PDF. */
export function completionSentence(certificate: Certificate): string {
  return `com carga horária de ${formatWorkload(certificate.workloadMinutes)}, em ${formatIssueDateLong(certificate.issuedOn)}.`;
}

/** 'a, b e c'. */
function listed(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * What the course required for this certificate beyond its lessons ('aprovação nos quizzes de
 * todos os módulos e aprovação no simulado'); null when it required only its lessons.
 */
export function requirementsText(certificate: Certificate): string | null {
  const required = certificate.requirements;
  if (certificate.track) {
    return listed(
      [
        'conclusão de todos os cursos da trilha',
        required?.practiceExam ? 'aprovação no simulado' : null,
      ].filter((part): part is string => part !== null),
    );
  }
  const parts = [
    required?.quizzes ? 'aprovação nos quizzes de todos os módulos' : null,
    required?.practiceExam ? 'aprovação no simulado' : null,
    required?.exercises ? 'aprovação em todas as práticas' : null,
    required?.watching ? 'ao menos 90% de cada aula assistida' : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? listed(parts) : null;
}

/** The grade the certificate keeps ('média de 86% nos quizzes e 780 de 1000 no simulado'); null without one. */
export function gradeText(certificate: Certificate): string | null {
  const { quizAveragePercent: quizzes, practiceExamBestScore: exam } = certificate;
  const parts = [
    quizzes != null ? `média de ${quizzes}% nos quizzes` : null,
    exam != null ? `${exam} de 1000 no simulado` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? listed(parts) : null;
}

/** What the holder finished, under their name on the sheet and in the PDF. */
export function completedWhat(certificate: Certificate): string {
  return certificate.track ? 'concluiu a trilha' : 'concluiu o curso';
}

/** The heading of the sheet's and the PDF's list. */
export function syllabusHeading(certificate: Certificate): string {
  return certificate.track ? 'CURSOS DA TRILHA' : 'CONTEÚDO PROGRAMÁTICO';
}

/** The name LinkedIn shows for the certification. */
export function certificationName(certificate: Certificate): string {
  return certificate.track ? `Trilha ${certificate.courseTitle}` : certificate.courseTitle;
}

/** The sheet's and the PDF's line: 'Requisitos cumpridos: …'. */
export function requirementsSentence(certificate: Certificate): string | null {
  const text = requirementsText(certificate);
  return text ? `Requisitos cumpridos: ${text}.` : null;
}

/** The sheet's and the PDF's line: 'Notas: …'. */
export function gradeSentence(certificate: Certificate): string | null {
  const text = gradeText(certificate);
  return text ? `Notas: ${text}.` : null;
}

/** 'média de 86%…' → 'Média de 86%…', for a value standing on its own. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How many module titles fit on the sheet; the rest is counted ('e mais 3 módulos'). */
export const SHEET_SYLLABUS_LIMIT = 10;

export function sheetSyllabus(syllabus: string[]): { shown: string[]; more: string | null } {
  if (syllabus.length <= SHEET_SYLLABUS_LIMIT) return { shown: syllabus, more: null };
  const shown = syllabus.slice(0, SHEET_SYLLABUS_LIMIT - 1);
  const rest = syllabus.length - shown.length;
  return { shown, more: `e mais ${rest} módulos` };
}

/** A file name people recognise: certificado-trilha-cloud-TC-7K2M-9QX4-HZ8B.pdf. */
export function certificateFileName(code: string): string {
  return `certificado-trilha-cloud-${formatCertificateCode(code)}.pdf`;
}

/** Tab title and description of the certificate's page (holder and course). */
export function certificateMeta(certificate: Certificate) {
  if (certificate.revokedOn) {
    return {
      title: `Certificado revogado — ${certificate.holderName} — ${certificate.courseTitle}`,
      description: `Este certificado da Trilha Cloud (código ${formatCertificateCode(certificate.code)}) foi revogado em ${formatIssueDate(certificate.revokedOn)}.`,
    };
  }
  return {
    title: `Certificado de ${certificate.holderName} — ${certificate.courseTitle}`,
    description: `${certificate.holderName} ${completedWhat(certificate)} ${certificate.courseTitle} na Trilha Cloud (${formatWorkload(certificate.workloadMinutes)}, ${formatIssueDate(certificate.issuedOn)}). Código de verificação ${formatCertificateCode(certificate.code)}.`,
  };
}
