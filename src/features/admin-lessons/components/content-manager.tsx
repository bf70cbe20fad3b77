// /admin/lessons (spec §2 Admin modules and lessons): pick a course, then manage its modules (one
// open at a time) and each module's lessons. The chosen course lives in the URL (?curso=id), so a
// reload or a shared link opens the same course.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { formatMinutes } from '@/utils/format';
import { useCourseContent, type AdminLesson, type AdminModule } from '../api/get-course-content';
import { useCourseOptions } from '@/lib/course-options';
import { useDeleteLesson } from '../api/delete-lesson';
import { useDeleteModule } from '../api/delete-module';
import { SELECT_COURSE_FIRST } from '../api/save-module';
import { LessonFormDialog, type LessonFormTarget } from './lesson-form-dialog';
import { ModuleFormDialog } from './module-form-dialog';

const COURSE_PARAM = 'curso';

const lessonCount = (count: number) => `${count} ${count === 1 ? 'aula' : 'aulas'}`;

function LessonRow({
  lesson,
  onEdit,
  onDelete,
}: {
  lesson: AdminLesson;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-ink">
        {lesson.order_index}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{lesson.title}</p>
        <p className="text-sm text-ink-muted">
          {formatMinutes(lesson.duration_minutes)}
          {lesson.is_preview && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Aula gratuita
            </span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar aula ${lesson.title}`}>
          Editar
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Excluir aula ${lesson.title}`}
          className="text-red-700 hover:bg-red-50"
        >
          Excluir
        </Button>
      </div>
    </li>
  );
}

type PendingDelete = { kind: 'module'; module: AdminModule } | { kind: 'lesson'; lesson: AdminLesson };

