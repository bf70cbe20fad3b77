// @vitest-environment jsdom
// (the certificate's address reads window.location)
import { describe, expect, it } from 'vitest';
import {
  certificateMeta,
  completedWhat,
  gradeSentence,
  requirementsSentence,
  syllabusHeading,
} from '../utils/certificate';
import { linkedInAddCertificationUrl } from '../utils/linkedin';
import { trackCertificateFromRow, verifiedTrackCertificateSchema } from './verified-track-certificate-schema';

const answer = {
  verification_code: 'TC-7K2M9QX4HZ8B',
  holder_name: 'Maria Silva',
  track_title: 'DevOps no Azure',
  track_slug: 'devops-no-azure',
  target_role: 'Engenheiro(a) DevOps com Azure',
  exam_code: 'AZ-900',
  exam_name: 'Microsoft Azure Fundamentals',
  workload_minutes: 1350,
  courses: [
    { title: 'Azure Fundamentals', slug: 'azure', workload_minutes: 600 },
    { title: 'DevOps & CI/CD', slug: 'devops', workload_minutes: 750 },
  ],
  practice_exam_course_title: 'Azure Fundamentals',
  practice_exam_best_score: 880,
  issued_on: '2026-12-06',
};

describe('a track certificate, as its public page, PDF and LinkedIn read it', () => {
  it('lists the courses with their hours and keeps the best simulado score', () => {
    const certificate = trackCertificateFromRow(verifiedTrackCertificateSchema.parse(answer)!);
    expect(certificate.syllabus).toEqual(['Azure Fundamentals — 10h', 'DevOps & CI/CD — 12h30']);
    expect(completedWhat(certificate)).toBe('concluiu a trilha');
    expect(syllabusHeading(certificate)).toBe('CURSOS DA TRILHA');
    expect(requirementsSentence(certificate)).toBe(
      'Requisitos cumpridos: conclusão de todos os cursos da trilha e aprovação no simulado.',
    );
    expect(gradeSentence(certificate)).toBe('Notas: 880 de 1000 no simulado.');
    expect(certificateMeta(certificate).title).toBe('Certificado de Maria Silva — DevOps no Azure');
    expect(new URL(linkedInAddCertificationUrl(certificate)).searchParams.get('name')).toBe(
      'Trilha DevOps no Azure',
    );
  });

  it('is null for a code no track certificate has', () => {
    expect(verifiedTrackCertificateSchema.parse(null)).toBeNull();
  });
});
