// The score per exam domain as plain bars: every bar has its figures in text beside it, so it reads
// the same without colour, without CSS and to a screen reader (a list, not a drawing).
import type { DomainResult } from '../api/review-schema';
import { formatPercentScore } from '../utils/score';

export function DomainChart({ domains }: { domains: DomainResult[] }) {
  if (domains.length === 0) return null;
  return (
    <section
      aria-labelledby="desempenho-por-dominio"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="desempenho-por-dominio" className="text-lg font-bold text-ink">
        Desempenho por domínio
      </h2>
      <ul className="mt-4 space-y-4">
        {domains.map((domain) => (
          <li key={domain.name}>
            <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
              <span className="font-semibold text-ink">{domain.name}</span>
              <span className="text-ink-muted tabular-nums">
                {domain.correct} de {domain.total} · {formatPercentScore(domain.percent)}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-700"
                style={{ width: `${Math.min(100, Math.max(0, domain.percent))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
