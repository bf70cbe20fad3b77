// A track's steps in the form: its courses in order (dragged by the handle, or moved with 'Mover
// para cima/baixo', each move said to screen readers), courses added and removed, and the final
// simulado, always last. Saved with the form (docs/tracks-admin.md).
import { XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DragHandle, MoveButtons, type MoveDirection } from '@/components/ui/reorder-controls';
import { Select } from '@/components/ui/select';
import type { CourseOption } from '@/lib/course-options';
import { cn } from '@/lib/utils';
import { addCourse, moveAnnouncement, moveCourse, type TrackSteps } from '../utils/track-steps';

interface TrackStepsFieldProps {
  value: TrackSteps;
  onChange: (steps: TrackSteps) => void;
  courses: readonly CourseOption[];
  /** The courses with a published simulado: the only final simulados the database accepts. */
  examCourses: readonly CourseOption[];
  error: string | undefined;
}

export function TrackStepsField({ value, onChange, courses, examCourses, error }: TrackStepsFieldProps) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move, focus stays on the moved step's button (its row moved in the list).
  const focusAfterMove = useRef<{ courseId: string; direction: MoveDirection } | null>(null);
  const steps = value.courses;
  const available = courses.filter((course) => !steps.some((step) => step.courseId === course.id));
  // A stored final simulado that is no longer published stays visible (and says so) rather than
  // silently showing 'Sem simulado final'; saving a published track with it is refused.
  const unpublishedExam =
    value.examCourseId && !examCourses.some((course) => course.id === value.examCourseId)
      ? (courses.find((course) => course.id === value.examCourseId) ?? null)
      : null;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const button = (direction: MoveDirection) =>
      document.querySelector<HTMLButtonElement>(
        `[data-move-id="${target.courseId}"][data-move-direction="${direction}"]`,
      );
    const same = button(target.direction);
    (same && !same.disabled ? same : button(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [steps]);

  const move = (from: number, to: number, direction?: MoveDirection) => {
    if (from === to || to < 0 || to >= steps.length) return;
    const step = steps[from]!;
    if (direction) focusAfterMove.current = { courseId: step.courseId, direction };
    onChange({ ...value, courses: moveCourse(steps, from, to) });
    setAnnouncement(moveAnnouncement(step.title, to, steps.length));
  };

  const add = () => {
    const course = courses.find((option) => option.id === picked);
    if (!course) return;
    onChange({ ...value, courses: addCourse(steps, { courseId: course.id, title: course.title }) });
    setPicked('');
    setAnnouncement(`Curso "${course.title}" adicionado como etapa ${steps.length + 1}.`);
  };

  const remove = (index: number) => {
    const step = steps[index]!;
    onChange({ ...value, courses: steps.filter((_, position) => position !== index) });
    setAnnouncement(`Etapa "${step.title}" removida.`);
  };

  const dropHandlers = (index: number) =>
    dragged === null || dragged === index
      ? {}
      : {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (dropIndex !== index) setDropIndex(index);
          },
          onDragLeave: () => setDropIndex((current) => (current === index ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            move(dragged, index);
            setDragged(null);
            setDropIndex(null);
          },
        };

  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}>
      <legend className="text-sm font-medium text-ink">Etapas da trilha</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        Os cursos na ordem em que devem ser feitos. Arraste pela alça ou use as setas para mudar a ordem.
      </p>
      {steps.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-ink-muted">
          Nenhum curso na trilha ainda.
        </p>
      ) : (
        <ol aria-label="Etapas da trilha" className="mt-3 space-y-2">
          {steps.map((step, index) => {
            const label = `etapa ${step.title}`;
            return (
              <li
                key={step.courseId}
                data-drag-row
                data-step-course={step.courseId}
                className={cn(
                  'flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-2',
                  dropIndex === index && 'border-brand-300 bg-brand-50 ring-2 ring-brand-200',
                )}
                {...dropHandlers(index)}
              >
                <DragHandle
                  itemLabel={label}
                  onDragStart={() => setDragged(index)}
                  onDragEnd={() => {
                    setDragged(null);
                    setDropIndex(null);
                  }}
                />
                <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-ink">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 basis-40 text-sm font-medium break-words text-ink">
                  {step.title}
                </span>
                <span className="ml-auto flex gap-1">
                  <MoveButtons
                    itemLabel={label}
                    itemId={step.courseId}
                    index={index}
                    count={steps.length}
                    onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
                  />
                  <button
                    type="button"
                    aria-label={`Remover ${label}`}
                    className="grid h-9 w-9 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    onClick={() => remove(index)}
                  >
                    <XIcon width={18} height={18} />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={`${id}-add`} className="text-sm font-medium text-ink">
            Adicionar curso
          </label>
          <Select id={`${id}-add`} value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Selecione um curso</option>
            {available.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" variant="secondary" onClick={add} disabled={!picked}>
          Adicionar etapa
        </Button>
      </div>
      <div className="mt-3 space-y-1.5">
        <label htmlFor={`${id}-exam`} className="text-sm font-medium text-ink">
          Simulado final
        </label>
        <Select
          id={`${id}-exam`}
          aria-describedby={`${id}-exam-hint`}
          value={value.examCourseId}
          onChange={(event) => onChange({ ...value, examCourseId: event.target.value })}
        >
          <option value="">Sem simulado final</option>
          {unpublishedExam && (
            <option value={unpublishedExam.id}>Simulado de {unpublishedExam.title} (não publicado)</option>
          )}
          {examCourses.map((course) => (
            <option key={course.id} value={course.id}>
              Simulado de {course.title}
            </option>
          ))}
        </Select>
        <p id={`${id}-exam-hint`} className="text-xs text-ink-muted">
          Última etapa: só aparecem os cursos com simulado publicado.
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
