// 'Painel do afiliado' (/afiliado, docs/affiliates.md): who is not an affiliate reads the program's
// terms and applies with a PIX key; an application waits for the school; an active affiliate sees
// clicks, sales and commissions (pending, available, paid) as the database counts them, a link per
// product with its commission, a page of their sales without any buyer's data, and their PIX key's
// last characters.
import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon, MousePointerClickIcon, ShoppingBagIcon, WalletIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { env } from '@/config/env';
import { userMessage } from '@/lib/errors/user-message';
import { pageCount, useListParams } from '@/lib/list-params';
import { copyWithToast } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { productKindLabel } from '@/rules/orders';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import {
  useAffiliatePanel,
  useApplyAsAffiliate,
  useUpdatePixKey,
  type AffiliatePanel as Panel,
} from '../api/affiliate-panel';
import { affiliateLink, commissionStatusLabel } from '../utils/affiliate-link';
import { AffiliateTerms } from './affiliate-terms';

const pixKeyField = z
  .string()
  .trim()
  .min(1, 'Informe sua chave PIX')
  .min(4, 'Informe uma chave PIX válida (de 4 a 140 caracteres).')
  .max(140, 'Informe uma chave PIX válida (de 4 a 140 caracteres).');

const applySchema = z.object({
  pixKey: pixKeyField,
  accepted: z.literal(true, { message: 'Aceite os termos do programa para continuar' }),
});

