import { useListParams } from '@/lib/list-params';
import { useMyPoints } from '../api/list-my-points';
import { POINT_REASON_RULES } from '../utils/point-reasons';

const pointsLabel = (points: number) => (points === 1 ? '+1 ponto' : `+${points} pontos`);

/**
 * What earns points, in the database's own amounts (list_my_points answers `rules`), so the page
 * says exactly what private.award_points does (docs/engagement-ui.md).
 */
export function PointsRule({ userId }: { userId: string }) {
  const list = useListParams();
  const points = useMyPoints(userId, list.page);
  if (!points.data) return null;
  return (
    <section
      aria-labelledby="como-ganhar-pontos"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="como-ganhar-pontos" className="text-sm font-semibold text-ink">
        Como ganhar pontos
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-muted">
        {points.data.rules.map((rule) => (
          <li key={rule.reason} className="flex gap-3">
            <span className="w-20 shrink-0 font-semibold text-amber-800 tabular-nums">
              {pointsLabel(rule.points)}
            </span>
            <span>{POINT_REASON_RULES[rule.reason]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">
        Cada coisa vale pontos uma vez só, e pontos ganhos não são retirados.
      </p>
    </section>
  );
}
