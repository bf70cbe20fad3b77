// 'Seguir trilha' (docs/tracks-ui.md): with access to every course it follows the track and enrols
// in its courses; without, it leads to the checkout of what opens them (the track when it is sold,
// else the plans or the first course the person cannot open). A visitor creates an account first,
// coming back to the track. The database decides: a refusal says why, never raw.
import { CheckCircle2Icon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { BuyLink } from '@/components/ui/buy-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { userMessage } from '@/lib/errors/user-message';
import { withReturnPath } from '@/lib/return-path';
import { toast } from '@/lib/toast';
import { accessModelOf, isInPlans, isSoldSeparately } from '@/rules/access-model';
import { useFollowTrack } from '../api/follow-track';
import type { Track } from '../api/track-schemas';
import { certificatePathOf } from '../utils/track-links';

export const FOLLOW_TRACK = 'Seguir trilha';
export const FOLLOWED = 'Você segue esta trilha.';
const FOLLOW_FAILED = 'Não foi possível seguir a trilha agora.';

const action = buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' });

type AccessRoute = { note: string } & ({ kind: 'track' | 'course'; id: string } | { path: string });

/** Where a person without access to every course goes to get it, and what the button's note says. */
function accessRoute(track: Track): AccessRoute {
  const model = accessModelOf(track.access_model);
  if (isSoldSeparately(model) && (track.price ?? 0) >= 1) {
    return {
      kind: 'track',
      id: track.id,
      note: isInPlans(model)
        ? 'Para seguir, compre a trilha ou assine um plano que a inclua.'
        : 'Para seguir, compre a trilha: todos os cursos ficam liberados.',
    };
  }
  const plansNote = 'Para seguir, assine um plano que inclua a trilha.';
  if (isInPlans(model)) return { path: paths.pricing, note: plansNote };
  const locked = track.steps.find((step) => step.kind === 'course' && !step.has_access);
  if (!locked) return { path: paths.pricing, note: plansNote };
  const note = `Para seguir, libere antes o curso ${locked.course.title}.`;
  return isSoldSeparately(accessModelOf(locked.course.access_model))
    ? { kind: 'course', id: locked.course.id, note }
    : { path: paths.course(locked.course.slug), note };
}

export function FollowTrackAction({ track }: { track: Track }) {
  const { status, userId } = useAuth();
  const follow = useFollowTrack(userId ?? '');

  if (status !== 'signed-in' || !userId) {
    return (
      <Link
        to={withReturnPath(paths.signUp, paths.track(track.slug))}
        className={action}
        onClick={() => toast.info('Crie sua conta ou entre para seguir a trilha')}
      >
        {FOLLOW_TRACK}
      </Link>
    );
  }

  const viewer = track.viewer;
  if (viewer?.following) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircle2Icon aria-hidden="true" size={20} />
          {FOLLOWED}
        </p>
        {viewer.certificate_code ? (
          <Link
            to={certificatePathOf(viewer.certificate_code)}
            className={buttonVariants({ variant: 'outline' })}
          >
            Ver certificado da trilha
          </Link>
        ) : (
          <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
            Continuar no painel
          </Link>
        )}
      </div>
    );
  }

  if (viewer && !viewer.has_access) {
    const route = accessRoute(track);
    return (
      <div>
        {'path' in route ? (
          <Link to={route.path} className={action}>
            {FOLLOW_TRACK}
          </Link>
        ) : (
          <BuyLink kind={route.kind} productId={route.id} className={action}>
            {FOLLOW_TRACK}
          </BuyLink>
        )}
        <p className="mt-2 text-sm text-ink-muted">{route.note}</p>
      </div>
    );
  }

  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(track.id, {
          onSuccess: () => toast.success('Pronto! Você segue a trilha e já está inscrito nos cursos.'),
          onError: (error) => toast.error(userMessage(error, FOLLOW_FAILED)),
        })
      }
    >
      {follow.isPending ? 'Seguindo...' : FOLLOW_TRACK}
    </Button>
  );
}
