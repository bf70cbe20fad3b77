// /admin/empresas ('Empresas'): every organisation, newest first, a page at a time, searched by
// legal name, CNPJ or billing e-mail by the database, with members, gestores, open seats and the
// paid total it computes; below, the seat price tiers (docs/companies.md).
import { Link } from 'react-router-dom';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { SearchField } from '@/components/ui/search-field';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useOrganisations, type OrganisationRow } from '../api/get-organisations';
import { formatCnpj } from '../utils/format-cnpj';
import { SeatTiersEditor } from './seat-tiers-editor';

function OrganisationTableRow({ organisation }: { organisation: OrganisationRow }) {
  return (
    <TableRow>
      <TableCell>
        <Link
          to={paths.admin.company(organisation.id)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {organisation.legal_name}
        </Link>
        <p className="text-ink-muted">{organisation.billing_email}</p>
      </TableCell>
      <TableCell label="CNPJ" phoneWidth="half" className="whitespace-nowrap tabular-nums">
        {formatCnpj(organisation.cnpj)}
      </TableCell>
      <TableCell label="Pessoas" phoneWidth="half" className="tabular-nums">
        <p>
          {formatCount(organisation.member_count)} {organisation.member_count === 1 ? 'membro' : 'membros'}
        </p>
        <p className="text-ink-muted">
          {formatCount(organisation.gestor_count)} {organisation.gestor_count === 1 ? 'gestor' : 'gestores'}
        </p>
      </TableCell>
      <TableCell label="Assentos" phoneWidth="half" className="whitespace-nowrap tabular-nums">
        {formatCount(organisation.seats_used)} de {formatCount(organisation.seats_total)}
      </TableCell>
      <TableCell label="Pago" phoneWidth="half" className="whitespace-nowrap font-semibold tabular-nums">
        {formatCurrency(organisation.paid_total)}
      </TableCell>
      <TableCell label="Cadastro" phoneWidth="half" className="whitespace-nowrap tabular-nums">
        {formatDate(organisation.created_at) ?? 'N/A'}
      </TableCell>
    </TableRow>
  );
}

export function OrganisationsManager() {
  const list = useListParams();
  const organisations = useOrganisations({ search: list.search, page: list.page });
  usePageFromAnswer(list, organisations.isPlaceholderData ? undefined : organisations.data?.page);
  const answer = organisations.data;

  return (
    <AdminPage
      title="Empresas"
      description="As empresas clientes, seus assentos e pedidos, e as faixas de desconto por assento."
    >
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Buscar empresa"
          placeholder="Razão social, CNPJ ou e-mail"
          value={list.search}
          onSearch={list.setSearch}
        />
        {answer && <ListTotal id="organisations-total" total={answer.total} one="empresa" many="empresas" />}
      </div>
      <AdminPagedTable
        query={organisations}
        searching={Boolean(list.search)}
        notFound="Nenhuma empresa encontrada"
        empty="Nenhuma empresa cadastrada."
        tableLabel="Empresas cadastradas"
        tableClassName="md:min-w-[56rem]"
        columns={
          <>
            <TableHeaderCell>Empresa</TableHeaderCell>
            <TableHeaderCell className="w-48">CNPJ</TableHeaderCell>
            <TableHeaderCell className="w-36">Pessoas</TableHeaderCell>
            <TableHeaderCell className="w-28">Assentos</TableHeaderCell>
            <TableHeaderCell className="w-36">Pago</TableHeaderCell>
            <TableHeaderCell className="w-28">Cadastro</TableHeaderCell>
          </>
        }
        row={(organisation) => <OrganisationTableRow key={organisation.id} organisation={organisation} />}
        pagesLabel="Páginas de empresas"
        hrefFor={list.hrefFor}
        scrollTargetId="organisations-total"
      />
      <div className="mt-10">
        <SeatTiersEditor />
      </div>
    </AdminPage>
  );
}
