// Issued certificates and the certifiable students, each below their root (docs/architecture.md,
// "Query keys"): issuing refreshes the issued list and the student's own certificates.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { certificateStudentsQueryOptions } from './get-certificate-students';
import { issuedCertificatesQueryOptions } from './get-issued-certificates';
import { studentCertificatesQueryOptions } from './get-student-certificates';
import { certificatesKey } from './keys';

const searched = { search: 'joao', page: 2 };

describe('certificate keys', () => {
  it("the certificates root covers the issued pages and a student's certificates, not the students", () => {
    const issued = issuedCertificatesQueryOptions(searched).queryKey;
    const students = certificateStudentsQueryOptions(searched).queryKey;
    const ofStudent = studentCertificatesQueryOptions('user-1').queryKey;
    expect(partialMatchKey(issued, certificatesKey())).toBe(true);
    expect(partialMatchKey(ofStudent, certificatesKey())).toBe(true);
    expect(partialMatchKey(students, certificatesKey())).toBe(false);
    expect(partialMatchKey(students, sharedQueryKeys.admin.certificateStudents())).toBe(true);
    expect(partialMatchKey(issued, sharedQueryKeys.admin.certificateStudents())).toBe(false);
  });

  it('stays inside the back office: the public certificate pages have their own root', () => {
    expect(partialMatchKey(certificatesKey(), sharedQueryKeys.admin.all())).toBe(true);
    expect(partialMatchKey(certificatesKey(), sharedQueryKeys.certificates.all())).toBe(false);
  });
});
