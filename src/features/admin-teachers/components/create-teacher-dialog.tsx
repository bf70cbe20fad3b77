import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CourseOptions } from '@/components/forms/course-options';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import type { CourseOption } from '@/lib/course-options';
import { passwordHint } from '@/rules/password-rules';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import {
  createTeacherSchema,
  REQUIRED_FIELDS_MESSAGE,
  EMPTY_CREATE_TEACHER_FORM,
  useCreateTeacher,
  type CreateTeacherFormValues,
  type CreateTeacherValues,
} from '../api/create-teacher';

function CreateTeacherForm({ courses, onDone }: { courses: CourseOption[]; onDone: () => void }) {
  const form = useForm<CreateTeacherFormValues, unknown, CreateTeacherValues>({
    resolver: zodResolver(createTeacherSchema),
    defaultValues: EMPTY_CREATE_TEACHER_FORM,
  });
  const { errors } = form.formState;
  const create = useCreateTeacher();

  const submit = form.handleSubmit(
    (values) => {
      const specialization = courses.find((option) => option.id === values.specializationCourseId);
      const toastId = toast.info('Cadastrando professor...', { duration: Infinity });
      create.mutate(
        {
          email: values.email,
          password: values.password,
          fullName: values.fullName,
          phone: values.phone,
          bio: values.bio,
          specialization: specialization?.title ?? '',
          courseId: values.courseId,
        },
        {
          onSuccess: () => {
            toast.success('Professor cadastrado com sucesso!', { id: toastId, duration: 4000 });
            onDone();
          },
          onError: (error) =>
            toast.error(userMessage(error, 'Erro ao cadastrar professor'), { id: toastId, duration: 6000 }),
        },
      );
    },
    (invalid) => {
      const messages = [invalid.fullName, invalid.email, invalid.password].map((error) => error?.message);
      if (messages.includes(REQUIRED_FIELDS_MESSAGE)) toast.error(REQUIRED_FIELDS_MESSAGE);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Nome completo" error={errors.fullName?.message} required>
        <Input autoComplete="off" {...form.register('fullName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" spellCheck={false} {...form.register('email')} />
        </FormField>
        <FormField label="Telefone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
      </div>
      <FormField label="Senha inicial" error={errors.password?.message} hint={passwordHint} required>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Especialização (curso)"
          error={errors.specializationCourseId?.message}
          hint="Só identifica a área do professor."
        >
          <Select {...form.register('specializationCourseId')}>
            <option value="">Nenhum curso</option>
            <CourseOptions courses={courses} />
          </Select>
        </FormField>
        <FormField
          label="Curso que leciona"
          error={errors.courseId?.message}
          hint="Dá acesso aos alunos e às perguntas do curso. Outros cursos são vinculados em 'Cursos'."
        >
          <Select {...form.register('courseId')}>
            <option value="">Nenhum curso</option>
            <CourseOptions courses={courses} />
          </Select>
        </FormField>
      </div>
      <FormField label="Biografia" error={errors.bio?.message}>
        <Textarea rows={3} {...form.register('bio')} />
      </FormField>
      <FormDialogFooter
        submitLabel="Cadastrar"
        saving={create.isPending}
        savingLabel="Cadastrando..."
        cancelWaitsForSave
      />
    </form>
  );
}

export function CreateTeacherDialog({ courses }: { courses: CourseOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>Cadastrar Professor</Button>
      <DialogContent
        size="lg"
        title="Cadastrar Professor"
        description="Cria a conta do professor já confirmada. Campos com * são obrigatórios."
      >
        {open && <CreateTeacherForm courses={courses} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
