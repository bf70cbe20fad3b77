// Admin teachers (spec §2 Admin teachers, §7): users whose role is professor, with their teacher
// record (bio, specialization, status) and linked courses, in one request.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type TeacherStatus = Database['public']['Enums']['teacher_status'];

export const TEACHER_STATUS_LABELS: Record<TeacherStatus, string> = {
  ativo: 'Ativo',
  suspenso: 'Suspenso',
  excluido: 'Excluído',
};

export interface Teacher {
  id: string;
  fullName: string | null;
  email: string | null;
  bio: string | null;
  specialization: string | null;
  /** Spec §3: shown as ativo when the teacher has no record yet. */
  status: TeacherStatus;
  hasRecord: boolean;
  courses: { id: string; title: string }[];
}

type One<T> = T | T[] | null;
const first = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : value);

interface TeacherRow {
  id: string;
  full_name: string | null;
  email: string | null;
  teacher_docs: One<{ bio: string | null; specialization: string | null; status: TeacherStatus }>;
  teacher_courses: { course: One<{ id: string; title: string }> }[];
}

export function toTeacher(row: TeacherRow): Teacher {
  const record = first(row.teacher_docs);
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    bio: record?.bio ?? null,
    specialization: record?.specialization ?? null,
    status: record?.status ?? 'ativo',
    hasRecord: record !== null,
    courses: row.teacher_courses
      .map((link) => first(link.course))
      .filter((course): course is { id: string; title: string } => course !== null)
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
  };
}

export async function getTeachers(): Promise<Teacher[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select(
      'id, full_name, email, user_roles!inner(role), teacher_docs(bio, specialization, status), teacher_courses(course:courses(id, title))',
    )
    .eq('user_roles.role', 'professor')
    .order('full_name');
  if (error) throw error;
  return (data as unknown as TeacherRow[]).map(toTeacher);
}

export const teachersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.teachers(), queryFn: getTeachers });

export function useTeachers() {
  return useQuery(teachersQueryOptions());
}

/** After any teacher change: this list, the users list (roles) and the counters. */
export function invalidateTeachers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.teachers() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
  ]);
}
