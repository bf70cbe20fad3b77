// /admin/lessons: pick a course, then manage its modules (one
// open at a time) and each module's lessons. The chosen course lives in the URL (?curso=id), so a
// reload or a shared link opens the same course.
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { formatMinutes } from '@/utils/format';
import { useCourseContent, type AdminLesson, type AdminModule } from '../api/get-course-content';
import { useCourseOptions } from '@/lib/course-options';
import { userMessage } from '@/lib/errors/user-message';
import { useDeleteLesson } from '../api/delete-lesson';
import { useDeleteModule } from '../api/delete-module';
import { nextModuleOrder } from '../api/next-order';
import { useReorderLessons } from '../api/reorder-lessons';
import { useReorderModules } from '../api/reorder-modules';
import { SELECT_COURSE_FIRST } from '../api/save-module';
import { LessonFormDialog, type LessonFormTarget, type SavedLesson } from './lesson-form-dialog';
import { ModuleFormDialog } from './module-form-dialog';
import { DragHandle, MoveButtons, moved, type MoveDirection } from '@/components/ui/reorder-controls';

const COURSE_PARAM = 'curso';

const lessonCount = (count: number) => `${count} ${count === 1 ? 'aula' : 'aulas'}`;

interface Reorder {
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

interface DropTarget {
  /** Whether the item being dragged may be dropped here (false while nothing is dragged). */
  accepts: boolean;
  isOver: boolean;
  setOver: (over: boolean) => void;
  onDrop: () => void;
}

/** The drag-and-drop event handlers of a row that accepts the item being dragged. */
function dropHandlers({ accepts, isOver, setOver, onDrop }: DropTarget) {
  if (!accepts) return {};
  return {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (!isOver) setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      onDrop();
    },
  };
}

