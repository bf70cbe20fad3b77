// Issuing a certificate to one student (spec §2 Admin certificates): the certificates they hold
// and a picker of the courses still left; courses already certified are left out, and when none
// remain the picker is disabled with 'Todos os certificados já foram emitidos'. The dialog stays
// open after issuing, so the new certificate and its code show at once.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { useCourseOptions } from '@/lib/course-options';
import type { Person } from '@/lib/paged-list';
import { toast } from '@/lib/toast';
import { formatDate } from '@/utils/format';
import { issueCertificateErrorMessage, useIssueCertificate } from '../api/issue-certificate';
import { remainingCourses, useStudentCertificates } from '../api/get-student-certificates';

export const studentName = (student: Person) => student.full_name?.trim() || 'Sem nome';

function IssueCertificateForm({ student }: { student: Person }) {
  const held = useStudentCertificates(student.id);
  const courses = useCourseOptions();
  const issue = useIssueCertificate();
  const [courseId, setCourseId] = useState('');
  const pickerId = useId();
  const name = studentName(student);

  if (held.isPending || courses.isPending) return <LoadingText />;
  if (held.isError || courses.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <p className="font-medium text-red-800">Erro ao carregar dados</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([held.refetch(), courses.refetch()])}
        >
          Tentar novamente
        </Button>
      </div>
    );
  }

  const available = remainingCourses(courses.data, held.data);

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold text-ink">
        {held.data.length} {held.data.length === 1 ? 'certificado emitido' : 'certificados emitidos'}
      </h3>
      {held.data.length > 0 && (
        <ul aria-label={`Certificados de ${name}`} className="mt-3 space-y-1.5">
          {held.data.map((certificate) => (
            <li key={certificate.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{certificate.title}</span>
              <span className="block text-xs text-ink-muted">
                {certificate.verification_code} · emitido em {formatDate(certificate.issued_at) ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={pickerId} className="mb-1.5 mt-5 block text-sm font-medium text-ink">
        Curso
      </label>
      {available.length === 0 ? (
        <Select id={pickerId} disabled value="">
          <option value="" disabled>
            Todos os certificados já foram emitidos
          </option>
        </Select>
      ) : (
        <Select id={pickerId} value={courseId} onChange={(event) => setCourseId(event.target.value)}>
          <option value="">Selecione um curso</option>
          {available.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </Select>
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
