// 'Cadastrar Professor' (docs/rules/admin.md).
// One call: the function runs with the caller's session token (supabase-js sends it), checks in
// the database that the caller is an administrador, creates the Auth user and then writes profile,
// role, teacher record and the optional course link in one transaction; if that fails it removes the Auth user,
// so an error here never leaves a half-made teacher behind.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { errorMessages } from '@/lib/errors/catalogue';
import { invokeFunction } from '@/lib/api/backend';
import { passwordRules } from '@/rules/password-rules';
import { invalidateTeachers } from './get-teachers';

export const REQUIRED_FIELDS_MESSAGE = errorMessages.required_fields_missing;

export const createTeacherSchema = z.object({
  fullName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, 'Nome muito longo'),
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .pipe(z.email({ error: 'Email inválido' })),
  password: z
    .string()
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .superRefine((value, context) => {
      const failed = passwordRules.find((rule) => !rule.test(value));
      if (failed) context.addIssue({ code: 'custom', message: failed.message });
    }),
  phone: z.string().trim().max(30, 'Telefone inválido'),
  /** The specialization label: the title of this course. */
  specializationCourseId: z.string(),
  /** The course the new teacher teaches from the start (more are linked in 'Cursos'). */
  courseId: z.string(),
  bio: z.string().trim().max(5000, 'Biografia muito longa'),
});

export type CreateTeacherFormValues = z.input<typeof createTeacherSchema>;
export type CreateTeacherValues = z.output<typeof createTeacherSchema>;

/** The form of a new teacher before anything is typed. */
export const EMPTY_CREATE_TEACHER_FORM: CreateTeacherFormValues = {
  fullName: '',
  email: '',
  password: '',
  phone: '',
  specializationCourseId: '',
  courseId: '',
  bio: '',
};

/** The body the function expects. */
export interface CreateTeacherPayload {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  bio: string;
  specialization: string;
  courseId: string;
}

/** What create-teacher answers on success: the new teacher's id. */
export const createdTeacherSchema = z.object({ user_id: z.string() });

export async function createTeacher(payload: CreateTeacherPayload) {
  return invokeFunction('create-teacher', { ...payload }, createdTeacherSchema);
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: () => invalidateTeachers(queryClient) });
}
