import { isPlaceholder } from '@/config/legal';

/**
 * A value of src/config/legal.ts: as is, or highlighted while it is still a placeholder the
 * operator of the site has to fill in ("[CNPJ]").
 */
export function OperatorValue({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return (
    <mark
      className="rounded bg-amber-100 px-1 text-amber-900"
      title="A preencher pelo operador da plataforma"
    >
      {value}
    </mark>
  );
}
