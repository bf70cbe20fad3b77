// The course's lessons with their ids, for the `lesson_id` of a spec's checks ('Rever na aula'):
// each id copied with one click.
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import type { PracticeLesson } from '../api/get-course-lessons';

export function LessonIds({ lessons }: { lessons: readonly PracticeLesson[] }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">IDs das aulas do curso</summary>
      {lessons.length === 0 ? (
        <p className="mt-2 text-ink-muted">Este curso ainda não tem aulas.</p>
      ) : (
        <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-ink">
                  Módulo {lesson.moduleNumber} · {lesson.title}
                </p>
                <code className="block truncate font-mono text-xs text-ink-muted">{lesson.id}</code>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                aria-label={`Copiar o ID da aula ${lesson.title}`}
                onClick={() =>
                  void copyWithToast(lesson.id, {
                    copied: 'ID da aula copiado!',
                    failed: 'Não foi possível copiar. Selecione o ID e copie manualmente.',
                  })
                }
              >
                <CopyIcon size={16} />
                Copiar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
