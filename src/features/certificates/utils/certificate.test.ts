// @vitest-environment jsdom
// (reads window: location, localStorage or a script element)
import { describe, expect, it } from 'vitest';
import {
  certificateMeta,
  certificatePath,
  certificateUrl,
  completionSentence,
  formatIssueDate,
  formatIssueDateLong,
  requirementsText,
  sheetSyllabus,
  type Certificate,
} from './certificate';
import { linkedInAddCertificationUrl } from './linkedin';
import { pdfText } from './pdf-text';
import { darkRuns, qrSvgPath } from './qr-code';
import { holderFontSize } from './sheet-layout';

const certificate: Certificate = {
  code: 'TC-7K2M9QX4HZ8B',
  holderName: 'João da Silva',
  courseTitle: 'DevOps & CI/CD: do zero à produção',
  workloadMinutes: 90,
  syllabus: ['Git', 'Pipelines'],
  issuedOn: '2026-01-01',
};

describe('certificate addresses and wording', () => {
  it('name every requirement the course had, the hands-on exercises included', () => {
    expect(requirementsText(certificate)).toBeNull();
    expect(
      requirementsText({
        ...certificate,
        requirements: { quizzes: true, practiceExam: false, watching: true, exercises: true },
      }),
    ).toBe(
      'aprovação nos quizzes de todos os módulos, aprovação em todas as práticas e ao menos 90% de cada aula assistida',
    );
  });

  it('link the grouped code on the public origin', () => {
    expect(certificatePath('TC-7K2M9QX4HZ8B')).toBe('/certificado/TC-7K2M-9QX4-HZ8B');
    expect(certificateUrl('TC-7K2M9QX4HZ8B')).toBe(`${window.location.origin}/certificado/TC-7K2M-9QX4-HZ8B`);
  });

  it('show the issue date as written, whatever the time zone (1 January stays 1 January)', () => {
    expect(formatIssueDate('2026-01-01')).toBe('01/01/2026');
    expect(formatIssueDateLong('2026-01-01')).toBe('1 de janeiro de 2026');
    expect(completionSentence(certificate)).toBe('com carga horária de 1h30, em 1 de janeiro de 2026.');
  });

  it('name the holder and the course in the tab and the description', () => {
    expect(certificateMeta(certificate)).toEqual({
      title: 'Certificado de João da Silva — DevOps & CI/CD: do zero à produção',
      description:
        'João da Silva concluiu o curso DevOps & CI/CD: do zero à produção na Trilha Cloud (1h30, 01/01/2026). Código de verificação TC-7K2M-9QX4-HZ8B.',
    });
  });

  it('fit ten module titles on the sheet and count the rest', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `M${index + 1}`);
    expect(sheetSyllabus(twelve)).toEqual({ shown: twelve.slice(0, 9), more: 'e mais 3 módulos' });
    expect(sheetSyllabus(twelve.slice(0, 10))).toEqual({ shown: twelve.slice(0, 10), more: null });
  });

  it('shrink a long name down to a minimum size', () => {
    expect(holderFontSize('Ana Lima')).toBe(32);
    expect(holderFontSize('x'.repeat(60))).toBe(18);
  });
});

describe('Adicionar ao LinkedIn', () => {
  it('fills LinkedIn’s add-to-profile form, every value encoded', () => {
    const url = new URL(linkedInAddCertificationUrl(certificate));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'DevOps & CI/CD: do zero à produção',
      organizationName: 'Trilha Cloud',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: `${window.location.origin}/certificado/TC-7K2M-9QX4-HZ8B`,
      certId: 'TC-7K2M-9QX4-HZ8B',
    });
    expect(linkedInAddCertificationUrl(certificate)).not.toMatch(/[ &]name=DevOps &/);
  });
});

describe('PDF text', () => {
  it('keeps Portuguese as it is and gives other letters their Latin form', () => {
    expect(pdfText('Conceição Araújo Ñúñez')).toBe('Conceição Araújo Ñúñez');
    expect(pdfText('Nguyễn Łukasz “Zoë” – Ōtani')).toBe('Nguyen Lukasz "Zoë" - Otani');
    expect(pdfText('李')).toBe('?');
  });
});

describe('QR drawing', () => {
  it('merges each row’s dark modules into runs', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [true, true, true, true],
    ];
    expect(darkRuns(matrix)).toEqual([
      [0, 0, 2],
      [0, 3, 1],
      [2, 0, 4],
    ]);
    expect(qrSvgPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM0 2h4v1h-4z');
  });
});
