// /admin/empresas/:organisationId: one organisation as the back office sees it — its data and
// address, seat blocks, gestores and orders; members as counts only (the people are the
// managers' business). 'Excluir empresa' keeps the paid orders as the fiscal record
// (docs/companies.md, "The back office").
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { StatCard } from '@/components/ui/stat-card';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { orderStatusLabel, paymentMethodLabel, productKindLabel, type OrderStatus } from '@/rules/orders';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { useOrganisation, type OrganisationDetail as Detail } from '../api/get-organisation';
import { formatCep, formatCnpj } from '../utils/format-cnpj';

// The same colours as 'Vendas' (src/features/admin-sales): paid green, reversed amber, the rest grey.
const statusBadge: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'neutral',
  paid: 'success',
  refunded: 'warning',
  charged_back: 'warning',
  expired: 'neutral',
  failed: 'neutral',
  canceled: 'neutral',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CappedNote({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return (
    <p className="mt-2 text-sm text-ink-muted">
      Mostrando {what} mais recentes: {formatCount(shown)} de {formatCount(total)}.
    </p>
  );
}

function SeatBlocks({ detail }: { detail: Detail }) {
  if (detail.seat_blocks.length === 0) return <AdminEmptyState>Nenhum assento comprado.</AdminEmptyState>;
  return (
    <>
      <Table label="Blocos de assentos">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Produto</TableHeaderCell>
            <TableHeaderCell className="w-32">Assentos</TableHeaderCell>
            <TableHeaderCell className="w-56">Período</TableHeaderCell>
            <TableHeaderCell className="w-28">Situação</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.seat_blocks.map((block) => (
            <TableRow key={block.id}>
              <TableCell>
                <p className="font-semibold">{block.product_title}</p>
                <p className="text-ink-muted">{productKindLabel(block.product_kind)}</p>
              </TableCell>
              <TableCell label="Assentos" phoneWidth="half" className="whitespace-nowrap tabular-nums">
                {formatCount(block.holder_count)} de {formatCount(block.seat_count)} em uso
              </TableCell>
              <TableCell label="Período" phoneWidth="half" className="tabular-nums">
                {formatDate(block.period_start)} a {formatDate(block.period_end)}
              </TableCell>
              <TableCell label="Situação" phoneWidth="half">
                {block.is_open ? <Badge variant="success">Vigente</Badge> : <Badge>Encerrado</Badge>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CappedNote shown={detail.seat_blocks.length} total={detail.seat_block_count} what="os blocos" />
    </>
  );
}

function Gestores({ detail }: { detail: Detail }) {
  if (detail.gestores.length === 0) return <AdminEmptyState>Nenhum gestor.</AdminEmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Gestores">
      {detail.gestores.map((gestor) => (
        <li key={gestor.user_id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold">{gestor.full_name?.trim() || 'Sem nome'}</p>
          <p className="break-all text-sm text-ink-muted">{gestor.email ?? 'N/A'}</p>
        </li>
      ))}
    </ul>
  );
}

function Orders({ detail }: { detail: Detail }) {
  if (detail.orders.length === 0) return <AdminEmptyState>Nenhum pedido.</AdminEmptyState>;
  return (
    <>
      <Table label="Pedidos da empresa">
        <TableHead>
          <TableRow>
            <TableHeaderCell className="w-36">Pedido</TableHeaderCell>
            <TableHeaderCell className="w-44">Status</TableHeaderCell>
            <TableHeaderCell>Produto</TableHeaderCell>
            <TableHeaderCell className="w-40">Valor</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell label="Pedido" phoneWidth="half">
                <p className="whitespace-nowrap tabular-nums">{formatDate(order.created_at)}</p>
                <p className="font-mono text-xs text-ink-muted" title={order.id}>
                  #{order.id.slice(0, 8)}
                </p>
              </TableCell>
              <TableCell label="Status" phoneWidth="half">
                <Badge variant={statusBadge[order.status]}>{orderStatusLabel(order.status)}</Badge>
                {order.status === 'paid' && order.paid_at && (
                  <p className="mt-1 text-xs text-ink-muted">em {formatDate(order.paid_at)}</p>
                )}
              </TableCell>
              <TableCell label="Produto">
                <p>{order.product_title}</p>
                {order.seat_count !== null && (
                  <p className="text-ink-muted">
                    {formatCount(order.seat_count)} {order.seat_count === 1 ? 'assento' : 'assentos'}
                  </p>
                )}
              </TableCell>
              <TableCell label="Valor">
                <p className="whitespace-nowrap font-semibold tabular-nums">{formatCurrency(order.amount)}</p>
                <p className="text-ink-muted">
                  {paymentMethodLabel(order.method)}
                  {order.installments > 1 && ` em ${order.installments}x`}
                </p>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CappedNote shown={detail.orders.length} total={detail.order_count} what="os pedidos" />
    </>
  );
}

function DeleteOrganisation({ detail }: { detail: Detail }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrganisation();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(detail.organisation.id, {
      onSuccess: () => {
        toast.success('Empresa excluída com sucesso!');
        void navigate(paths.admin.companies);
      },
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir empresa')),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Excluir empresa
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Excluir ${detail.organisation.legal_name}?`}
        description="Os membros, os assentos, os convites e as atribuições da empresa serão excluídos. Os pedidos pagos continuam registrados em Vendas como registro fiscal, com o CNPJ e os valores."
        confirmLabel="Excluir empresa"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

function DetailBody({ detail }: { detail: Detail }) {
  const { organisation, summary } = detail;
  return (
    <>
      <Card>
        <CardBody className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <p className="text-ink-muted">CNPJ</p>
            <p className="font-semibold tabular-nums">{formatCnpj(organisation.cnpj)}</p>
          </div>
          <div>
            <p className="text-ink-muted">E-mail de cobrança</p>
            <p className="break-all font-semibold">{organisation.billing_email}</p>
          </div>
          <div>
            <p className="text-ink-muted">Endereço</p>
            <p className="font-semibold">{organisation.address_line}</p>
            <p>
              {organisation.city} – {organisation.state}, CEP {formatCep(organisation.postal_code)}
            </p>
          </div>
          <div>
            <p className="text-ink-muted">Domínio de e-mail</p>
            <p className="font-semibold">{organisation.email_domain ?? 'Nenhum'}</p>
            <p className="text-ink-muted">Cadastrada em {formatDate(organisation.created_at)}</p>
          </div>
        </CardBody>
      </Card>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Membros" value={formatCount(summary.member_count)} />
        <StatCard label="Gestores" value={formatCount(summary.gestor_count)} />
        <StatCard
          label="Assentos vigentes em uso"
          value={`${formatCount(summary.seats_used)} de ${formatCount(summary.seats_total)}`}
        />
        <StatCard label="Total pago" value={formatCurrency(summary.paid_total) ?? ''} />
      </dl>
      <Section title="Assentos">
        <SeatBlocks detail={detail} />
      </Section>
      <Section title="Gestores">
        <Gestores detail={detail} />
      </Section>
      <Section title="Pedidos">
        <Orders detail={detail} />
      </Section>
    </>
  );
}

export function OrganisationDetail({ organisationId }: { organisationId: string }) {
  const query = useOrganisation(organisationId);
  const detail = query.data;
  return (
    <AdminPage
      title={detail?.organisation.legal_name ?? 'Empresa'}
      backTo={paths.admin.companies}
      actions={detail ? <DeleteOrganisation detail={detail} /> : undefined}
    >
      {query.isError ? (
        <AdminLoadError message="Erro ao carregar a empresa" onRetry={() => void query.refetch()} />
      ) : detail === undefined ? (
        <LoadingText />
      ) : detail === null ? (
        <AdminEmptyState>Empresa não encontrada.</AdminEmptyState>
      ) : (
        <DetailBody detail={detail} />
      )}
    </AdminPage>
  );
}
