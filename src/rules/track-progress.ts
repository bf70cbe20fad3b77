// How a person's place on a track reads, the same on the track page and the dashboard's card.
// The database decides each step's state and percent and the track's percent (partial progress
// counted, docs/tracks.md); these only write them in pt-BR.

export const TRACK_STEP_STATES = ['done', 'in_progress', 'todo'] as const;
export type TrackStepState = (typeof TRACK_STEP_STATES)[number];

export const TRACK_STEP_STATE_LABELS: Record<TrackStepState, string> = {
  done: 'Concluída',
  in_progress: 'Em andamento',
  todo: 'A fazer',
};

/** An unknown value reads as 'todo' (nothing is claimed that the database did not say). */
export function trackStepStateOf(value: string | null | undefined): TrackStepState {
  return TRACK_STEP_STATES.includes(value as TrackStepState) ? (value as TrackStepState) : 'todo';
}

export interface TrackStepStatus {
  kind: string;
  state: TrackStepState;
  percent: number;
  /** A simulado step: the best submitted score, passed or not. */
  bestScore: number | null;
}

/**
 * A step's own line: 'Concluída', 'Em andamento · 57%', 'A fazer'; a simulado in progress says its
 * best score instead of a percent ('Em andamento · melhor nota 640'), a simulado is passed or not.
 */
export function trackStepStatusText(step: TrackStepStatus): string {
  const label = TRACK_STEP_STATE_LABELS[step.state];
  if (step.state !== 'in_progress') return label;
  if (step.kind === 'exam')
    return step.bestScore === null ? label : `${label} · melhor nota ${step.bestScore}`;
  return `${label} · ${step.percent}%`;
}

/** '1 de 3 etapas concluídas · 52%'. */
export function trackProgressSummary(progress: { stepsDone: number; stepsTotal: number; percent: number }) {
  const steps = `${progress.stepsDone} de ${progress.stepsTotal} ${progress.stepsTotal === 1 ? 'etapa concluída' : 'etapas concluídas'}`;
  return `${steps} · ${progress.percent}%`;
}
