// /empresa/:organisationId: the organisation's name and its tabs ('Visão geral', 'Pessoas',
// 'Atribuições'); each tab is a route of its own, rendered in the outlet.
import { NavLink, Outlet } from 'react-router-dom';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { reasonCode } from '@/lib/errors/user-message';
import { cn } from '@/lib/utils';
import { useOverview } from '../api/company-reads';

const TABS = [
  { to: '', label: 'Visão geral', end: true },
  { to: 'pessoas', label: 'Pessoas', end: false },
  { to: 'atribuicoes', label: 'Atribuições', end: false },
] as const;

export function OrganisationLayout({ viewer, organisationId }: { viewer: string; organisationId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useOverview(viewer, organisationId);
  if (isPending) {
    return (
      <div role="status" aria-label="Carregando a empresa" className="space-y-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-10 w-full max-w-md" />
      </div>
    );
  }
  if (isError) {
    if (reasonCode(error) === 'not_organisation_manager') {
      return (
        <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-ink">Acesso restrito</h1>
          <p className="mt-2 text-ink-muted">Apenas quem é gestor desta empresa vê esta área.</p>
        </section>
      );
    }
    return (
      <InlineLoadError
        message="Não foi possível carregar a empresa."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  const base = `/empresa/${organisationId}`;
  return (
    <>
      <p className="text-sm font-medium text-brand-700">Minha empresa</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink">{data.legal_name}</h1>
      <nav aria-label="Áreas da empresa" className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink
                to={tab.to ? `${base}/${tab.to}` : base}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-ink-muted hover:text-ink',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </>
  );
}
