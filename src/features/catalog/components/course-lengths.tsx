/**
 * Which figure is what: a course page shows up to three lengths, and people mixed them
 * up. The certificate's carga horária is total_hours (or, without it, the lessons' minutes, as the
 * certificate itself does); the video length is the sum of the lessons; the duration in weeks is
 * a suggested pace.
 */
export function CourseLengths({
  workload,
  videoLength,
  suggestedDuration,
}: {
  workload: string | null;
  videoLength: string | null;
  suggestedDuration: string | null;
}) {
  const rows = [
    { term: 'Carga horária', value: workload, text: 'a que consta no certificado de conclusão.' },
    { term: 'Vídeo', value: videoLength, text: 'a soma da duração das aulas em vídeo.' },
    {
      term: 'Ritmo sugerido',
      value: suggestedDuration,
      text: 'o tempo para concluir estudando algumas horas por semana.',
    },
  ].filter((row) => row.value);
  if (!rows.length) return null;
  // The side card's own classes ('Este curso inclui'): one look, and they cost nothing twice.
  return (
    <>
      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-muted">Quanto tempo leva</h2>
      <dl className="mt-3 space-y-4">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="font-semibold text-ink">{row.term}</dt>
            <dd className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">{row.value}</span> · {row.text}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
