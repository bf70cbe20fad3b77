// The course's exercises grouped under the lesson each follows, in course order: kind, whether
// learners see it and whether its current version passed 'Testar com a solução', with the
// actions of each (test, publish or unpublish, edit, delete) and the screen's own (new, import,
// export).
import { useState } from 'react';
import { AdminEmptyState } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { useDeletePracticeExercise } from '../api/delete-practice-exercise';
import { KIND_LABELS, type AuthoredExercise } from '../api/exercise-schemas';
import { exportPracticeFile } from '../api/export-practice-exercises';
import type { PracticeCourse, PracticeLesson } from '../api/get-course-lessons';
import { useSetPracticePublished } from '../api/set-practice-published';
import { useVerifyPracticeExercise } from '../api/verify-practice-exercise';
import { practiceFileName } from '../utils/practice-file';
import { ImportPracticeDialog } from './import-practice-dialog';
import { PracticeFormDialog } from './practice-form-dialog';
import { VerifyDialog } from './verify-dialog';

export interface LessonGroup {
  /** null: exercises whose lesson is no longer in the course. */
  lesson: PracticeLesson | null;
  exercises: AuthoredExercise[];
}

/** The exercises under their lessons, in course order, each lesson's in their position. */
export function groupByLesson(
  exercises: readonly AuthoredExercise[],
  lessons: readonly PracticeLesson[],
): LessonGroup[] {
  const sorted = [...exercises].sort((a, b) => a.position - b.position);
  const groups: LessonGroup[] = lessons
    .map((lesson) => ({ lesson, exercises: sorted.filter((exercise) => exercise.lesson_id === lesson.id) }))
    .filter((group) => group.exercises.length > 0);
  const known = new Set(lessons.map((lesson) => lesson.id));
  const orphans = sorted.filter((exercise) => !known.has(exercise.lesson_id));
  return orphans.length > 0 ? [...groups, { lesson: null, exercises: orphans }] : groups;
}

function ExerciseRow({
  exercise,
  onTest,
  onTogglePublished,
  onEdit,
  onDelete,
  busy,
}: {
  exercise: AuthoredExercise;
  onTest: () => void;
  onTogglePublished: () => void;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <h4 className="break-words font-semibold text-ink">{exercise.title}</h4>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge variant="brand">{KIND_LABELS[exercise.kind]}</Badge>
          <Badge variant={exercise.published ? 'success' : 'neutral'}>
            {exercise.published ? 'Publicada' : 'Rascunho'}
          </Badge>
          <Badge variant={exercise.verified ? 'success' : 'warning'}>
            {exercise.verified ? 'Verificada' : 'Não verificada'}
          </Badge>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          size="sm"
          variant={exercise.verified ? 'outline' : 'primary'}
          onClick={onTest}
          aria-label={`Testar com a solução: ${exercise.title}`}
        >
          Testar com a solução
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onTogglePublished}
          disabled={busy}
          aria-label={`${exercise.published ? 'Despublicar' : 'Publicar'} ${exercise.title}`}
        >
          {exercise.published ? 'Despublicar' : 'Publicar'}
        </Button>
        <EditDeleteButtons itemName={`prática ${exercise.title}`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

export function PracticeList({
  course,
  exercises,
}: {
  course: PracticeCourse;
  exercises: readonly AuthoredExercise[];
}) {
  const courseId = course.id;
  const [editing, setEditing] = useState<AuthoredExercise | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [toDelete, setToDelete] = useState<AuthoredExercise | null>(null);
  const [testingId, setTestingId] = useState<string | null>(null);
  const remove = useDeletePracticeExercise(courseId);
  const publish = useSetPracticePublished();
  const verify = useVerifyPracticeExercise();
  const groups = groupByLesson(exercises, course.lessons);
  // The exercise as the list now reads it (verified, published), while its test is shown.
  const testing = exercises.find((exercise) => exercise.id === testingId) ?? null;

  const runTest = (exerciseId: string) => verify.mutate({ courseId, exerciseId });
  const test = (exercise: AuthoredExercise) => {
    setTestingId(exercise.id);
    runTest(exercise.id);
  };
  const closeTest = () => {
    setTestingId(null);
    verify.reset();
  };

  const setPublished = (exercise: AuthoredExercise, published: boolean) =>
    publish.mutate(
      { courseId, exerciseId: exercise.id, published },
      {
        onSuccess: () => toast.success(published ? 'Prática publicada!' : 'Prática despublicada.'),
        onError: (error) =>
          toast.error(
            userMessage(error, published ? 'Erro ao publicar prática' : 'Erro ao despublicar prática'),
          ),
      },
    );

  const exportFile = async () => {
    setExporting(true);
    try {
      downloadText(
        practiceFileName(course.title),
        await exportPracticeFile(courseId),
        'application/json;charset=utf-8',
      );
    } catch (error) {
      toast.error(userMessage(error, 'Erro ao exportar práticas'));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Prática excluída!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir prática')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="practice-list-title">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="practice-list-title" className="text-xl font-bold text-ink">
            Práticas
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            Exercícios corrigidos pelo servidor depois de uma aula. Antes de publicar, use Testar com a
            solução: a solução modelo deve passar e a solução errada, falhar.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing('new')} disabled={course.lessons.length === 0}>
            Nova prática
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)} disabled={course.lessons.length === 0}>
            Importar
          </Button>
          <Button
            variant="outline"
            onClick={() => void exportFile()}
            disabled={exporting || exercises.length === 0}
          >
            {exporting ? 'Exportando...' : 'Exportar'}
          </Button>
        </div>
      </div>
      {course.lessons.length === 0 ? (
        <AdminEmptyState>Este curso ainda não tem aulas. Uma prática sempre segue uma aula.</AdminEmptyState>
      ) : groups.length === 0 ? (
        <AdminEmptyState>Nenhuma prática cadastrada. Crie uma ou importe um arquivo JSON.</AdminEmptyState>
      ) : (
        <div className="space-y-8">
          {groups.map((group) => (
            <section
              key={group.lesson?.id ?? 'sem-aula'}
              aria-label={group.lesson ? `Práticas depois de ${group.lesson.title}` : 'Práticas sem aula'}
            >
              <h3 className="mb-3 text-sm font-semibold text-ink-muted">
                {group.lesson ? (
                  <>
                    Módulo {group.lesson.moduleNumber} ·{' '}
                    <span className="text-ink">{group.lesson.title}</span>
                  </>
                ) : (
                  'Aula removida do curso'
                )}
              </h3>
              <ul className="space-y-3">
                {group.exercises.map((exercise) => (
                  <ExerciseRow
                    key={exercise.id}
                    exercise={exercise}
                    busy={publish.isPending}
                    onTest={() => test(exercise)}
                    onTogglePublished={() => setPublished(exercise, !exercise.published)}
                    onEdit={() => setEditing(exercise)}
                    onDelete={() => setToDelete(exercise)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <PracticeFormDialog
        courseId={courseId}
        lessons={course.lessons}
        target={editing}
        onClose={() => setEditing(null)}
      />
      <ImportPracticeDialog
        courseId={courseId}
        lessons={course.lessons}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <VerifyDialog
        exercise={testing}
        lessons={course.lessons}
        pending={verify.isPending}
        answer={verify.data}
        error={verify.error}
        onRetry={() => testing && runTest(testing.id)}
        onPublish={() => testing && setPublished(testing, true)}
        publishing={publish.isPending}
        onClose={closeTest}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir prática?"
        description={
          toDelete
            ? `"${toDelete.title}" sai do curso, com as tentativas e os rascunhos dos alunos.`
            : undefined
        }
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
