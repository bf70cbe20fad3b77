import { useId } from 'react';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/utils/format-date';
import { useEmailPreferences, useSetWeeklyDigest } from '../api/email-preferences';

/**
 * The weekly digest's opt-in: off until the person turns it on (LGPD consent); the e-mail's own
 * link turns it off without signing in.
 */
export function WeeklyDigestSetting({ userId }: { userId: string }) {
  const labelId = useId();
  const statusId = useId();
  const preferences = useEmailPreferences(userId);
  const setDigest = useSetWeeklyDigest(userId);

  if (preferences.isPending) return <Skeleton className="h-10 w-full" />;
  if (preferences.isError) {
    return (
      <InlineLoadError
        message="Não foi possível carregar sua preferência de email."
        retrying={preferences.isFetching}
        onRetry={() => void preferences.refetch()}
      />
    );
  }

  const { weekly_digest: subscribed, changed_at: changedAt } = preferences.data;
  const change = (next: boolean) =>
    setDigest.mutate(next, {
      onSuccess: () =>
        toast.success(next ? 'Resumo semanal ativado.' : 'Você não receberá mais o resumo semanal.'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao salvar sua preferência de email')),
    });

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="font-medium text-ink">
          Receber o resumo semanal por email
        </span>
        <Switch
          checked={subscribed}
          onCheckedChange={change}
          disabled={setDigest.isPending}
          aria-labelledby={labelId}
          aria-describedby={statusId}
        />
      </div>
      <p id={statusId} className="text-sm text-ink-muted">
        {changedAt
          ? `${subscribed ? 'Ativado' : 'Desativado'} em ${formatDateTime(changedAt)}.`
          : 'Desativado. Você nunca ativou o resumo.'}
      </p>
    </div>
  );
}