export function AffiliatePanel({ userId }: { userId: string }) {
  const list = useListParams();
  const panel = useAffiliatePanel(userId, list.page);

  if (panel.isPending)
    return <Skeleton role="status" aria-label="Carregando o painel" className="h-80 rounded-2xl" />;
  if (panel.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-ink-muted">Não foi possível carregar o painel agora.</p>
        <Button className="mt-4" variant="outline" onClick={() => void panel.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const data = panel.data;
  if (!data) return <JoinProgram userId={userId} />;
  if (data.status === 'pending' || data.status === 'rejected') {
    return (
      <div className="space-y-6">
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="text-lg font-bold text-amber-950">
            {data.status === 'pending' ? 'Pedido em análise' : 'Pedido não aprovado'}
          </h2>
          <p className="mt-1 text-amber-950">
            {data.status === 'pending'
              ? `Recebemos seu pedido em ${formatDate(data.applied_at)}. Assim que a Trilha Cloud aprovar, seus links aparecem aqui.`
              : 'A Trilha Cloud não aprovou sua participação no programa de afiliados.'}
          </p>
        </div>
        <AffiliateTerms />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {data.status === 'suspended' && (
        <p role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          Sua participação está suspensa: seus links não geram novas comissões. As comissões já ganhas seguem
          abaixo.
        </p>
      )}
      <Figures panel={data} />
      {data.status === 'active' && <Links panel={data} />}
      <Sales panel={data} hrefFor={list.hrefFor} />
      <PixKey userId={userId} hint={data.pix_key_hint} />
      <AffiliateTerms />
    </div>
  );
}

function Figures({ panel }: { panel: Panel }) {
  return (
    <section aria-labelledby="seus-numeros">
      <h2 id="seus-numeros" className="sr-only">
        Seus números
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard
          compactOnPhone
          label="Cliques (30 dias)"
          value={formatCount(panel.clicks_30_days)}
          hint={`${formatCount(panel.clicks)} no total`}
          icon={<MousePointerClickIcon size={22} />}
        />
        <StatCard
          compactOnPhone
          label="Vendas"
          value={formatCount(panel.sales)}
          hint={`${formatCurrency(panel.revenue)} vendidos`}
          icon={<ShoppingBagIcon size={22} />}
        />
        <StatCard
          compactOnPhone
          label="Comissão pendente"
          value={formatCurrency(panel.pending)}
          hint="Nos 7 dias de garantia"
        />
        <StatCard
          compactOnPhone
          label="Disponível"
          value={formatCurrency(panel.available)}
          hint="Para o próximo pagamento"
          icon={<WalletIcon size={22} />}
        />
        <StatCard compactOnPhone label="Já paga" value={formatCurrency(panel.paid)} />
      </dl>
    </section>
  );
}

function Links({ panel }: { panel: Panel }) {
  const copy = (link: string) =>
    copyWithToast(link, { copied: 'Link copiado', failed: `Não foi possível copiar. O link é ${link}` });
  return (
    <section
      aria-labelledby="seus-links"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="seus-links" className="text-xl font-bold text-ink">
        Seus links
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Cada link leva ao checkout do produto e fica associado a você por 30 dias. Seu código:{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">{panel.code}</code>
      </p>
      {panel.links.length === 0 ? (
        <p className="mt-4 text-ink-muted">Nenhum produto à venda com comissão para você agora.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {panel.links.map((product) => {
            const link = affiliateLink(env.supabaseUrl, panel.code, product.kind, product.id);
            return (
              <li
                key={`${product.kind}:${product.id}`}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{product.title}</p>
                  <p className="text-sm text-ink-muted">
                    {productKindLabel(product.kind)} · {formatCurrency(product.price)} · comissão de{' '}
                    {formatCount(product.commission_percent)} % ({formatCurrency(product.commission)} sobre o
                    preço)
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copy(link)}
                  aria-label={`Copiar link de ${product.title}`}
                >
                  <CopyIcon size={16} aria-hidden="true" />
                  Copiar link
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Sales({ panel, hrefFor }: { panel: Panel; hrefFor: (page: number) => string }) {
  const { rows, total, page, page_size: pageSize } = panel.sales_page;
  return (
    <section
      aria-labelledby="suas-vendas"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="suas-vendas" className="text-xl font-bold text-ink">
        Suas vendas
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-muted">Nenhuma venda pelo seu link ainda.</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200">
            {rows.map((sale) => (
              <li
                key={sale.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{sale.product_title}</p>
                  <p className="text-sm text-ink-muted">
                    {formatDate(sale.sold_at)} · {productKindLabel(sale.product_kind)} · venda de{' '}
                    {formatCurrency(sale.amount)}
                  </p>
                </div>
                <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                  <span className="font-semibold tabular-nums text-ink">
                    {formatCurrency(sale.commission)} ({formatCount(sale.percent)} %)
                  </span>
                  <Badge
                    variant={
                      sale.status === 'reversed'
                        ? 'neutral'
                        : sale.status === 'pending'
                          ? 'warning'
                          : 'success'
                    }
                  >
                    {sale.status === 'pending'
                      ? `Pendente até ${formatDate(sale.available_at)}`
                      : commissionStatusLabel(sale.status)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            label="Páginas de vendas"
            page={page}
            pageCount={pageCount(total, pageSize)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </section>
  );
}

function PixKey({ userId, hint }: { userId: string; hint: string | null }) {
  const update = useUpdatePixKey(userId);
  const form = useForm<{ pixKey: string }>({
    resolver: zodResolver(z.object({ pixKey: pixKeyField })),
    defaultValues: { pixKey: '' },
  });
  return (
    <section
      aria-labelledby="chave-pix"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="chave-pix" className="text-xl font-bold text-ink">
        Chave PIX
      </h2>
      <p className="mt-1 text-ink-muted">
        Chave atual: <span className="font-mono text-ink">•••• {hint ?? '—'}</span>. Só os 4 últimos
        caracteres são mostrados.
      </p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((values) =>
          update.mutate(values.pixKey, {
            onSuccess: () => {
              form.reset();
              toast.success('Chave PIX atualizada.');
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível atualizar a chave PIX.')),
          }),
        )}
      >
        <FormField label="Nova chave PIX" error={form.formState.errors.pixKey?.message} className="sm:flex-1">
          <Input autoComplete="off" maxLength={140} {...form.register('pixKey')} />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Trocar chave'}
        </Button>
      </form>
    </section>
  );
}

function JoinProgram({ userId }: { userId: string }) {
  const apply = useApplyAsAffiliate(userId);
  const form = useForm<z.input<typeof applySchema>, unknown, z.output<typeof applySchema>>({
    resolver: zodResolver(applySchema),
    defaultValues: { pixKey: '', accepted: false as unknown as true },
  });
  const { errors } = form.formState;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <AffiliateTerms />
      <section
        aria-labelledby="quero-ser-afiliado"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="quero-ser-afiliado" className="text-lg font-bold text-ink">
          Quero ser afiliado
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Ganhe comissão sobre o que vender com o seu link. A Trilha Cloud analisa cada pedido.
        </p>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={form.handleSubmit((values) =>
            apply.mutate(values.pixKey, {
              onSuccess: () => toast.success('Pedido enviado. Avisaremos quando for aprovado.'),
              onError: (error) => toast.error(userMessage(error, 'Não foi possível enviar o pedido.')),
            }),
          )}
        >
          <FormField label="Chave PIX para receber as comissões" required error={errors.pixKey?.message}>
            <Input autoComplete="off" maxLength={140} {...form.register('pixKey')} />
          </FormField>
          <div>
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand-700"
                aria-invalid={errors.accepted ? true : undefined}
                {...form.register('accepted')}
              />
              Li e aceito os termos do programa de afiliados
            </label>
            {errors.accepted && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.accepted.message}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={apply.isPending}>
            {apply.isPending ? 'Enviando...' : 'Enviar pedido'}
          </Button>
        </form>
      </section>
    </div>
  );
}
