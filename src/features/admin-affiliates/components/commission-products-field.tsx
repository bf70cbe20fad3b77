// 'Comissão por produto' in the commissions dialog: the products the affiliate earns a rate of
// their own on (it wins over the general one, docs/affiliates.md), each with its percent, added
// from the courses, books, plans and tracks on sale and taken off one by one. A product chosen
// earlier that is no longer on sale stays listed with its saved title, so it can be taken off.
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Select } from '@/components/ui/select';
import { PRODUCT_KINDS, productKindLabel, type ProductKind } from '@/rules/orders';
import { useProductsOnSale, type SaleProduct } from '@/lib/products-on-sale';
import type { CommissionFormValues, CommissionValues } from '../utils/commission-form';

const GROUP_TITLES: Record<ProductKind, string> = {
  course: 'Cursos',
  book: 'Livros digitais',
  plan: 'Planos',
  track: 'Trilhas',
};

const optionValue = (product: { kind: ProductKind; id: string }) => `${product.kind}:${product.id}`;

interface CommissionProductsFieldProps {
  control: Control<CommissionFormValues, unknown, CommissionValues>;
  register: UseFormRegister<CommissionFormValues>;
  errors: FieldErrors<CommissionFormValues>['products'];
}

export function CommissionProductsField({ control, register, errors }: CommissionProductsFieldProps) {
  const id = useId();
  const products = useProductsOnSale();
  const chosen = useFieldArray({ control, name: 'products' });
  const [picked, setPicked] = useState('');
  const taken = new Set(chosen.fields.map(optionValue));
  const offered = (products.data ?? []).filter((product) => !taken.has(optionValue(product)));

  const add = () => {
    const product = offered.find((option) => optionValue(option) === picked);
    if (!product) return;
    chosen.append({ kind: product.kind, id: product.id, title: product.title, commission_percent: '' });
    setPicked('');
  };

  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">Comissão por produto</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        Vale no lugar da comissão geral para o produto. Sem comissão geral, o afiliado ganha só nos produtos
        desta lista.
      </p>
      {chosen.fields.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Produtos com comissão própria">
          {chosen.fields.map((field, index) => {
            const error = errors?.[index]?.commission_percent?.message;
            const errorId = `${id}-${index}-error`;
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto]"
              >
                <div className="col-span-2 min-w-0 sm:col-span-1 sm:pt-1">
                  <p className="break-words text-sm font-medium text-ink">{field.title}</p>
                  <p className="text-xs text-ink-muted">{productKindLabel(field.kind)}</p>
                </div>
                <div className="relative min-w-0">
                  <DecimalInput
                    aria-label={`Comissão de ${field.title} (%)`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    placeholder="30"
                    className="pr-8"
                    {...register(`products.${index}.commission_percent`)}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-ink-muted"
                  >
                    %
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => chosen.remove(index)}
                  aria-label={`Tirar ${field.title}`}
                >
                  <XIcon size={18} />
                </Button>
                {error && (
                  <p id={errorId} className="col-span-full text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {products.isError ? (
        <InlineLoadError
          className="mt-3 text-sm"
          message="Erro ao carregar os produtos"
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          Carregando produtos...
        </p>
      ) : offered.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {chosen.fields.length === 0
            ? 'Nenhum produto à venda no momento.'
            : 'Todos os produtos à venda já estão na lista.'}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Select
            aria-label="Produto para adicionar"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            className="sm:flex-1"
          >
            <option value="">Escolha um produto</option>
            {PRODUCT_KINDS.map((kind) => {
              const group = offered.filter((product: SaleProduct) => product.kind === kind);
              return group.length === 0 ? null : (
                <optgroup key={kind} label={GROUP_TITLES[kind]}>
                  {group.map((product) => (
                    <option key={optionValue(product)} value={optionValue(product)}>
                      {product.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </Select>
          <Button variant="outline" onClick={add} disabled={picked === ''}>
            <PlusIcon size={16} />
            Adicionar produto
          </Button>
        </div>
      )}
    </fieldset>
  );
}