function LessonRow({
  lesson,
  reorder,
  drop,
  onEdit,
  onDelete,
}: {
  lesson: AdminLesson;
  reorder: Reorder;
  drop: DropTarget;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = `aula ${lesson.title}`;
  return (
    <li
      data-drag-row
      data-lesson-id={lesson.id}
      tabIndex={-1}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg px-2 py-3 outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500 ${drop.isOver ? 'bg-brand-50 ring-2 ring-inset ring-brand-200' : ''}`}
      {...dropHandlers(drop)}
    >
      <DragHandle itemLabel={label} onDragStart={reorder.onDragStart} onDragEnd={reorder.onDragEnd} />
      <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-ink">
        {lesson.order_index}
      </span>
      <div className="min-w-0 flex-1 basis-40">
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
      <div className="flex flex-wrap gap-2">
        <MoveButtons
          itemLabel={label}
          itemId={lesson.id}
          index={reorder.index}
          count={reorder.count}
          onMove={reorder.onMove}
        />
        <EditDeleteButtons itemName={`aula ${lesson.title}`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

type PendingDelete = { kind: 'module'; module: AdminModule } | { kind: 'lesson'; lesson: AdminLesson };
type Dragged = { kind: 'module'; id: string } | { kind: 'lesson'; id: string; moduleId: string };

const REORDER_ERROR = 'Erro ao salvar a nova ordem. A ordem anterior foi mantida.';

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
  const reorderLessons = useReorderLessons(courseId);
  const reorderModules = useReorderModules(courseId);
  const pickerId = useId();
  // The open module (one at a time); '' when all are closed.
  const [openModuleId, setOpenModuleId] = useState('');
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  // Said by screen readers after a move ('Aula "X" movida para a posição 2 de 5.').
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move, focus stays on the moved item's button (its row moved in the page).
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);
  // After creating a lesson, focus goes to it instead of back to 'Nova Aula' (the dialog would
  // return focus to its opener when it closes, which may come after the lesson got focus).
  const focusLessonId = useRef<string | null>(null);
  const keepFocusAfterDialog = useRef(false);

  const modules = content.data ?? [];
  const courseKnown = Boolean(courseId) && (courses.data ?? []).some((course) => course.id === courseId);
  // Until the course's modules are loaded nobody knows whether it has any.
  const contentLoading = courseKnown && content.isPending;

  const selectCourse = (id: string) => setSearchParams(id ? { [COURSE_PARAM]: id } : {}, { replace: true });

  const openNewModule = () => (courseKnown ? setModuleTarget('new') : toast.error(SELECT_COURSE_FIRST));
  const openNewLesson = (moduleId: string | null = null) => {
    if (!courseKnown) return void toast.error(SELECT_COURSE_FIRST);
    if (!content.isSuccess) return;
    if (content.data.length === 0) return void toast.error('Crie um módulo antes de adicionar aulas');
    setLessonTarget({ moduleId });
  };

  const focusCreatedLesson = useCallback(() => {
    const id = focusLessonId.current;
    const row = id ? document.querySelector<HTMLElement>(`[data-lesson-id="${id}"]`) : null;
    if (!row) return false;
    focusLessonId.current = null;
    row.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'center' });
    return true;
  }, []);

  useEffect(() => {
    focusCreatedLesson();
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const button = (direction: MoveDirection) =>
      document.querySelector<HTMLButtonElement>(
        `[data-move-id="${target.id}"][data-move-direction="${direction}"]`,
      );
    const same = button(target.direction);
    (same && !same.disabled ? same : button(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [content.data, openModuleId, focusCreatedLesson]);

  const lessonSaved = ({ lessonId, moduleId, created }: SavedLesson) => {
    // The module the lesson is in opens, so the new (or moved) lesson is in sight.
    setOpenModuleId(moduleId);
    if (created) {
      focusLessonId.current = lessonId;
      keepFocusAfterDialog.current = true;
    }
  };

  const moveLesson = (module: AdminModule, from: number, to: number, direction?: MoveDirection) => {
    const count = module.lessons.length;
    if (from === to || to < 0 || to >= count) return;
    const lesson = module.lessons[from]!;
    if (direction) focusAfterMove.current = { id: lesson.id, direction };
    reorderLessons.mutate(
      { courseId, moduleId: module.id, lessonIds: moved(module.lessons, from, to).map((item) => item.id) },
      { onError: () => toast.error(REORDER_ERROR) },
    );
    setAnnouncement(`Aula "${lesson.title}" movida para a posição ${to + 1} de ${count}.`);
  };

  const moveModule = (from: number, to: number, direction?: MoveDirection) => {
    const count = modules.length;
    if (from === to || to < 0 || to >= count) return;
    const module = modules[from]!;
    if (direction) focusAfterMove.current = { id: module.id, direction };
    reorderModules.mutate(
      { courseId, moduleIds: moved(modules, from, to).map((item) => item.id) },
      { onError: () => toast.error(REORDER_ERROR) },
    );
    setAnnouncement(`Módulo "${module.title}" movido para a posição ${to + 1} de ${count}.`);
  };

  const endDrag = () => {
    setDragged(null);
    setDropTargetId(null);
  };
  const setOver = (id: string) => (over: boolean) =>
    setDropTargetId((current) => (over ? id : current === id ? null : current));
  const dropLessonAt = (module: AdminModule, to: number) => {
    const from = module.lessons.findIndex((item) => item.id === dragged?.id);
    if (dragged?.kind === 'lesson' && from >= 0) moveLesson(module, from, to);
    endDrag();
  };
  const overModule = (event: DragEvent, id: string) => {
    if (dragged?.kind !== 'module' || dragged.id === id) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropTargetId !== id) setDropTargetId(id);
  };
  const dropModuleAt = (event: DragEvent, to: number) => {
    if (dragged?.kind !== 'module') return;
    event.preventDefault();
    const from = modules.findIndex((item) => item.id === dragged.id);
    if (from >= 0) moveModule(from, to);
    endDrag();
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
          onError: (error) => toast.error(userMessage(error, 'Erro ao excluir módulo')),
        },
      );
    } else {
      deleteLesson.mutate(
        { courseId, lessonId: pendingDelete.lesson.id },
        {
          ...done,
          onSuccess: () => toast.success('Aula excluída!'),
          onError: (error) => toast.error(userMessage(error, 'Erro ao excluir aula')),
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
          <Button onClick={() => openNewLesson()} disabled={contentLoading} aria-busy={contentLoading}>
            Nova Aula
          </Button>
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
              value={openModuleId}
              onValueChange={setOpenModuleId}
              className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
            >
              {modules.map((module, moduleIndex) => (
                <AccordionItem
                  key={module.id}
                  value={module.id}
                  data-drag-row
                  className={`last:border-b-0 ${dropTargetId === module.id ? 'rounded-lg bg-brand-50 ring-2 ring-inset ring-brand-200' : ''}`}
                  onDragOver={(event) => overModule(event, module.id)}
                  onDragLeave={() => setOver(module.id)(false)}
                  onDrop={(event) => dropModuleAt(event, moduleIndex)}
                >
                  <div className="flex flex-wrap items-center gap-x-2">
                    <DragHandle
                      itemLabel={`módulo ${module.title}`}
                      onDragStart={() => setDragged({ kind: 'module', id: module.id })}
                      onDragEnd={endDrag}
                    />
                    <div className="min-w-0 flex-1 basis-48">
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
                    <div className="flex flex-wrap gap-2 pb-3 sm:pb-0">
                      <MoveButtons
                        itemLabel={`módulo ${module.title}`}
                        itemId={module.id}
                        index={moduleIndex}
                        count={modules.length}
                        onMove={(direction) =>
                          moveModule(moduleIndex, moduleIndex + (direction === 'up' ? -1 : 1), direction)
                        }
                      />
                      <EditDeleteButtons
                        itemName={`módulo ${module.title}`}
                        onEdit={() => setModuleTarget(module)}
                        onDelete={() => setPendingDelete({ kind: 'module', module })}
                        variant="ghost"
                      />
                    </div>
                  </div>
                  {module.lessons.length === 0 && (
                    // Say why the module is missing from the course page, and offer the fix.
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
                        {module.lessons.map((lesson, lessonIndex) => (
                          <LessonRow
                            key={lesson.id}
                            lesson={lesson}
                            reorder={{
                              index: lessonIndex,
                              count: module.lessons.length,
                              onMove: (direction) =>
                                moveLesson(
                                  module,
                                  lessonIndex,
                                  lessonIndex + (direction === 'up' ? -1 : 1),
                                  direction,
                                ),
                              onDragStart: () =>
                                setDragged({ kind: 'lesson', id: lesson.id, moduleId: module.id }),
                              onDragEnd: endDrag,
                            }}
                            drop={{
                              accepts:
                                dragged?.kind === 'lesson' &&
                                dragged.moduleId === module.id &&
                                dragged.id !== lesson.id,
                              isOver: dropTargetId === lesson.id,
                              setOver: setOver(lesson.id),
                              onDrop: () => dropLessonAt(module, lessonIndex),
                            }}
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
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ModuleFormDialog
        courseId={courseId}
        target={moduleTarget}
        nextOrder={nextModuleOrder(modules)}
        onClose={() => setModuleTarget(null)}
      />
      <LessonFormDialog
        courseId={courseId}
        modules={modules}
        target={lessonTarget}
        onClose={() => setLessonTarget(null)}
        onSaved={lessonSaved}
        onCloseAutoFocus={(event) => {
          if (!keepFocusAfterDialog.current) return;
          keepFocusAfterDialog.current = false;
          event.preventDefault();
          focusCreatedLesson();
        }}
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
