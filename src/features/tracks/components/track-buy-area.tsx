// The track page's buy area (docs/tracks-ui.md): what the track costs and 'Seguir trilha'. Someone
// who already studies every course of it (its buyer, a subscriber, a follower) and an administrator
// are not sold to; someone who owns part of it reads what they would pay, the database's figure
// (get_purchase_offer, the same one start_order charges).
import { useAuth } from '@/lib/auth';
import { accessModelOf, isSoldSeparately } from '@/rules/access-model';
import { installmentOfferText } from '@/rules/installments';
import { formatCurrency } from '@/utils/format';
import { useTrackPrice } from '../api/get-track-price';
import type { Track } from '../api/track-schemas';
import { trackOfferText } from '../utils/track-format';
import { FollowTrackAction } from './follow-track-action';

export const ADMIN_NOT_SOLD = 'Visão de administrador: a compra não é oferecida a você.';

export function TrackBuyArea({ track, everyCourseFree }: { track: Track; everyCourseFree: boolean }) {
  const { status, userId, isAdmin } = useAuth();
  const viewer = status === 'signed-in' ? track.viewer : null;
  const owns = Boolean(viewer && (viewer.has_access || viewer.following));
  const sold = isSoldSeparately(accessModelOf(track.access_model)) && (track.price ?? 0) >= 1;
  const price = useTrackPrice(userId, track.id, Boolean(viewer) && !owns && !isAdmin && sold);

  if (status === 'signed-in' && isAdmin && !owns) {
    return (
      <div className="mt-8" data-session-dependent>
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-ink">{ADMIN_NOT_SOLD}</p>
      </div>
    );
  }

  const partial =
    price.data &&
    price.data.amount !== null &&
    price.data.list_amount !== null &&
    price.data.amount < price.data.list_amount &&
    price.data.owned_courses.length > 0
      ? price.data
      : null;

  return (
    <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
      {!owns &&
        (partial ? (
          <div data-session-dependent>
            <p className="text-2xl font-bold text-ink">
              <span className="sr-only">Preço para você: </span>
              {formatCurrency(partial.amount)}{' '}
              <span className="text-base font-medium text-ink-muted">
                para você{' '}
                <s aria-label={`em vez de ${formatCurrency(partial.list_amount)}`}>
                  {formatCurrency(partial.list_amount)}
                </s>
              </span>
            </p>
            {installmentOfferText(partial.amount) && (
              <p className="text-sm font-medium text-ink">{installmentOfferText(partial.amount)}</p>
            )}
            <p className="mt-1 max-w-md text-sm text-ink-muted">
              Você já tem {partial.owned_courses.map((course) => course.title).join(', ')}: o valor sai do
              preço da trilha.
            </p>
          </div>
        ) : (
          <p className="text-2xl font-bold text-ink" data-session-dependent>
            {trackOfferText(track, everyCourseFree)}
          </p>
        ))}
      <div data-session-dependent>
        <FollowTrackAction track={track} />
      </div>
    </div>
  );
}
