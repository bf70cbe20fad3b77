// Issuing a certificate to one student: the certificates they hold
// and a picker of the courses still left (only courses with lessons; those already certified are
// left out, and when none remain the picker is disabled with 'Todos os certificados já foram
// emitidos'). Choosing a course shows whether the student completed it; when not, a reason is
// required (the database requires it too). The dialog stays open after issuing, so the new
// certificate and its code show at once.
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CourseOptions } from '@/components/forms/course-options';
import { formatCertificateCode } from '@/rules/certificate-code';
import type { Person } from '@/lib/paged-list';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import { formatDate } from '@/utils/format-date';
import { useCertifiableCourses } from '../api/get-certifiable-courses';
import { remainingCourses, useStudentCertificates } from '../api/get-student-certificates';
import { completionOf, useStudentEnrolments, type CompletionStatus } from '../api/get-student-enrolments';
import { issueSchema, useIssueCertificate, type IssueFormValues } from '../api/issue-certificate';
import { REASON_MAX_LENGTH } from '../api/revoke-certificate';

export const studentName = (student: Person) => student.full_name?.trim() || 'Sem nome';

function CompletionNote({ status }: { status: CompletionStatus }) {
  if (status.kind === 'completed') {
    return (
      <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
        O aluno concluiu este curso.
      </p>
    );
  }
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      {status.kind === 'not-enrolled'
        ? 'O aluno não está matriculado neste curso.'
        : `O aluno não concluiu este curso (progresso de ${status.progress}%).`}{' '}
      Para emitir mesmo assim, informe o motivo.
    </p>
  );
}

function IssueCertificateForm({ student }: { student: Person }) {
  const held = useStudentCertificates(student.id);
  const enrolments = useStudentEnrolments(student.id);
  const courses = useCertifiableCourses();
  const issue = useIssueCertificate();
  const name = studentName(student);
  const form = useForm<IssueFormValues>({ defaultValues: { courseId: '', reason: '' } });
  const courseId = useWatch({ control: form.control, name: 'courseId' });
  const { errors } = form.formState;

  if (held.isPending || courses.isPending || enrolments.isPending) return <LoadingText />;
  if (held.isError || courses.isError || enrolments.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <p className="font-medium text-red-800">Erro ao carregar dados</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([held.refetch(), courses.refetch(), enrolments.refetch()])}
        >
          Tentar novamente
        </Button>
      </div>
    );
  }

  const available = remainingCourses(courses.data, held.data);
  const status = courseId ? completionOf(enrolments.data, courseId) : null;
  const needsReason = status !== null && status.kind !== 'completed';

  const submit = form.handleSubmit((values) => {
    const parsed = issueSchema(needsReason).safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path[0] as keyof IssueFormValues, { message: issue.message });
      }
      return;
    }
    issue.mutate(
      { userId: student.id, courseId: parsed.data.courseId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Certificado emitido com sucesso!');
          form.reset({ courseId: '', reason: '' });
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao emitir certificado')),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <h3 className="text-sm font-semibold text-ink">
        {held.data.length} {held.data.length === 1 ? 'certificado emitido' : 'certificados emitidos'}
      </h3>
      {held.data.length > 0 && (
        <ul aria-label={`Certificados de ${name}`} className="mt-3 space-y-1.5">
          {held.data.map((certificate) => (
            <li key={certificate.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{certificate.title}</span>
              <span className="block text-xs text-ink-muted">
                <span className="font-mono">{formatCertificateCode(certificate.verification_code)}</span> ·
                emitido em {formatDate(certificate.issued_at) ?? '—'}
                {certificate.revoked_on && (
                  <span className="font-semibold text-red-800">
                    {' '}
                    · revogado em {formatDate(certificate.revoked_on)}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FormField label="Curso" error={errors.courseId?.message} className="mt-5">
        {available.length === 0 ? (
          <Select disabled value="">
            <option value="" disabled>
              Todos os certificados já foram emitidos
            </option>
          </Select>
        ) : (
          <Select {...form.register('courseId')}>
            <option value="">Selecione um curso</option>
            <CourseOptions courses={available} />
          </Select>
        )}
      </FormField>
      {status && <CompletionNote status={status} />}
      {needsReason && (
        <FormField
          label="Motivo da emissão"
          error={errors.reason?.message}
          hint="Fica registrado com o certificado."
          required
          className="mt-4"
        >
          <Textarea rows={3} maxLength={REASON_MAX_LENGTH} {...form.register('reason')} />
        </FormField>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Fechar</Button>
        </DialogClose>
        <Button type="submit" disabled={available.length === 0 || issue.isPending}>
          {issue.isPending ? 'Emitindo...' : 'Emitir certificado'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface IssueCertificateDialogProps {
  student: Person | null;
  onClose: () => void;
}

export function IssueCertificateDialog({ student, onClose }: IssueCertificateDialogProps) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={student ? `Emitir certificado — ${studentName(student)}` : 'Emitir certificado'}
        description={student?.email ?? 'E-mail não disponível'}
      >
        {student && <IssueCertificateForm key={student.id} student={student} />}
      </DialogContent>
    </Dialog>
  );
}
