import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useUnsubscribeFromDigest } from '@/features/profile/api/unsubscribe-from-digest';
import { reasonCode } from '@/lib/errors/user-message';
import { useDocumentMeta } from '@/lib/use-document-title';
import { formatDateTime } from '@/utils/format-date';

const PREFERENCES_PATH = paths.digestPreferences;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <div className="mt-4 space-y-4 text-ink-muted">{children}</div>
      </section>
    </Container>
  );
}

/**
 * /descadastrar?token=…: the link at the end of the weekly digest. One click withdraws the
 * consent, without signing in; the page says when it was recorded.
 */
export default function UnsubscribeRoute() {
  useDocumentMeta('Cancelar o resumo semanal');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromDigest();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: the strict mode's second effect run must not send it again.
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  if (unsubscribe.isSuccess) {
    return (
      <Panel title="Inscrição cancelada">
        <p role="status">
          Você não receberá mais o resumo semanal da Trilha Cloud por e-mail. A retirada do seu consentimento
          foi registrada em {formatDateTime(unsubscribe.data.withdrawn_at)}.
        </p>
        <p>
          Mudou de ideia? Ative o resumo de novo em{' '}
          <Link to={PREFERENCES_PATH} className="font-semibold text-brand-700 underline">
            Meu perfil
          </Link>
          .
        </p>
      </Panel>
    );
  }

  const invalid =
    !token || (unsubscribe.isError && reasonCode(unsubscribe.error) === 'invalid_unsubscribe_token');
  if (invalid) {
    return (
      <Panel title="Link inválido">
        <p role="alert">
          Este link de cancelamento não é válido. Para deixar de receber o resumo semanal, desative-o em{' '}
          <Link to={PREFERENCES_PATH} className="font-semibold text-brand-700 underline">
            Meu perfil
          </Link>
          .
        </p>
      </Panel>
    );
  }

  if (unsubscribe.isError) {
    return (
      <Panel title="Não foi possível cancelar agora">
        <p role="alert">Não conseguimos registrar o cancelamento. Verifique sua conexão e tente novamente.</p>
        <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          Tentar novamente
        </Button>
      </Panel>
    );
  }

  return <LoadingText text="Cancelando sua inscrição..." />;
}
