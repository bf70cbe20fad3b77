// @vitest-environment node
// The PDF as a person receives it: one A4 landscape page, small, with the holder's name, the
// course and the code as text (not only drawn), and a link to the certificate's page.
import { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Certificate } from './certificate';
import { buildCertificatePdf } from './certificate-pdf';
import { qrMatrix } from './qr-code';

const certificate: Certificate = {
  code: 'TC-7K2M9QX4HZ8B',
  holderName: 'Maria da Conceição Gonçalves',
  courseTitle: 'Arquitetura de Soluções na AWS',
  workloadMinutes: 630,
  syllabus: ['Fundamentos da nuvem', 'Computação com EC2', 'Armazenamento e S3'],
  issuedOn: '2026-11-23',
};

beforeAll(() => {
  vi.stubGlobal('window', { location: { origin: 'https://trilha.example' } });
});

async function render(target: Certificate) {
  const qr = await qrMatrix('https://trilha.example/certificado/TC-7K2M-9QX4-HZ8B');
  const bytes = new Uint8Array(buildCertificatePdf(jsPDF, target, qr).output('arraybuffer'));
  const pdf = await getDocumentProxy(bytes.slice());
  const page = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  const links = (await page.getAnnotations()) as { url?: string }[];
  return { bytes, pdf, page, text, links };
}

describe('the certificate PDF', () => {
  it('is one A4 landscape page under 500 KB with the name, course, hours, date and code as text', async () => {
    const { bytes, pdf, page, text, links } = await render(certificate);
    expect(pdf.numPages).toBe(1);
    const [, , width, height] = page.view;
    // A4 landscape in points: 841.89 × 595.28.
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
    expect(bytes.byteLength).toBeLessThan(500 * 1024);
    for (const expected of [
      'Maria da Conceição Gonçalves',
      'Arquitetura de Soluções na AWS',
      'CERTIFICADO DE CONCLUSÃO',
      '10h30',
      '23 de novembro de 2026',
      'TC-7K2M-9QX4-HZ8B',
      'Computação com EC2',
      'trilha.example/certificado/TC-7K2M-9QX4-HZ8B',
    ]) {
      expect(text.replace(/\s+/g, ' '), expected).toContain(expected);
    }
    expect(links.map((link) => link.url)).toContain('https://trilha.example/certificado/TC-7K2M-9QX4-HZ8B');
  });

  it('keeps long names and titles and many modules on the one page', async () => {
    const { pdf, text } = await render({
      ...certificate,
      holderName: 'Maria Aparecida dos Santos Oliveira de Albuquerque Cavalcanti Nóbrega',
      courseTitle: 'Formação Completa em Arquitetura de Soluções Multinuvem com AWS, Azure e Google Cloud',
      syllabus: Array.from({ length: 14 }, (_, index) => `Módulo ${index + 1} com um título bastante longo`),
    });
    expect(pdf.numPages).toBe(1);
    expect(text).toContain('e mais 5 módulos');
  });

  it('says what the course required and the grade when the certificate has them, and nothing otherwise', async () => {
    const graded = await render({
      ...certificate,
      requirements: { quizzes: true, practiceExam: true, watching: false },
      quizAveragePercent: 86,
      practiceExamBestScore: 780,
    });
    const text = graded.text.replace(/\s+/g, ' ');
    expect(graded.pdf.numPages).toBe(1);
    expect(text).toContain(
      'Requisitos cumpridos: aprovação nos quizzes de todos os módulos e aprovação no simulado.',
    );
    expect(text).toContain('Notas: média de 86% nos quizzes e 780 de 1000 no simulado.');
    const plain = await render(certificate);
    expect(plain.text).not.toContain('Requisitos cumpridos');
    expect(plain.text).not.toContain('Notas:');
  });
});