export function ContentManager() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = searchParams.get(COURSE_PARAM) ?? '';
  const courses = useCourseOptions();
  const content = useCourseContent(courseId || null);
  const [moduleTarget, setModuleTarget] = useState<AdminModule | 'new' | null>(null);
  const [lessonTarget, setLessonTarget] = useState<LessonFormTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const deleteModule = useDeleteModule();
  const deleteLesson = useDeleteLesson();
  const pickerId = useId();

  const modules = content.data ?? [];
  const courseKnown = Boolean(courseId) && (courses.data ?? []).some((course) => course.id === courseId);

  const selectCourse = (id: string) => setSearchParams(id ? { [COURSE_PARAM]: id } : {}, { replace: true });

  const openNewModule = () => (courseKnown ? setModuleTarget('new') : toast.error(SELECT_COURSE_FIRST));
  const openNewLesson = (moduleId: string | null = null) => {
    if (!courseKnown) return void toast.error(SELECT_COURSE_FIRST);
    if (modules.length === 0) return void toast.error('Crie um módulo antes de adicionar aulas');
    setLessonTarget({ moduleId });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const done = { onSettled: () => setPendingDelete(null) };
    if (pendingDelete.kind === 'module') {
      deleteModule.mutate(
        { courseId, moduleId: pendingDelete.module.id },
        {
          ...done,
          onSuccess: () => toast.success('Módulo excluído!'),
          onError: (error) => toast.error(error.message || 'Erro ao excluir módulo'),
        },
      );
    } else {
      deleteLesson.mutate(
        { courseId, lessonId: pendingDelete.lesson.id },
        {
          ...done,
          onSuccess: () => toast.success('Aula excluída!'),
          onError: (error) => toast.error(error.message || 'Erro ao excluir aula'),
        },
      );
    }
  };

  if (courses.isPending) {
    return (
      <AdminPage title="Módulos e Aulas">
        <LoadingText />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="Módulos e Aulas"
      description="Escolha um curso e organize o conteúdo em módulos e aulas."
      actions={
        <>
          <Button variant="outline" onClick={openNewModule}>
            Novo Módulo
          </Button>
          <Button onClick={() => openNewLesson()}>Nova Aula</Button>
        </>
      }
    >
      {courses.isError ? (
        <AdminLoadError message="Erro ao carregar cursos" onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <div className="mb-6 max-w-md">
            <label htmlFor={pickerId} className="mb-1.5 block text-sm font-medium text-ink">
              Curso
            </label>
            <Select
              id={pickerId}
              value={courseKnown ? courseId : ''}
              onChange={(event) => selectCourse(event.target.value)}
            >
              <option value="">Selecione um curso</option>
              {courses.data.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </Select>
          </div>
          {!courseKnown ? (
            <AdminEmptyState>Selecione um curso para ver e organizar os módulos e as aulas.</AdminEmptyState>
          ) : content.isPending ? (
            <LoadingText />
          ) : content.isError ? (
            <AdminLoadError message="Erro ao carregar dados" onRetry={() => void content.refetch()} />
          ) : modules.length === 0 ? (
            <AdminEmptyState action={<Button onClick={openNewModule}>Novo Módulo</Button>}>
              Nenhum módulo cadastrado. Crie o primeiro módulo!
            </AdminEmptyState>
          ) : (
            <Accordion
              type="single"
              collapsible
              className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
            >
              {modules.map((module) => (
                <AccordionItem key={module.id} value={module.id} className="last:border-b-0">
                  <div className="flex flex-wrap items-center gap-x-3">
                    <div className="min-w-0 flex-1">
                      <AccordionTrigger>
                        <span className="flex min-w-0 flex-col">
                          <span>
                            Módulo {module.order_index}: {module.title}
                          </span>
                          <span className="text-sm font-normal text-ink-muted">
                            {lessonCount(module.lessons.length)}
                          </span>
                        </span>
                      </AccordionTrigger>
                    </div>
                    <div className="flex gap-2 pb-3 sm:pb-0">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setModuleTarget(module)}
                        aria-label={`Editar módulo ${module.title}`}
                      >
                        Editar
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setPendingDelete({ kind: 'module', module })}
                        aria-label={`Excluir módulo ${module.title}`}
                        className="text-red-700 hover:bg-red-50"
                      >
                        Excluir
                      </Button>
                    </div>
                  </div>
                  {module.lessons.length === 0 && (
                    // Issue 17: say why the module is missing from the course page, and offer the fix.
                    <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                      Sem aulas: não aparece no catálogo
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => openNewLesson(module.id)}
                        aria-label={`Adicionar aula ao módulo ${module.title}`}
                      >
                        Adicionar aula
                      </Button>
                    </p>
                  )}
                  <AccordionContent>
                    {module.description && <p className="mb-3 text-sm">{module.description}</p>}
                    {module.lessons.length === 0 ? (
                      <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm">
                        Nenhuma aula neste módulo
                      </p>
                    ) : (
                      <ul aria-label={`Aulas de ${module.title}`} className="divide-y divide-slate-100">
                        {module.lessons.map((lesson) => (
                          <LessonRow
                            key={lesson.id}
                            lesson={lesson}
                            onEdit={() => setLessonTarget({ lesson })}
                            onDelete={() => setPendingDelete({ kind: 'lesson', lesson })}
                          />
                        ))}
                      </ul>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-3"
                      onClick={() => openNewLesson(module.id)}
                    >
                      Adicionar aula a este módulo
                    </Button>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </>
      )}
      <ModuleFormDialog courseId={courseId} target={moduleTarget} onClose={() => setModuleTarget(null)} />
      <LessonFormDialog
        courseId={courseId}
        modules={modules}
        target={lessonTarget}
        onClose={() => setLessonTarget(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={
          pendingDelete?.kind === 'module'
            ? 'Excluir este módulo e todas as suas aulas?'
            : 'Excluir esta aula?'
        }
        description={
          pendingDelete?.kind === 'module'
            ? `O módulo "${pendingDelete.module.title}" será excluído com ${lessonCount(pendingDelete.module.lessons.length)}.`
            : pendingDelete
              ? `"${pendingDelete.lesson.title}" será excluída.`
              : undefined
        }
        pending={deleteModule.isPending || deleteLesson.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
