// The simulado's clock is the server's: the time left is the deadline minus the server's "now" as
// the database answered it, counted down from the moment the answer arrived. The device's own
// clock (which may be minutes off) never decides it. docs/assessments-ui.md, "The clock".

/** The moment, on this device's monotonic clock, when the exam's time runs out. */
export function localDeadline(deadlineAt: string, serverNow: string, receivedAt: number): number {
  const left = Date.parse(deadlineAt) - Date.parse(serverNow);
  return receivedAt + Math.max(0, Number.isFinite(left) ? left : 0);
}

/** Whole seconds left (0 once over), given the device's monotonic clock now. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** '1:05:09' or '04:59'. */
export function formatTimeLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** 'Tempo restante: 4 minutos e 59 segundos', for screen readers (announced only now and then). */
export function spokenTimeLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const part = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
  const parts = [
    hours > 0 ? part(hours, 'hora', 'horas') : null,
    minutes > 0 ? part(minutes, 'minuto', 'minutos') : null,
    rest > 0 || seconds === 0 ? part(rest, 'segundo', 'segundos') : null,
  ].filter(Boolean);
  return `Tempo restante: ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : parts[0]}`;
}
