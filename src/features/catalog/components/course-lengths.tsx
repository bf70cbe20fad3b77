/**
 * Which figure is what (issue 17): a course page shows up to three lengths, and people mixed them
 * up. The certificate's carga horária is total_hours (or, without it, the lessons' minutes, as the
 * certificate itself does); the video length is the sum of the lessons; the duration in weeks is
 * a suggested pace.
 */
export default function CourseLengths({
  workload,
  videoLength,
  suggestedDuration,
}: {
  workload: string | null;
  videoLength: string | null;
  suggestedDuration: string | null;
}) {
  const rows = [
    { term: 'Carga horária', value: workload, text: 'A que consta no certificado de conclusão.' },
    { term: 'Vídeo', value: videoLength, text: 'A soma da duração das aulas em vídeo.' },
    {
      term: 'Ritmo sugerido',
      value: suggestedDuration,
      text: 'Quanto tempo leva estudando algumas horas por semana.',
    },
  ].filter((row) => row.value);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="course-lengths" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="course-lengths" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        Quanto tempo leva
      </h2>
      <dl className="mt-3 space-y-3">
        {rows.map((row) => (
          <div key={row.term} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
            <dt className="font-semibold text-ink">{row.term}</dt>
            <dd className="font-semibold tabular-nums text-ink">{row.value}</dd>
            <dd className="col-span-2 text-sm text-ink-muted">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
