// How an exercise's status reads wherever it is listed (the lesson list, the curriculum, the
// exercise's own header): a mark and its words, never the colour alone. Icons the player already
// loads, so the lesson list's exercises add no icon of their own.
import { CircleCheckIcon, CircleIcon, CirclePlayIcon } from 'lucide-react';
import type { CoursePracticeStatus } from '../api/get-course-practice';

export const practiceStatusLabels: Record<CoursePracticeStatus, string> = {
  new: 'Nova',
  attempted: 'Iniciada',
  passed: 'Concluída',
  gave_up: 'Solução vista',
};

export function PracticeStatusIcon({ status, size = 20 }: { status: CoursePracticeStatus; size?: number }) {
  switch (status) {
    case 'passed':
      return (
        <CircleCheckIcon
          size={size}
          fill="currentColor"
          stroke="white"
          className="text-emerald-600"
          aria-hidden="true"
        />
      );
    case 'attempted':
      return <CirclePlayIcon size={size} className="text-amber-600" aria-hidden="true" />;
    case 'gave_up':
      return <CircleIcon size={size} strokeWidth={3} className="text-slate-500" aria-hidden="true" />;
    case 'new':
      return <CircleIcon size={size} className="text-slate-400" aria-hidden="true" />;
  }
}
