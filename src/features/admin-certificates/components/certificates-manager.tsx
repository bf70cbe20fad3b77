// /admin/certificates (spec §2 Admin certificates): a card per student with the certificates they
// hold and a picker of the courses still available to certify.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/utils/format';
import {
  remainingCourses,
  useCertificateStudents,
  type CertificateStudent,
} from '../api/get-certificate-students';
import { useCourseOptions, type CourseOption } from '@/lib/course-options';
import { issueCertificateErrorMessage, useIssueCertificate } from '../api/issue-certificate';

function StudentCard({ student, courses }: { student: CertificateStudent; courses: CourseOption[] }) {
  const [courseId, setCourseId] = useState('');
  const issue = useIssueCertificate();
  const pickerId = useId();
  const name = student.full_name?.trim() || 'Sem nome';
  const available = remainingCourses(courses, student);
  const count = student.certificates.length;

  const submit = () => {
    if (!courseId) return void toast.error('Selecione um curso');
    issue.mutate(
      { userId: student.id, courseId },
      {
        onSuccess: () => {
          toast.success('Certificado emitido com sucesso!');
          setCourseId('');
        },
        onError: (error) => toast.error(issueCertificateErrorMessage(error)),
      },
    );
  };

  return (
    <article
      aria-label={name}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">{name}</h2>
          <p className="text-sm text-ink-muted">{student.email ?? 'E-mail não disponível'}</p>
        </div>
        <Badge variant={count > 0 ? 'brand' : 'neutral'} aria-label={`${count} certificados emitidos`}>
          {count} {count === 1 ? 'certificado' : 'certificados'}
        </Badge>
      </div>
      {count > 0 && (
        <ul aria-label={`Certificados de ${name}`} className="mt-4 space-y-1.5">
          {student.certificates.map((certificate) => (
            <li key={certificate.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{certificate.title}</span>
              <span className="block text-xs text-ink-muted">
                {certificate.verification_code} · emitido em {formatDate(certificate.issued_at) ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <label htmlFor={pickerId} className="mb-1.5 block text-sm font-medium text-ink">
          Emitir certificado
        </label>
        <div className="flex gap-2">
          {available.length === 0 ? (
            <Select id={pickerId} disabled value="" className="flex-1">
              <option value="" disabled>
                Todos os certificados já foram emitidos
              </option>
            </Select>
          ) : (
            <Select
              id={pickerId}
              value={courseId}
              onChange={(event) => setCourseId(event.target.value)}
              className="flex-1"
            >
              <option value="">Selecione um curso</option>
              {available.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </Select>
          )}
          <Button
            onClick={submit}
            disabled={available.length === 0 || issue.isPending}
            aria-label={`Emitir certificado para ${name}`}
          >
            {issue.isPending ? 'Emitindo...' : 'Emitir'}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function CertificatesManager() {
  const students = useCertificateStudents();
  const courses = useCourseOptions();

  return (
    <AdminPage
      title="Certificados"
      description="Emita certificados de conclusão para os alunos. Certificados não podem ser revogados."
    >
      {students.isPending || courses.isPending ? (
        <LoadingText />
      ) : students.isError || courses.isError ? (
        <AdminLoadError
          message="Erro ao carregar dados"
          onRetry={() => void Promise.all([students.refetch(), courses.refetch()])}
        />
      ) : students.data.length === 0 ? (
        <AdminEmptyState>Nenhum aluno cadastrado.</AdminEmptyState>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Alunos">
          {students.data.map((student) => (
            <li key={student.id} className="flex">
              <StudentCard student={student} courses={courses.data} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
