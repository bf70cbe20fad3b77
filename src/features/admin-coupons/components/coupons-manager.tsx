// /admin/cupons ('Cupons'): every coupon, newest first, a page at a time, searched by the beginning
// of its code by the database, with its discount, products, validity, uses and the paid orders'
// revenue and discount it computes; 'Novo cupom' and 'Editar' in a dialog, and the checkout links
// that carry a coupon (docs/coupons-admin.md).
import { LinkIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { copyWithToast } from '@/lib/clipboard';
import { productKindLabel } from '@/rules/orders';
import { formatCurrency } from '@/utils/format';
import { useCoupons, type Coupon, type CouponProduct } from '../api/get-coupons';
import {
  checkoutLinkWithCoupon,
  COUPON_STATUS_LABELS,
  couponStatus,
  formatDiscount,
  formatPaidOrders,
  formatPerPerson,
  formatUses,
  formatValidity,
  type CouponStatus,
} from '../utils/coupon-format';
import { CouponFormDialog } from './coupon-form-dialog';

const STATUS_BADGES: Record<CouponStatus, BadgeProps['variant']> = {
  active: 'success',
  scheduled: 'brand',
  expired: 'warning',
  inactive: 'neutral',
};

function copyCheckoutLink(coupon: Coupon, product: CouponProduct) {
  const link = checkoutLinkWithCoupon(window.location.origin, product.kind, product.id, coupon.code);
  void copyWithToast(link, { copied: 'Link copiado', failed: `Não foi possível copiar. O link é ${link}` });
}

function ProductsCell({ coupon }: { coupon: Coupon }) {
  if (coupon.applies_to_all) {
    return (
      <>
        <p className="font-medium">Todos os produtos</p>
        <p className="mt-0.5 text-xs text-ink-muted">
          Qualquer link de checkout com{' '}
          <code className="inline-block max-w-full break-all rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.7rem] text-ink">
            ?cupom={coupon.code}
          </code>
        </p>
      </>
    );
  }
  return (
    <ul className="space-y-2" aria-label={`Produtos do cupom ${coupon.code}`}>
      {coupon.products.map((product) => {
        const title = product.title ?? 'Produto excluído';
        return (
          <li key={`${product.kind}-${product.id}`} className="min-w-0">
            <p className="break-words leading-snug">
              <span className="text-ink-muted">{productKindLabel(product.kind)} · </span>
              {title}
            </p>
            <Button
              variant={null}
              size="sm"
              className="-ml-2 h-8 px-2 text-brand-700 hover:bg-brand-50"
              onClick={() => copyCheckoutLink(coupon, product)}
              aria-label={`Copiar link de ${title} com o cupom ${coupon.code}`}
            >
              <LinkIcon size={14} />
              Copiar link
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function CouponTableRow({ coupon, now, onEdit }: { coupon: Coupon; now: Date; onEdit: () => void }) {
  const status = couponStatus(coupon, now);
  const validity = formatValidity(coupon.valid_from, coupon.valid_until);
  return (
    <TableRow>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono font-semibold tracking-wide text-ink">{coupon.code}</span>
          <Badge variant={STATUS_BADGES[status]}>{COUPON_STATUS_LABELS[status]}</Badge>
        </div>
        {coupon.description && <p className="mt-1 break-words text-ink-muted">{coupon.description}</p>}
        {coupon.first_purchase_only && (
          <p className="mt-1 text-xs font-medium text-ink-muted">Só na primeira compra</p>
        )}
      </TableCell>
      <TableCell label="Desconto" phoneWidth="half" className="whitespace-nowrap font-semibold tabular-nums">
        {formatDiscount(coupon.discount_kind, coupon.discount_value)}
      </TableCell>
      <TableCell label="Validade" phoneWidth="half" className="tabular-nums">
        <p className="whitespace-nowrap">{validity.from}</p>
        <p className={coupon.valid_until ? 'whitespace-nowrap' : 'text-ink-muted'}>{validity.until}</p>
      </TableCell>
      <TableCell label="Produtos">
        <ProductsCell coupon={coupon} />
      </TableCell>
      <TableCell label="Usos" phoneWidth="half" className="tabular-nums">
        <p className="font-medium">{formatUses(coupon.uses, coupon.max_uses)}</p>
        <p className="text-ink-muted">{formatPerPerson(coupon.max_uses_per_person)}</p>
      </TableCell>
      <TableCell label="Vendas" phoneWidth="half" className="tabular-nums">
        <p className="font-medium">{formatPaidOrders(coupon.paid_orders)}</p>
        <dl className="text-ink-muted">
          <div className="flex flex-wrap gap-x-1">
            <dt>Receita</dt>
            <dd className="whitespace-nowrap text-ink">{formatCurrency(coupon.revenue)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>Desconto</dt>
            <dd className="whitespace-nowrap text-ink">{formatCurrency(coupon.discount_given)}</dd>
          </div>
        </dl>
      </TableCell>
      <TableCell className="pt-3 md:text-right">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar cupom ${coupon.code}`}>
          Editar
        </Button>
      </TableCell>
    </TableRow>
  );
}

export function CouponsManager() {
  const list = useListParams();
  const coupons = useCoupons({ search: list.search, page: list.page });
  usePageFromAnswer(list, coupons.isPlaceholderData ? undefined : coupons.data?.page);
  const [formTarget, setFormTarget] = useState<Coupon | 'new' | null>(null);
  const answer = coupons.data;
  // The status is read against the moment the page is drawn.
  const now = new Date();

  return (
    <AdminPage
      title="Cupons"
      description="Os códigos de desconto das campanhas: o que valem, para quais produtos, até quando, e quanto já venderam."
      actions={
        <Button onClick={() => setFormTarget('new')}>
          <PlusIcon size={18} />
          Novo cupom
        </Button>
      }
    >
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Buscar cupom"
          placeholder="Começo do código, ex.: BLACK"
          value={list.search}
          onSearch={list.setSearch}
        />
        {answer && <ListTotal id="coupons-total" total={answer.total} one="cupom" many="cupons" />}
      </div>
      <AdminPagedTable
        query={coupons}
        searching={Boolean(list.search)}
        notFound="Nenhum cupom encontrado"
        empty="Nenhum cupom cadastrado. Crie o primeiro em Novo cupom."
        tableLabel="Cupons cadastrados"
        tableClassName="md:min-w-[64rem]"
        columns={
          <>
            <TableHeaderCell>Cupom</TableHeaderCell>
            <TableHeaderCell className="w-28">Desconto</TableHeaderCell>
            <TableHeaderCell className="w-36">Validade</TableHeaderCell>
            <TableHeaderCell className="w-52">Produtos</TableHeaderCell>
            <TableHeaderCell className="w-40">Usos</TableHeaderCell>
            <TableHeaderCell className="w-44">Vendas</TableHeaderCell>
            <TableHeaderCell className="w-24">
              <span className="sr-only">Ações</span>
            </TableHeaderCell>
          </>
        }
        row={(coupon) => (
          <CouponTableRow key={coupon.id} coupon={coupon} now={now} onEdit={() => setFormTarget(coupon)} />
        )}
        pagesLabel="Páginas de cupons"
        hrefFor={list.hrefFor}
        scrollTargetId="coupons-total"
      />
      <CouponFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
    </AdminPage>
  );
}
