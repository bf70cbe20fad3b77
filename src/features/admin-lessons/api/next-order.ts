// Default 'Ordem' of a new module or lesson: after the last one, so it lands at the end.
import type { AdminModule } from './get-course-content';

const after = (items: { order_index: number }[]) =>
  items.reduce((last, item) => Math.max(last, item.order_index), 0) + 1;

export const nextModuleOrder = (modules: AdminModule[]) => after(modules);

/** 1 when no module is chosen yet or the module is empty. */
export const nextLessonOrder = (modules: AdminModule[], moduleId: string) =>
  after(modules.find((module) => module.id === moduleId)?.lessons ?? []);
