// How a track's figures and offer read in pt-BR, the same on the list, the track page, the home
// page and the dashboard. A length is the database's minutes written by formatHours, the same
// figure and function as the back office's track card (docs/tracks-ui.md).
import { isInPlans, isSoldSeparately, accessModelOf } from '@/rules/access-model';
import { installmentOfferText } from '@/rules/installments';
import { formatCurrency, formatHours } from '@/utils/format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const length = (minutes: number) => (minutes > 0 ? formatHours(minutes) : null);

/** '3 cursos · 52h30 · 61 aulas' (the simulado is not a course and adds no hours). */
export function trackFigures(track: { course_count: number; total_minutes: number; total_lessons: number }) {
  return [
    plural(track.course_count, 'curso', 'cursos'),
    length(track.total_minutes),
    plural(track.total_lessons, 'aula', 'aulas'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A step's course: '12h · 20 aulas'. */
export function stepFigures(course: { minutes: number; lesson_count: number }) {
  return [length(course.minutes), plural(course.lesson_count, 'aula', 'aulas')].filter(Boolean).join(' · ');
}

/**
 * How the track is had: a price (with the card's installments), the plans, or — a track not sold
 * as a bundle — each course by its own model.
 */
export function trackOfferText(
  track: { access_model: string; price: number | null },
  /** Known on the track page (its steps' courses); the list does not know it. */
  everyCourseFree = false,
) {
  const model = accessModelOf(track.access_model);
  const price = isSoldSeparately(model) ? formatCurrency(track.price) : null;
  if (price) {
    const installments = installmentOfferText(track.price);
    const sold = installments ? `${price} ${installments}` : price;
    return isInPlans(model) ? `${sold} · ou nos planos` : sold;
  }
  if (isInPlans(model)) return 'Incluída nos planos';
  return everyCourseFree ? 'Gratuita' : 'Acesso pelos cursos';
}
