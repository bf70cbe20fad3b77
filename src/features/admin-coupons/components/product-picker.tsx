// 'Produtos escolhidos': the courses, books, plans and tracks on sale, grouped by kind, ticked one
// by one and narrowed by a filter. A product chosen earlier that is no longer on sale stays listed
// (ticked) so it can be taken off; the database keeps whatever the form sends (save_coupon).
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { productKindLabel, PRODUCT_KINDS, type ProductKind } from '@/rules/orders';
import { formatCount, formatCurrency } from '@/utils/format';
import { useProductsOnSale, type SaleProduct } from '@/lib/products-on-sale';
import type { CouponProduct } from '../api/get-coupons';

export interface ProductRef {
  kind: ProductKind;
  id: string;
}

const GROUP_TITLES: Record<ProductKind, string> = {
  course: 'Cursos',
  book: 'Livros digitais',
  plan: 'Planos',
  track: 'Trilhas',
};

const PER_INTERVAL: Record<string, string> = { month: '/mês', year: '/ano' };

function priceText(product: SaleProduct): string {
  const price = formatCurrency(product.price) ?? '';
  return product.billingInterval ? `${price}${PER_INTERVAL[product.billingInterval] ?? ''}` : price;
}

const sameProduct = (a: ProductRef, b: ProductRef) => a.kind === b.kind && a.id === b.id;

/** Lower case without accents, so 'automacao' finds 'Automação'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface ProductPickerProps {
  value: readonly ProductRef[];
  onChange: (products: ProductRef[]) => void;
  /** The coupon's products as saved, with their titles (for those no longer on sale). */
  saved: readonly CouponProduct[];
  error: string | undefined;
}

interface Option {
  ref: ProductRef;
  title: string;
  detail: string;
}

export function ProductPicker({ value, onChange, saved, error }: ProductPickerProps) {
  const id = useId();
  const products = useProductsOnSale();
  const [filter, setFilter] = useState('');

  const groups = useMemo(() => {
    const onSale = products.data ?? [];
    const options: Record<ProductKind | 'gone', Option[]> = {
      course: [],
      book: [],
      plan: [],
      track: [],
      gone: [],
    };
    for (const product of onSale)
      options[product.kind].push({ ref: product, title: product.title, detail: priceText(product) });
    for (const product of saved) {
      if (!value.some((chosen) => sameProduct(chosen, product))) continue;
      if (onSale.some((sale) => sameProduct(sale, product))) continue;
      options.gone.push({
        ref: product,
        title: product.title ?? 'Produto excluído',
        detail: `${productKindLabel(product.kind)} fora de venda`,
      });
    }
    return options;
  }, [products.data, saved, value]);

  const wanted = folded(filter.trim());
  const shown = (options: Option[]) =>
    wanted === '' ? options : options.filter((option) => folded(option.title).includes(wanted));

  const toggle = (ref: ProductRef, ticked: boolean) =>
    onChange(
      ticked
        ? [...value, { kind: ref.kind, id: ref.id }]
        : value.filter((chosen) => !sameProduct(chosen, ref)),
    );

  const sections = [
    ...PRODUCT_KINDS.map((kind) => ({ key: kind, title: GROUP_TITLES[kind], options: shown(groups[kind]) })),
    { key: 'gone', title: 'Escolhidos, fora de venda', options: shown(groups.gone) },
  ].filter((section) => section.options.length > 0);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-count`} className="min-w-0">
      <legend className="text-sm font-medium text-ink">
        Produtos do cupom
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {products.isError ? (
        <InlineLoadError
          className="mt-2 text-sm"
          message="Erro ao carregar os produtos"
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Carregando produtos...
        </p>
      ) : (
        <>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Input
              type="search"
              aria-label="Filtrar produtos"
              placeholder="Filtrar por nome"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="sm:max-w-xs"
            />
            <p id={`${id}-count`} className="text-sm text-ink-muted" aria-live="polite">
              {value.length === 1
                ? '1 produto escolhido'
                : `${formatCount(value.length)} produtos escolhidos`}
            </p>
          </div>
          <div className="mt-2 max-h-72 space-y-4 overflow-y-auto rounded-lg border border-slate-200 p-3">
            {sections.length === 0 ? (
              <p className="text-sm text-ink-muted">
                {wanted ? 'Nenhum produto com esse nome.' : 'Nenhum produto à venda no momento.'}
              </p>
            ) : (
              sections.map((section) => (
                <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
                  <p
                    id={`${id}-${section.key}`}
                    className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted"
                  >
                    {section.title}
                  </p>
                  <ul className="space-y-1">
                    {section.options.map((option) => {
                      const optionId = `${id}-${option.ref.kind}-${option.ref.id}`;
                      return (
                        <li key={optionId}>
                          <label
                            htmlFor={optionId}
                            className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50 has-[:checked]:bg-brand-50"
                          >
                            <input
                              id={optionId}
                              type="checkbox"
                              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                              checked={value.some((chosen) => sameProduct(chosen, option.ref))}
                              onChange={(event) => toggle(option.ref, event.target.checked)}
                              aria-describedby={`${optionId}-detail`}
                            />
                            <span className="min-w-0">
                              <span className="block break-words text-sm font-medium text-ink">
                                {option.title}
                              </span>
                              <span id={`${optionId}-detail`} className="block text-xs text-ink-muted">
                                {option.detail}
                              </span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))
            )}
          </div>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
