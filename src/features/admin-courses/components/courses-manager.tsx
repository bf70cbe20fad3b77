// /admin/courses: the grid, the 'Novo Curso' dialog, editing and deleting.
import { useState } from 'react';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses, type AdminCourse } from '../api/get-admin-courses';
import { userMessage } from '@/lib/errors/user-message';
import { AdminCourseCard } from './admin-course-card';
import { CourseDeleteDescription } from './course-delete-description';
import { CourseFormDialog } from './course-form-dialog';

export function CoursesManager() {
  const courses = useAdminCourses();
  const [formTarget, setFormTarget] = useState<AdminCourse | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminCourse | null>(null);
  const remove = useDeleteCourse();

  const newCourseButton = <Button onClick={() => setFormTarget('new')}>Novo Curso</Button>;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Curso excluído com sucesso!');
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(userMessage(error, 'Erro ao excluir curso'));
        setToDelete(null);
      },
    });
  };

  return (
    <AdminPage
      title="Gerenciar Cursos"
      description="Crie, edite e desative cursos, e acompanhe os alunos de cada um."
      actions={newCourseButton}
    >
      {courses.isPending ? (
        <LoadingText />
      ) : courses.isError ? (
        <AdminLoadError message="Erro ao carregar cursos" onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <AdminEmptyState action={newCourseButton}>
          Nenhum curso cadastrado ainda. Crie seu primeiro curso!
        </AdminEmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Cursos cadastrados">
          {courses.data.map((course) => (
            <li key={course.id} className="flex">
              <AdminCourseCard
                course={course}
                onEdit={() => setFormTarget(course)}
                onDelete={() => setToDelete(course)}
              />
            </li>
          ))}
        </ul>
      )}
      <CourseFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir este curso?"
        description={toDelete ? <CourseDeleteDescription course={toDelete} /> : undefined}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
