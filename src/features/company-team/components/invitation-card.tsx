// /convite/:token: who invites, for what; sign in or up first (the way back is kept), then accept.
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { AuthCardPage } from '@/components/ui/card-shell';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { userMessage } from '@/lib/errors/user-message';
import { withReturnPath } from '@/lib/return-path';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast';
import { formatDate } from '@/utils/format-date';
import { useAcceptInvitation, useInvitation, type PublicInvitation } from '../api/company-team';

const STATUS_TEXT: Record<Exclude<PublicInvitation['status'], 'pending'>, string> = {
  expired: 'Este convite expirou. Peça um novo convite ao gestor da empresa.',
  revoked: 'Este convite foi cancelado pelo gestor da empresa.',
  accepted: 'Este convite já foi aceito.',
};

export function InvitationCard({ token }: { token: string }) {
  const { session, userId } = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token, userId);
  const here = `/convite/${token}`;

  if (invitation.isPending) {
    return (
      <AuthCardPage title="Convite">
        <Skeleton className="h-24 w-full" />
      </AuthCardPage>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCardPage title="Convite">
        <InlineLoadError
          message={userMessage(invitation.error, 'Não foi possível carregar o convite.')}
          retrying={invitation.isFetching}
          onRetry={() => void invitation.refetch()}
        />
      </AuthCardPage>
    );
  }
  const data = invitation.data;
  const who =
    data.kind === 'email'
      ? `Convite para ${data.email_masked ?? ''}`
      : `Para quem tem email @${data.email_domain ?? ''}`;

  return (
    <AuthCardPage title={`Convite de ${data.legal_name}`} description={who}>
      <div className="space-y-4">
        <p className="text-ink">
          {data.legal_name} convidou você para a equipe na Trilha Cloud
          {data.product_title ? (
            <>
              {' '}
              com um assento de <strong>{data.product_title}</strong>
            </>
          ) : null}
          .
        </p>
        {data.status === 'pending' ? (
          <>
            <p className="text-sm text-ink-muted">Válido até {formatDate(data.expires_at)}.</p>
            {session ? (
              <Button
                className="w-full"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: () => {
                      toast.success(`Você agora faz parte de ${data.legal_name}.`);
                      void navigate(paths.dashboard);
                    },
                    onError: (error) =>
                      toast.error(userMessage(error, 'Não foi possível aceitar o convite.')),
                  })
                }
              >
                {accept.isPending ? 'Aceitando...' : 'Aceitar convite'}
              </Button>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row">
                <Link to={withReturnPath(paths.auth, here)} className={cn(buttonVariants(), 'sm:flex-1')}>
                  Entrar
                </Link>
                <Link
                  to={withReturnPath(paths.signUp, here)}
                  className={cn(buttonVariants({ variant: 'outline' }), 'sm:flex-1')}
                >
                  Criar conta
                </Link>
              </div>
            )}
            {accept.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {userMessage(accept.error, 'Não foi possível aceitar o convite.')}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert" className="rounded-md bg-slate-100 p-3 text-ink">
            {STATUS_TEXT[data.status]}
          </p>
        )}
      </div>
    </AuthCardPage>
  );
}
