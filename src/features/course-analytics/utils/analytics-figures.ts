// How a course's analytics are put into words and figures on its screen (docs/analytics-ui.md).
import { formatNumber } from '@/utils/format';
import type { CourseAnalytics } from '../api/get-course-analytics';

export interface FunnelStep {
  label: string;
  learners: number;
  /** Of the enrolled learners (0–1); 0 when nobody is enrolled. */
  share: number;
}

/** The funnel's steps, enrolled first, each with its share of the enrolled. */
export function funnelSteps(funnel: CourseAnalytics['funnel']): FunnelStep[] {
  const steps: [string, number][] = [
    ['Matriculados', funnel.enrolled],
    ['Começaram', funnel.started],
    ['25% do curso', funnel.progress_25],
    ['50% do curso', funnel.progress_50],
    ['75% do curso', funnel.progress_75],
    ['Concluíram', funnel.completed],
  ];
  return steps.map(([label, learners]) => ({
    label,
    learners,
    share: funnel.enrolled > 0 ? learners / funnel.enrolled : 0,
  }));
}

/** A share from 0 to 1 as a whole-ish percentage: 0.7512 → '75,1%', 1 → '100%'. */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100, { maximumFractionDigits: 1 })}%`;
}

/** An axis tick of a 0–1 scale: 0.5 → '50%'. */
export function shareTick(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 'Aula 3' — a lesson's place in the course, as the drop-off chart labels it. */
export function lessonLabel(position: number): string {
  return `Aula ${position}`;
}

/**
 * The median time to a teacher's answer in words: under an hour in minutes ('45 min'), under two
 * days in hours ('5,5 h'), else in days ('3,2 dias'); null (nothing answered yet) as '—'.
 */
export function formatAnswerTime(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${formatNumber(Math.round(minutes))} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${formatNumber(hours, { maximumFractionDigits: 1 })} h`;
  const days = hours / 24;
  return `${formatNumber(days, { maximumFractionDigits: 1 })} dias`;
}
