// 'Minhas empresas': each company the person belongs to, their role and seats, and 'Sair da empresa'.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { useLeaveOrganisation, useMyOrganisations, type MyOrganisation } from '../api/my-organisations';

export function MyOrganisations({ userId }: { userId: string }) {
  const organisations = useMyOrganisations(userId);
  const leave = useLeaveOrganisation(userId);
  const [leaving, setLeaving] = useState<MyOrganisation | null>(null);

  if (organisations.isPending) return <Skeleton className="h-10 w-full" />;
  if (organisations.isError) {
    return (
      <InlineLoadError
        message="Não foi possível carregar suas empresas."
        retrying={organisations.isFetching}
        onRetry={() => void organisations.refetch()}
      />
    );
  }
  if (organisations.data.length === 0) {
    return <p className="text-ink-muted">Você não faz parte de nenhuma empresa.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {organisations.data.map((organisation) => (
          <li
            key={organisation.empresa_id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-medium text-ink">{organisation.empresa}</p>
              <p className="text-sm text-ink-muted">
                {organisation.papel === 'gestor' ? 'Gestor' : 'Membro'}
                {organisation.assentos.length > 0
                  ? ` · ${organisation.assentos.map((seat) => seat.produto).join(', ')}`
                  : ''}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setLeaving(organisation)}>
              Sair da empresa
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Sair de ${leaving?.empresa ?? ''}?`}
        description="Você perde os assentos da empresa. Seu progresso, seus certificados e suas compras continuam seus."
        confirmLabel="Sair da empresa"
        pendingLabel="Saindo..."
        pending={leave.isPending}
        onConfirm={() =>
          leaving &&
          leave.mutate(leaving.empresa_id, {
            onSuccess: () => {
              toast.success(`Você saiu de ${leaving.empresa}.`);
              setLeaving(null);
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível sair da empresa.')),
          })
        }
      />
    </>
  );
}
