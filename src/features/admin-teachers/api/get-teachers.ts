// Admin teachers: users whose role is professor, by name, with their
// teacher record (bio, specialization, status) and linked courses; a page at a time, searched by
// name or e-mail by the database (admin_list_teachers).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Database } from '@/lib/database.types';
import type { ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { pageArgs, pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

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
  /** Shown as ativo when the teacher has no record yet. */
  status: TeacherStatus;
  hasRecord: boolean;
  courses: { id: string; title: string }[];
}

const STATUSES = ['ativo', 'suspenso', 'excluido'] as const satisfies readonly TeacherStatus[];

const teacherRowSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  specialization: z.string().nullable(),
  /** null: no teacher record yet (promoted on the users screen). */
  status: z.enum(STATUSES).nullable(),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});

export function toTeacher(row: z.output<typeof teacherRowSchema>): Teacher {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    bio: row.bio,
    specialization: row.specialization,
    status: row.status ?? 'ativo',
    hasRecord: row.status !== null,
    courses: row.courses,
  };
}

export function parseTeachers(data: unknown): PagedList<Teacher> {
  const answer = parsePagedList('admin_list_teachers', teacherRowSchema, data);
  return { ...answer, rows: answer.rows.map(toTeacher) };
}

export async function getTeachers(list: ListPage): Promise<PagedList<Teacher>> {
  return callRpc('admin_list_teachers', pageArgs(list), parseTeachers);
}

/** One page of one search, below the teachers' root (the users screen refreshes every page). */
export const teachersQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...sharedQueryKeys.admin.teachers(), 'page', list] as const, () => getTeachers(list));

export function useTeachers(list: ListPage) {
  return useQuery(teachersQueryOptions(list));
}

/** After any teacher change: this list, the users list (roles) and the counters. */
export function invalidateTeachers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.teachers() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.report() }),
  ]);
}
