// /admin/certificates: find a student (role aluno only) and
// issue from their course picker; below, every certificate issued, searchable by student or
// course, each valid one revocable with a reason. Both lists are paged and searched by the database, each with its own page and search
// in the URL (?q=&page= for the students, ?cq=&cpage= for the certificates).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import type { Person } from '@/lib/paged-list';
import { formatCount, formatDate } from '@/utils/format';
import { useCertificateStudents } from '../api/get-certificate-students';
import { useIssuedCertificates, type IssuedCertificate } from '../api/get-issued-certificates';
import { IssueCertificateDialog, studentName } from './issue-certificate-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

const CERTIFICATE_PARAMS = { page: 'cpage', search: 'cq' };

function StudentsSection({ onIssue }: { onIssue: (student: Person) => void }) {
  const list = useListParams();
  const students = useCertificateStudents({ search: list.search, page: list.page });
  usePageFromAnswer(list, students.isPlaceholderData ? undefined : students.data?.page);

  return (
    <section aria-labelledby="certificate-students-heading">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <h2 id="certificate-students-heading" className="mb-3 text-lg font-semibold text-ink">
            Emitir certificado
          </h2>
          <SearchField
            labelledBy="certificate-students-heading"
            label="Buscar aluno"
            placeholder="Nome ou e-mail"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
        {students.data && (
          <p className="text-lg font-semibold text-ink" aria-live="polite">
            {formatCount(students.data.total)} {students.data.total === 1 ? 'Aluno' : 'Alunos'}
          </p>
        )}
      </div>
      {students.isPending ? (
        <LoadingText />
      ) : students.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void students.refetch()} />
      ) : students.data.rows.length === 0 ? (
        <AdminEmptyState>
          {list.search ? 'Nenhum aluno encontrado' : 'Nenhum aluno cadastrado.'}
        </AdminEmptyState>
      ) : (
        <>
          <Table label="Alunos" aria-busy={students.isPlaceholderData || undefined}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Aluno</TableHeaderCell>
                <TableHeaderCell className="w-40">Certificados</TableHeaderCell>
                <TableHeaderCell className="w-52">
                  <span className="sr-only">Ações</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody className={students.isPlaceholderData ? 'opacity-60' : undefined}>
              {students.data.rows.map((student) => {
                const name = studentName(student);
                return (
                  <TableRow key={student.id}>
                    <TableCell>
                      <p className="font-semibold">{name}</p>
                      <p className="text-ink-muted">{student.email ?? 'E-mail não disponível'}</p>
                    </TableCell>
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
              })}
            </TableBody>
          </Table>
          <Pagination
            label="Páginas de alunos"
            page={students.data.page}
            pageCount={pageCount(students.data.total, students.data.pageSize)}
            hrefFor={list.hrefFor}
            scrollTargetId="certificate-students-heading"
          />
        </>
      )}
    </section>
  );
}

function IssuedSection({ onRevoke }: { onRevoke: (certificate: IssuedCertificate) => void }) {
  const list = useListParams(CERTIFICATE_PARAMS);
  const certificates = useIssuedCertificates({ search: list.search, page: list.page });
  usePageFromAnswer(list, certificates.isPlaceholderData ? undefined : certificates.data?.page);

  return (
    <section aria-labelledby="issued-certificates-heading" className="mt-12">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <h2 id="issued-certificates-heading" className="mb-3 text-lg font-semibold text-ink">
            Certificados emitidos
          </h2>
          <SearchField
            labelledBy="issued-certificates-heading"
            label="Buscar certificado"
            placeholder="Aluno, e-mail ou curso"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
        {certificates.data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            Total: <strong className="text-ink">{formatCount(certificates.data.total)}</strong>{' '}
            {certificates.data.total === 1 ? 'certificado' : 'certificados'}
          </p>
        )}
      </div>
      {certificates.isPending ? (
        <LoadingText />
      ) : certificates.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void certificates.refetch()} />
      ) : certificates.data.rows.length === 0 ? (
        <AdminEmptyState>
          {list.search ? 'Nenhum certificado encontrado' : 'Nenhum certificado emitido ainda.'}
        </AdminEmptyState>
      ) : (
        <>
          <Table
            label="Certificados emitidos"
            className="md:min-w-[60rem]"
            aria-busy={certificates.isPlaceholderData || undefined}
          >
            <TableHead>
              <TableRow>
                <TableHeaderCell className="w-64">Aluno</TableHeaderCell>
                <TableHeaderCell>Curso</TableHeaderCell>
                <TableHeaderCell className="w-44">Código</TableHeaderCell>
                <TableHeaderCell className="w-32">Emitido em</TableHeaderCell>
                <TableHeaderCell className="w-56">Situação</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody className={certificates.isPlaceholderData ? 'opacity-60' : undefined}>
              {certificates.data.rows.map((certificate) => (
                <TableRow key={certificate.id}>
                  <TableCell>
                    <p className="font-semibold">{studentName(certificate.student)}</p>
                    <p className="text-ink-muted">{certificate.student.email ?? 'E-mail não disponível'}</p>
                  </TableCell>
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
              ))}
            </TableBody>
          </Table>
          <Pagination
            label="Páginas de certificados"
            page={certificates.data.page}
            pageCount={pageCount(certificates.data.total, certificates.data.pageSize)}
            hrefFor={list.hrefFor}
            scrollTargetId="issued-certificates-heading"
          />
        </>
      )}
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
