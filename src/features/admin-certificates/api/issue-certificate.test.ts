import { describe, expect, it } from 'vitest';
import { remainingCourses } from './get-student-certificates';
import { DUPLICATE_CERTIFICATE_MESSAGE, issueCertificateErrorMessage } from './issue-certificate';

describe('certificates', () => {
  it('maps 23505 to the duplicate message, anything else to the generic one', () => {
    expect(issueCertificateErrorMessage({ code: '23505', message: 'certificate_already_issued' })).toBe(
      DUPLICATE_CERTIFICATE_MESSAGE,
    );
    expect(issueCertificateErrorMessage({ code: 'P0001', message: 'user_not_student' })).toBe(
      'Erro ao emitir certificado',
    );
    expect(issueCertificateErrorMessage(null)).toBe('Erro ao emitir certificado');
    expect(issueCertificateErrorMessage({ code: 'P0001', message: 'issue_reason_required' })).toBe(
      'Informe o motivo da emissão',
    );
    expect(issueCertificateErrorMessage({ code: 'P0001', message: 'course_without_lessons' })).toBe(
      'Este curso não tem aulas: não é possível emitir certificado',
    );
  });

  it('leaves out the courses already certified', () => {
    const held = [
      { id: 'c', course_id: '1', title: 'A', issued_at: '', verification_code: '', revoked_on: null },
    ];
    expect(remainingCourses([{ id: '1' }, { id: '2' }], held)).toEqual([{ id: '2' }]);
    expect(remainingCourses([{ id: '1' }], held)).toEqual([]);
  });
});
