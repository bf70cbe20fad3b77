// /admin/certificates: find a student (role aluno only) and
// issue from their course picker; below, every certificate issued, searchable by student or
// course, each valid one revocable with a reason. Both lists are paged and searched by the database, each with its own page and search
// in the URL (?q=&page= for the students, ?cq=&cpage= for the certificates).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';
import { useListParams, usePageFromAnswer, type ListParams } from '@/lib/list-params';
import type { Person } from '@/lib/paged-list';
import { formatCount } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useCertificateStudents } from '../api/get-certificate-students';
import { useIssuedCertificates, type IssuedCertificate } from '../api/get-issued-certificates';
import { IssueCertificateDialog, studentName } from './issue-certificate-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

const CERTIFICATE_PARAMS = { page: 'cpage', search: 'cq' };

/** A section's heading with the search of its list and the list's total beside them. */
function SearchedSectionHeader({
  headingId,
  heading,
  searchLabel,
  searchPlaceholder,
  list,
  total,
}: {
  headingId: string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  list: ListParams;
  total: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="w-full sm:max-w-sm">
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
          {heading}
        </h2>
        <SearchField
          labelledBy={headingId}
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      {total}
    </div>
  );
}

/** A student's name with the e-mail under it. */
function PersonCell({ name, email }: { name: string; email: string | null }) {
  return (
    <TableCell>
      <p className="font-semibold">{name}</p>
      <p className="text-ink-muted">{email ?? 'E-mail não disponível'}</p>
    </TableCell>
  );
}

function StudentsSection({ onIssue }: { onIssue: (student: Person) => void }) {
  const list = useListParams();
  const students = useCertificateStudents({ search: list.search, page: list.page });
  usePageFromAnswer(list, students.isPlaceholderData ? undefined : students.data?.page);

  return (
    <section aria-labelledby="certificate-students-heading">
      <SearchedSectionHeader
        headingId="certificate-students-heading"
        heading="Emitir certificado"
        searchLabel="Buscar aluno"
        searchPlaceholder="Nome ou e-mail"
        list={list}
        total={
          students.data && (
            <p className="text-lg font-semibold text-ink" aria-live="polite">
              {formatCount(students.data.total)} {students.data.total === 1 ? 'Aluno' : 'Alunos'}
            </p>
          )
        }
      />
      <AdminPagedTable
        query={students}
        searching={Boolean(list.search)}
        notFound="Nenhum aluno encontrado"
        empty="Nenhum aluno cadastrado."
        tableLabel="Alunos"
        columns={
          <>
            <TableHeaderCell>Aluno</TableHeaderCell>
            <TableHeaderCell className="w-40">Certificados</TableHeaderCell>
            <TableHeaderCell className="w-52">
              <span className="sr-only">Ações</span>
            </TableHeaderCell>
          </>
        }
        row={(student) => {
          const name = studentName(student);
          return (
            <TableRow key={student.id}>
              <PersonCell name={name} email={student.email} />
              <TableCell label="Certificados" phoneWidth="half">
                <Badge variant={student.certificates > 0 ? 'brand' : 'neutral'}>
                  {student.certificates} {student.certificates === 1 ? 'certificado' : 'certificados'}
                </Badge>
              </TableCell>
              <TableCell phoneWidth="half" className="md:text-right">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onIssue(student)}
                  aria-label={`Emitir certificado para ${name}`}
                >
                  Emitir certificado
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
        pagesLabel="Páginas de alunos"
        hrefFor={list.hrefFor}
        scrollTargetId="certificate-students-heading"
      />
    </section>
  );
}

function IssuedSection({ onRevoke }: { onRevoke: (certificate: IssuedCertificate) => void }) {
  const list = useListParams(CERTIFICATE_PARAMS);
  const certificates = useIssuedCertificates({ search: list.search, page: list.page });
  usePageFromAnswer(list, certificates.isPlaceholderData ? undefined : certificates.data?.page);

  return (
    <section aria-labelledby="issued-certificates-heading" className="mt-12">
      <SearchedSectionHeader
        headingId="issued-certificates-heading"
        heading="Certificados emitidos"
        searchLabel="Buscar certificado"
        searchPlaceholder="Aluno, e-mail ou curso"
        list={list}
        total={
          certificates.data && (
            <ListTotal total={certificates.data.total} one="certificado" many="certificados" />
          )
        }
      />
      <AdminPagedTable
        query={certificates}
        searching={Boolean(list.search)}
        notFound="Nenhum certificado encontrado"
        empty="Nenhum certificado emitido ainda."
        tableLabel="Certificados emitidos"
        tableClassName="md:min-w-[60rem]"
        columns={
          <>
            <TableHeaderCell className="w-64">Aluno</TableHeaderCell>
            <TableHeaderCell>Curso</TableHeaderCell>
            <TableHeaderCell className="w-44">Código</TableHeaderCell>
            <TableHeaderCell className="w-32">Emitido em</TableHeaderCell>
            <TableHeaderCell className="w-56">Situação</TableHeaderCell>
          </>
        }
        row={(certificate) => (
          <TableRow key={certificate.id}>
            <PersonCell name={studentName(certificate.student)} email={certificate.student.email} />
            <TableCell label="Curso">{certificate.title}</TableCell>
            <TableCell label="Código" phoneWidth="half" className="font-mono text-xs">
              <Link
                to={paths.certificate(formatCertificateCode(certificate.verification_code))}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                aria-label={`Ver certificado ${formatCertificateCode(certificate.verification_code)}`}
              >
                {formatCertificateCode(certificate.verification_code)}
              </Link>
            </TableCell>
            <TableCell label="Emitido em" phoneWidth="half">
              {formatDate(certificate.issued_at) ?? '—'}
              {certificate.issue_reason && (
                <span className="mt-0.5 block text-xs text-ink-muted">
                  Motivo: {certificate.issue_reason}
                </span>
              )}
            </TableCell>
            <TableCell label="Situação">
              {certificate.revoked_on ? (
                <>
                  <Badge variant="neutral" className="bg-red-50 text-red-800">
                    Revogado em {formatDate(certificate.revoked_on)}
                  </Badge>
                  {certificate.revoke_reason && (
                    <span className="mt-1 block text-xs text-ink-muted">
                      Motivo: {certificate.revoke_reason}
                    </span>
                  )}
                </>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="success">Válido</Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRevoke(certificate)}
                    aria-label={`Revogar certificado ${formatCertificateCode(certificate.verification_code)}`}
                  >
                    Revogar
                  </Button>
                </div>
              )}
            </TableCell>
          </TableRow>
        )}
        pagesLabel="Páginas de certificados"
        hrefFor={list.hrefFor}
        scrollTargetId="issued-certificates-heading"
      />
    </section>
  );
}

export function CertificatesManager() {
  const [issuingTo, setIssuingTo] = useState<Person | null>(null);
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  return (
    <AdminPage
      title="Certificados"
      description="Emita certificados de conclusão para os alunos e revogue, com o motivo, os que não valem mais."
    >
      <StudentsSection onIssue={setIssuingTo} />
      <IssuedSection onRevoke={setRevoking} />
      <IssueCertificateDialog student={issuingTo} onClose={() => setIssuingTo(null)} />
      <RevokeCertificateDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </AdminPage>
  );
}
