// What the checkout says on arrival when buying would add nothing (docs/payments-ui.md "The
// checkout"): the product is already the person's, the plan is already subscribed, a cancelled
// plan still runs (offer 'Reativar'), or every course of the plan is already open. The database
// decides each state (get_purchase_offer) and start_order refuses the same cases.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useReactivateSubscription, type ReactivatedSubscription } from '@/lib/reactivate-subscription';
import { formatDate } from '@/utils/format-date';
import type { CheckoutProduct } from '../api/get-checkout-product';
import type { PurchaseOffer } from '../api/get-purchase-offer';

const REACTIVATE_FAILED = 'Não foi possível reativar a assinatura. Tente novamente.';

export function CheckoutArrival({
  product,
  offer,
  userId,
}: {
  product: CheckoutProduct;
  offer: PurchaseOffer;
  userId: string;
}) {
  const [reactivated, setReactivated] = useState<ReactivatedSubscription | null>(null);

  if (reactivated) {
    const next = formatDate(reactivated.next_charge_at);
    return (
      <Panel title="Assinatura reativada" tone="success">
        <p>{next ? `Sua assinatura volta a renovar em ${next}.` : 'Sua assinatura volta a renovar.'}</p>
        <Actions>
          <Link to={paths.mySubscription} className={buttonVariants()}>
            Minha assinatura
          </Link>
        </Actions>
      </Panel>
    );
  }

  if (offer.state === 'reactivable' && offer.subscription) {
    return (
      <Reactivable
        offer={offer}
        subscriptionId={offer.subscription.id}
        userId={userId}
        onDone={setReactivated}
      />
    );
  }

  if (offer.state === 'adds_nothing') {
    return (
      <Panel title="Você já tem todos os cursos deste plano">
        <p>
          Os cursos incluídos no {product.title} já estão liberados na sua conta: assinar agora não
          acrescentaria nenhum curso.
        </p>
        <ul className="mx-auto mt-4 max-w-sm space-y-1 text-left text-sm text-ink">
          {offer.owned_courses.map((course) => (
            <li key={course.id} className="rounded-lg bg-slate-50 px-3 py-2 font-medium">
              {course.title}
            </li>
          ))}
        </ul>
        <Actions>
          <Link to={paths.dashboard} className={buttonVariants()}>
            Ir para o painel
          </Link>
          <Link to={paths.pricing} className={buttonVariants({ variant: 'outline' })}>
            Ver outros planos
          </Link>
        </Actions>
      </Panel>
    );
  }

  // owned or subscribed
  return (
    <Panel title="Você já tem este produto">
      <p>
        {product.kind === 'plan'
          ? 'Sua assinatura deste plano já está ativa.'
          : 'Ele já está liberado na sua conta: não é preciso comprar de novo.'}
      </p>
      <Actions>
        <Link to={ownedPath(product)} className={buttonVariants()}>
          {product.kind === 'course'
            ? 'Ir para o curso'
            : product.kind === 'track'
              ? 'Ir para a trilha'
              : product.kind === 'book'
                ? 'Minhas compras'
                : 'Minha assinatura'}
        </Link>
      </Actions>
    </Panel>
  );
}

function Reactivable({
  offer,
  subscriptionId,
  userId,
  onDone,
}: {
  offer: PurchaseOffer;
  subscriptionId: string;
  userId: string;
  onDone: (subscription: ReactivatedSubscription) => void;
}) {
  const reactivate = useReactivateSubscription(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const end = formatDate(offer.subscription?.current_period_end);
  return (
    <Panel title="Você já assina este plano">
      <p>
        Sua assinatura foi cancelada, mas o acesso continua até {end}. Em vez de comprar de novo, reative-a:
        nada é cobrado agora e ela volta a renovar em {end}.
      </p>
      {offer.subscription?.renewed_by_card && (
        <p className="mt-3 text-sm">
          A cobrança automática no cartão foi encerrada na operadora e não pode ser retomada: reativada, a
          assinatura renova por Pix, com o link enviado a você antes do vencimento.
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Actions>
        <Button
          disabled={reactivate.isPending}
          aria-busy={reactivate.isPending || undefined}
          onClick={() =>
            reactivate.mutate(subscriptionId, {
              onSuccess: onDone,
              onError: async (error) => {
                const { userMessage } = await import('@/lib/errors/user-message');
                setFailure(userMessage(error, REACTIVATE_FAILED));
              },
            })
          }
        >
          {reactivate.isPending ? 'Reativando...' : 'Reativar'}
        </Button>
        <Link to={paths.mySubscription} className={buttonVariants({ variant: 'outline' })}>
          Minha assinatura
        </Link>
      </Actions>
    </Panel>
  );
}

function ownedPath(product: CheckoutProduct): string {
  if (product.kind === 'course' && product.courseSlug) return paths.course(product.courseSlug);
  if (product.kind === 'track' && product.trackSlug) return paths.track(product.trackSlug);
  return product.kind === 'plan' ? paths.mySubscription : paths.myPurchases;
}

function Panel({ title, tone, children }: { title: string; tone?: 'success'; children: ReactNode }) {
  return (
    <section
      role={tone === 'success' ? 'status' : 'alert'}
      aria-labelledby="chegada-checkout"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center text-ink-muted shadow-sm"
    >
      <h2
        id="chegada-checkout"
        className={tone === 'success' ? 'text-xl font-bold text-emerald-800' : 'text-xl font-bold text-ink'}
      >
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>;
}
