// A teacher's 'Cursos': the courses they teach, added and removed one at a time. Kept apart from
// 'Editar' so that no edit changes them as a side effect; removing one says first what the teacher
// loses (docs/rules/teachers.md).
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { CourseOptions } from '@/components/forms/course-options';
import type { CourseOption } from '@/lib/course-options';
import { toast } from '@/lib/toast';
import type { Teacher } from '../api/get-teachers';
import { useLinkTeacherCourse } from '../api/link-teacher-course';
import { useUnlinkTeacherCourse } from '../api/unlink-teacher-course';

function LinkCourseForm({ teacher, courses }: { teacher: Teacher; courses: CourseOption[] }) {
  const [courseId, setCourseId] = useState('');
  const link = useLinkTeacherCourse();
  const linked = new Set(teacher.courses.map((course) => course.id));
  const available = courses.filter((course) => !linked.has(course.id));

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!courseId) return;
        link.mutate(
          { teacherId: teacher.id, courseId },
          {
            onSuccess: () => {
              toast.success('Curso vinculado!');
              setCourseId('');
            },
            onError: () => toast.error('Erro ao vincular curso'),
          },
        );
      }}
    >
      <FormField label="Vincular a outro curso" className="min-w-0 flex-1">
        <Select
          value={courseId}
          disabled={available.length === 0}
          onChange={(event) => setCourseId(event.target.value)}
        >
          {available.length === 0 ? (
            <option value="">Todos os cursos já estão vinculados</option>
          ) : (
            <option value="">Escolha um curso</option>
          )}
          <CourseOptions courses={available} />
        </Select>
      </FormField>
      <Button type="submit" disabled={!courseId || link.isPending} className="shrink-0">
        {link.isPending ? 'Vinculando...' : 'Vincular'}
      </Button>
    </form>
  );
}

function LinkedCourses({ teacher, courses }: { teacher: Teacher; courses: CourseOption[] }) {
  const [toUnlink, setToUnlink] = useState<{ id: string; title: string } | null>(null);
  const unlink = useUnlinkTeacherCourse();
  const headingId = useId();
  const name = teacher.fullName || 'O professor';

  const confirmUnlink = () => {
    if (!toUnlink) return;
    unlink.mutate(
      { teacherId: teacher.id, courseId: toUnlink.id },
      {
        onSuccess: () => toast.success('Curso desvinculado!'),
        onError: () => toast.error('Erro ao desvincular curso'),
        onSettled: () => setToUnlink(null),
      },
    );
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          Cursos em que leciona
        </h3>
        {teacher.courses.length === 0 ? (
          <p className="mt-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-ink-muted">
            Nenhum curso vinculado.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {teacher.courses.map((course) => (
              <li key={course.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="min-w-0 text-sm font-medium break-words text-ink">{course.title}</span>
                <Button
                  variant={null}
                  size="sm"
                  className="shrink-0 border border-slate-300 bg-white text-red-700 hover:bg-red-50"
                  aria-label={`Desvincular ${course.title}`}
                  onClick={() => setToUnlink(course)}
                >
                  Desvincular
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LinkCourseForm teacher={teacher} courses={courses} />
      <ConfirmDialog
        open={toUnlink !== null}
        onOpenChange={(open) => !open && setToUnlink(null)}
        title={toUnlink ? `Desvincular ${toUnlink.title}?` : ''}
        description={
          toUnlink
            ? `${name} deixa de lecionar ${toUnlink.title}: perde o acesso aos alunos, às aulas e às perguntas deste curso no painel. O vínculo pode ser refeito depois.`
            : undefined
        }
        confirmLabel="Desvincular"
        pendingLabel="Desvinculando..."
        pending={unlink.isPending}
        onConfirm={confirmUnlink}
      />
    </div>
  );
}

interface TeacherCoursesDialogProps {
  teacher: Teacher | null;
  courses: CourseOption[];
  onClose: () => void;
}

export function TeacherCoursesDialog({ teacher, courses, onClose }: TeacherCoursesDialogProps) {
  return (
    <Dialog open={teacher !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Cursos de ${teacher?.fullName || 'Sem nome'}`}
        description="O professor vê os alunos, as aulas e as perguntas de cada curso vinculado. A especialização não muda com estes vínculos."
      >
        {teacher && <LinkedCourses key={teacher.id} teacher={teacher} courses={courses} />}
      </DialogContent>
    </Dialog>
  );
}
