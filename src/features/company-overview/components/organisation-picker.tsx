// /empresa: straight to the one organisation the person manages, a choice when several, and a
// friendly page with the offer when none (docs/companies.md, "Routes").
import { Building2Icon } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagedOrganisations } from '../api/company-reads';

export function OrganisationPicker({ viewer }: { viewer: string }) {
  const { data, isPending, isError, refetch, isFetching } = useManagedOrganisations(viewer);
  if (isPending) {
    return (
      <div role="status" aria-label="Carregando suas empresas" className="space-y-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-20 w-full rounded-2xl" />
      </div>
    );
  }
  if (isError) {
    return (
      <InlineLoadError
        message="Não foi possível carregar suas empresas."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 1) return <Navigate to={`/empresa/${data[0]!.id}`} replace />;
  if (data.length === 0) {
    return (
      <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Building2Icon aria-hidden="true" className="mx-auto text-brand-700" size={40} />
        <h1 className="mt-4 text-2xl font-bold text-ink">Você ainda não gerencia uma empresa</h1>
        <p className="mt-2 text-ink-muted">
          Com a Trilha Cloud para Empresas, sua equipe estuda com assentos, atribuições e prazos, e você
          acompanha o progresso de todos.
        </p>
        <Link to="/empresas" className={buttonVariants({ className: 'mt-6' })}>
          Conhecer a Trilha Cloud para Empresas
        </Link>
      </section>
    );
  }
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Minhas empresas</h1>
      <p className="mt-2 text-ink-muted">Escolha a empresa que você quer acompanhar.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {data.map((organisation) => (
          <li key={organisation.id}>
            <Link
              to={`/empresa/${organisation.id}`}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-ink shadow-sm hover:border-brand-300"
            >
              <Building2Icon aria-hidden="true" size={20} className="text-brand-700" />
              {organisation.legal_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
