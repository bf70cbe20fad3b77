// 'Cadastrar Professor' (docs/rules/admin.md).
// One call: the function runs with the caller's session token (supabase-js sends it), checks in
// the database that the caller is an administrador, creates the Auth user and then writes profile,
// role, teacher record and the optional course link in one transaction; if that fails it removes the Auth user,
// so an error here never leaves a half-made teacher behind.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordRules } from '@/rules/password-rules';
import { invalidateTeachers } from './get-teachers';

export const REQUIRED_FIELDS_MESSAGE = 'Preencha todos os campos obrigatórios';
export const DUPLICATE_EMAIL_MESSAGE = 'Este email já está cadastrado no sistema';

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

/** The function answered with an error text (or without one). */
export class CreateTeacherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreateTeacherError';
  }
}

/** 'already registered' / 'já existe' → the duplicate message; other texts as they are. */
export function createTeacherErrorMessage(error: unknown): string {
  if (!(error instanceof CreateTeacherError)) return 'Erro inesperado ao cadastrar professor';
  const text = error.message.trim();
  if (/already (been )?registered|já existe|já está cadastrado/i.test(text)) return DUPLICATE_EMAIL_MESSAGE;
  return text || 'Erro ao cadastrar professor';
}

async function readErrorText(context: unknown): Promise<string> {
  if (!(context instanceof Response)) return '';
  try {
    const body = (await context.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : '';
  } catch {
    return '';
  }
}

export async function createTeacher(payload: CreateTeacherPayload) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ user_id: string }>('create-teacher', {
    body: payload,
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    // An HTTP answer from the function carries { error: text }; a network failure has no response.
    if (context instanceof Response) throw new CreateTeacherError(await readErrorText(context));
    throw error;
  }
  return data;
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: () => invalidateTeachers(queryClient) });
}
