// A certificate code has one written form for people, 'TC-XXXX-XXXX-XXXX', on every screen and in
// 'Baixar meus dados' (export_my_data): course and track certificates alike, and the exported
// code still verifies. The database's private.format_certificate_code() writes the same form as
// the app's formatCertificateCode() (src/rules/certificate-code.ts).
// docs/rules/ratings-and-certificates.md ("The code").
import { describe, expect, it } from 'vitest';
import { formatCertificateCode } from '@/rules/certificate-code';
import { anonClient, createUser, sql } from '../../support/stack';
import { createCourse, enrol } from './fixtures';
import { createTrack } from './tracks-fixtures';

const GROUPED = /^TC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

interface ExportedCodes {
  certificados: { codigo_de_verificacao: string }[];
  trilhas: { certificados: { codigo_de_verificacao: string }[] };
}

describe('the certificate code in export_my_data', () => {
  it('is grouped by four for course and track certificates, as every screen shows it, and verifies', async () => {
    const student = await createUser({ fullName: 'Pessoa Certificada' });
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    const [certificate] = await sql<{ verification_code: string }[]>`
      insert into public.certificates (user_id, course_id, title, issue_reason)
      values (${student.userId}, ${course.courseId}, 'Certificado de teste', 'Emitido pelo teste')
      returning verification_code`;
    const track = await createTrack({ courseFixtures: [course] });
    const [trackCertificate] = await sql<{ verification_code: string }[]>`
      insert into public.track_certificates
        (user_id, track_id, title, target_role, holder_name, workload_minutes, courses, issued_on)
      values (${student.userId}, ${track.trackId}, ${track.title}, 'Pessoa em Nuvem', 'Pessoa Certificada', 600,
              ${sql.json([{ title: 'Curso', slug: course.slug, workload_minutes: 600 }])}, current_date)
      returning verification_code`;

    const { data, error } = await student.client.rpc('export_my_data');
    expect(error).toBeNull();
    const exported = data as unknown as ExportedCodes;
    const courseCode = exported.certificados[0]!.codigo_de_verificacao;
    const trackCode = exported.trilhas.certificados[0]!.codigo_de_verificacao;
    expect(courseCode).toMatch(GROUPED);
    expect(trackCode).toMatch(GROUPED);
    expect(courseCode).toBe(formatCertificateCode(certificate!.verification_code));
    expect(trackCode).toBe(formatCertificateCode(trackCertificate!.verification_code));

    const verified = await anonClient().rpc('verify_certificate', { p_code: courseCode });
    expect(verified.error).toBeNull();
    expect(verified.data).not.toBeNull();
  });

  it('private.format_certificate_code writes what formatCertificateCode writes', async () => {
    const inputs = [
      'TC-7K2M9QX4HZ8B',
      'TC-7K2M-9QX4-HZ8B',
      'tc 7k2m 9qx4 hz8b',
      '7K2M9QX4HZ8B',
      'TC-ILO0ILO0ILO0',
      'não é um código',
      'TC-7K2M9QX4HZ8',
      '',
    ];
    for (const input of inputs) {
      const [row] = await sql<{ formatted: string | null }[]>`
        select private.format_certificate_code(${input}) as formatted`;
      expect(row!.formatted, input).toBe(formatCertificateCode(input));
    }
  });
});
