// /admin/teachers: the table, 'Cadastrar Professor', editing, status, delete.
// A page at a time, searched by name or e-mail by the database.
import { useState } from 'react';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useCourseOptions } from '@/lib/course-options';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { useDeleteTeacher } from '../api/delete-teacher';
import { TEACHER_STATUS_LABELS, useTeachers, type Teacher, type TeacherStatus } from '../api/get-teachers';
import { useSetTeacherStatus } from '../api/set-teacher-status';
import { CreateTeacherDialog } from './create-teacher-dialog';
import { EditTeacherDialog } from './edit-teacher-dialog';
import { TeacherCoursesDialog } from './teacher-courses-dialog';

function StatusSelect({ teacher }: { teacher: Teacher }) {
  const setStatus = useSetTeacherStatus();
  const [pending, setPending] = useState<TeacherStatus | null>(null);
  const name = teacher.fullName || 'Sem nome';
  return (
    <Select
      value={pending ?? teacher.status}
      disabled={setStatus.isPending}
      aria-label={`Status de ${name}`}
      className="w-32"
      onChange={(event) => {
        const status = event.target.value as TeacherStatus;
        setPending(status);
        setStatus.mutate(
          { teacherId: teacher.id, status, hasRecord: teacher.hasRecord },
          {
            onSuccess: () => toast.success('Status atualizado!'),
            onError: () => toast.error('Erro ao atualizar status'),
            onSettled: () => setPending(null),
          },
        );
      }}
    >
      {(Object.keys(TEACHER_STATUS_LABELS) as TeacherStatus[]).map((status) => (
        <option key={status} value={status}>
          {TEACHER_STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}

export function TeachersManager() {
  const list = useListParams();
  const teachers = useTeachers({ search: list.search, page: list.page });
  usePageFromAnswer(list, teachers.isPlaceholderData ? undefined : teachers.data?.page);
  const courses = useCourseOptions();
  const [editing, setEditing] = useState<Teacher | null>(null);
  // By id: the dialog follows the list as it reloads after each link change.
  const [managingCoursesOf, setManagingCoursesOf] = useState<string | null>(null);
  const managedTeacher = teachers.data?.rows.find((teacher) => teacher.id === managingCoursesOf) ?? null;
  const [toDelete, setToDelete] = useState<Teacher | null>(null);
  const remove = useDeleteTeacher();
  const courseList = courses.data ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Professor excluído com sucesso!'),
      onError: () => toast.error('Erro ao excluir professor'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <AdminPage
      title="Professores"
      description="Cadastre professores, vincule-os aos cursos e controle o acesso de cada um."
      actions={<CreateTeacherDialog courses={courseList} />}
    >
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Buscar professor"
          placeholder="Nome ou e-mail"
          value={list.search}
          onSearch={list.setSearch}
        />
        {teachers.data && (
          <ListTotal id="teachers-total" total={teachers.data.total} one="professor" many="professores" />
        )}
      </div>
      <AdminPagedTable
        query={teachers}
        searching={Boolean(list.search)}
        notFound="Nenhum professor encontrado"
        empty="Nenhum professor cadastrado. Use o botão acima para cadastrar."
        tableLabel="Professores cadastrados"
        tableClassName="md:min-w-[52rem]"
        columns={
          <>
            <TableHeaderCell className="w-44">Nome</TableHeaderCell>
            <TableHeaderCell className="w-52">Email</TableHeaderCell>
            <TableHeaderCell className="w-40">Especialização</TableHeaderCell>
            <TableHeaderCell className="w-40">Status</TableHeaderCell>
            <TableHeaderCell>Cursos</TableHeaderCell>
            <TableHeaderCell className="w-48">Ações</TableHeaderCell>
          </>
        }
        row={(teacher) => {
          const name = teacher.fullName || 'Sem nome';
          return (
            <TableRow key={teacher.id}>
              <TableCell className="font-semibold">{name}</TableCell>
              <TableCell label="Email" className="text-ink-muted">
                {teacher.email ?? '—'}
              </TableCell>
              <TableCell label="Especialização">{teacher.specialization ?? '—'}</TableCell>
              <TableCell label="Status">
                <StatusSelect teacher={teacher} />
              </TableCell>
              <TableCell label="Cursos">
                {teacher.courses.length === 0 ? (
                  <span className="text-ink-muted">Nenhum</span>
                ) : (
                  <ul className="space-y-1">
                    {teacher.courses.map((course) => (
                      <li key={course.id} className="flex gap-2 leading-snug">
                        <span
                          aria-hidden="true"
                          className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600"
                        />
                        {course.title}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
              <TableCell label="Ações">
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(teacher)}
                    aria-label={`Editar ${name}`}
                  >
                    Editar
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setManagingCoursesOf(teacher.id)}
                    aria-label={`Cursos de ${name}`}
                  >
                    Cursos
                  </Button>
                  <Button
                    variant={null}
                    size="sm"
                    onClick={() => setToDelete(teacher)}
                    aria-label={`Excluir ${name}`}
                    className="border border-slate-300 bg-white text-red-700 hover:bg-red-50"
                  >
                    Excluir
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        }}
        pagesLabel="Páginas de professores"
        hrefFor={list.hrefFor}
        scrollTargetId="teachers-total"
      />
      <EditTeacherDialog teacher={editing} courses={courseList} onClose={() => setEditing(null)} />
      <TeacherCoursesDialog
        teacher={managedTeacher}
        courses={courseList}
        onClose={() => setManagingCoursesOf(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir este professor? Esta ação não pode ser desfeita."
        description={
          toDelete
            ? `${toDelete.fullName || 'O professor'} perde o papel de professor e os vínculos com os cursos; a conta continua existindo como aluno.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
