// "Acessar Aulas" opens the first lesson: modules by order_index, then that
// module's lessons by order_index. A module without lessons is skipped, so an empty first module
// does not hide the course's content; no lesson at all → 'Curso não possui aulas cadastradas'.

export interface ModuleWithLessons {
  id: string;
  order_index: number;
  lessons: { id: string; order_index: number }[] | null;
}

export interface FirstLesson {
  moduleId: string;
  lessonId: string;
}

const byOrder = <T extends { order_index: number; id: string }>(a: T, b: T) =>
  a.order_index - b.order_index || a.id.localeCompare(b.id);

export function pickFirstLesson(
  modules: readonly ModuleWithLessons[] | null | undefined,
): FirstLesson | null {
  for (const courseModule of [...(modules ?? [])].sort(byOrder)) {
    const [lesson] = [...(courseModule.lessons ?? [])].sort(byOrder);
    if (lesson) return { moduleId: courseModule.id, lessonId: lesson.id };
  }
  return null;
}
