import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CourseOptions } from '@/components/forms/course-options';
import type { CourseOption } from '@/lib/course-options';
import { toast } from '@/lib/toast';
import type { Teacher } from '../api/get-teachers';
import {
  KEEP_SPECIALIZATION,
  updateTeacherSchema,
  useUpdateTeacher,
  type UpdateTeacherValues,
} from '../api/update-teacher';

function EditTeacherForm({
  teacher,
  courses,
  onDone,
}: {
  teacher: Teacher;
  courses: CourseOption[];
  onDone: () => void;
}) {
  // The specialization is stored as a course's title (teacher_docs.specialization); one
  // that is no course's title is offered as it is, so saving the biography does not erase it.
  const specializationCourse = courses.find((course) => course.title === teacher.specialization);
  const keepsOtherSpecialization = Boolean(teacher.specialization) && !specializationCourse;
  const currentSpecialization = keepsOtherSpecialization
    ? KEEP_SPECIALIZATION
    : (specializationCourse?.id ?? '');
  const form = useForm<UpdateTeacherValues>({
    resolver: zodResolver(updateTeacherSchema),
    defaultValues: { specializationCourseId: currentSpecialization, bio: teacher.bio ?? '' },
  });
  const { errors } = form.formState;
  const update = useUpdateTeacher();
  const nameId = useId();

  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        teacherId: teacher.id,
        bio: values.bio || null,
        specializationCourseId: values.specializationCourseId || null,
      },
      {
        onSuccess: () => {
          toast.success('Informações atualizadas!');
          onDone();
        },
        onError: () => toast.error('Erro ao atualizar informações'),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={nameId} className="block text-sm font-medium text-ink">
          Nome
        </label>
        <Input
          id={nameId}
          value={teacher.fullName ?? 'Sem nome'}
          readOnly
          aria-readonly="true"
          className="bg-slate-50"
        />
      </div>
      <FormField
        label="Especialização (curso)"
        error={errors.specializationCourseId?.message}
        hint="Só identifica a área do professor. Os cursos em que ele leciona mudam em 'Cursos', na lista."
      >
        <Select {...form.register('specializationCourseId')}>
          <option value="">Nenhum curso</option>
          {keepsOtherSpecialization && <option value={KEEP_SPECIALIZATION}>{teacher.specialization}</option>}
          <CourseOptions courses={courses} />
        </Select>
      </FormField>
      <FormField label="Biografia" error={errors.bio?.message}>
        <Textarea rows={4} {...form.register('bio')} />
      </FormField>
      <FormDialogFooter submitLabel="Salvar alterações" saving={update.isPending} />
    </form>
  );
}

interface EditTeacherDialogProps {
  teacher: Teacher | null;
  courses: CourseOption[];
  onClose: () => void;
}

export function EditTeacherDialog({ teacher, courses, onClose }: EditTeacherDialogProps) {
  return (
    <Dialog open={teacher !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Editar Professor" description={teacher?.email ?? undefined}>
        {teacher && <EditTeacherForm key={teacher.id} teacher={teacher} courses={courses} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
