// /admin/afiliados ('Afiliados'): every affiliate, applications first, a page at a time, filtered
// by status and searched by name, e-mail or code, counted and paged by the database with the figures it sums (docs/affiliates-admin.md).
// 'Convidar afiliado', approving an application with its commissions, refusing it, suspending and
// reactivating, editing the commissions, recording a payout made outside the site and reading the
// PIX key (logged) all open from here.
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { TableHeaderCell } from '@/components/ui/table';
import { userMessage } from '@/lib/errors/user-message';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { useStatusFilter } from '@/lib/status-filter';
import { toast } from '@/lib/toast';
import { useAffiliates, type Affiliate } from '../api/get-affiliates';
import { useSaveAffiliate } from '../api/save-affiliate';
import {
  affiliateName,
  isAffiliateStatus,
  STATUS_FILTERS,
  type AffiliateStatus,
} from '../utils/affiliate-format';
import { AffiliateRow, type AffiliateAction } from './affiliate-row';
import { CommissionsDialog, type CommissionsTarget } from './commissions-dialog';
import { PayoutDialog } from './payout-dialog';
import { PixKeyDialog } from './pix-key-dialog';

/** The status changes asked to be confirmed first: what they do, in the dialog's words. */
const CONFIRMED_CHANGES = {
  reject: {
    status: 'rejected',
    title: (name: string) => `Recusar o pedido de ${name}?`,
    description:
      'A pessoa vê no painel que o pedido não foi aprovado e o link dela não gera comissão. Você pode aprovar depois, se mudar de ideia.',
    confirm: 'Recusar',
    pending: 'Recusando...',
    done: 'Pedido recusado',
  },
  suspend: {
    status: 'suspended',
    title: (name: string) => `Suspender ${name}?`,
    description:
      'O link deixa de gerar comissões. As comissões já ganhas continuam e podem ser pagas; você pode reativar depois.',
    confirm: 'Suspender',
    pending: 'Suspendendo...',
    done: 'Afiliado suspenso',
  },
} as const satisfies Record<string, { status: AffiliateStatus } & Record<string, unknown>>;

type ConfirmedChange = keyof typeof CONFIRMED_CHANGES;

export function AffiliatesManager() {
  const list = useListParams();
  const [status, setStatus] = useStatusFilter(isAffiliateStatus);
  const affiliates = useAffiliates({ status, search: list.search, page: list.page });
  usePageFromAnswer(list, affiliates.isPlaceholderData ? undefined : affiliates.data?.page);
  const save = useSaveAffiliate();
  const [commissions, setCommissions] = useState<CommissionsTarget>(null);
  const [confirming, setConfirming] = useState<{ change: ConfirmedChange; affiliate: Affiliate } | null>(
    null,
  );
  const [paying, setPaying] = useState<Affiliate | null>(null);
  const [readingKey, setReadingKey] = useState<Affiliate | null>(null);
  const answer = affiliates.data;
  const change = confirming ? CONFIRMED_CHANGES[confirming.change] : null;

  const reactivate = (affiliate: Affiliate) =>
    save.mutate(
      { kind: 'status', id: affiliate.id, status: 'active' },
      {
        onSuccess: () => toast.success('Afiliado reativado'),
        onError: (error) => toast.error(userMessage(error, 'Erro ao reativar o afiliado')),
      },
    );

  const confirmChange = () => {
    if (!confirming || !change) return;
    save.mutate(
      { kind: 'status', id: confirming.affiliate.id, status: change.status },
      {
        onSuccess: () => toast.success(change.done),
        onError: (error) => toast.error(userMessage(error, 'Erro ao salvar o afiliado')),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const act = (affiliate: Affiliate) => (action: AffiliateAction) => {
    if (action === 'approve' || action === 'edit') setCommissions({ mode: action, affiliate });
    else if (action === 'reject' || action === 'suspend') setConfirming({ change: action, affiliate });
    else if (action === 'reactivate') reactivate(affiliate);
    else if (action === 'payout') setPaying(affiliate);
    else setReadingKey(affiliate);
  };

  return (
    <AdminPage
      title="Afiliados"
      description="Quem vende os produtos da escola por comissão: pedidos para aprovar, comissões por produto, cliques, vendas e o que há para pagar."
      actions={
        <Button onClick={() => setCommissions({ mode: 'invite' })}>
          <UserPlusIcon size={18} />
          Convidar afiliado
        </Button>
      }
    >
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <SearchField
            label="Buscar afiliado"
            placeholder="Nome, e-mail ou código"
            value={list.search}
            onSearch={list.setSearch}
          />
          <div className="sm:w-56">
            <Label htmlFor="affiliates-status" className="mb-1.5 block">
              Situação
            </Label>
            <Select
              id="affiliates-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as AffiliateStatus | '')}
            >
              {STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {answer && <ListTotal id="affiliates-total" total={answer.total} one="afiliado" many="afiliados" />}
      </div>
      <AdminPagedTable
        query={affiliates}
        searching={status !== '' || Boolean(list.search)}
        notFound="Nenhum afiliado encontrado"
        empty="Nenhum afiliado ainda. Convide o primeiro em Convidar afiliado; os pedidos de quem se candidata no painel do afiliado aparecem aqui."
        tableLabel="Afiliados cadastrados"
        tableClassName="md:min-w-[66rem]"
        columns={
          <>
            <TableHeaderCell>Afiliado</TableHeaderCell>
            <TableHeaderCell className="w-48">Comissões</TableHeaderCell>
            <TableHeaderCell className="w-36">Cliques e vendas</TableHeaderCell>
            <TableHeaderCell className="w-48">Valores</TableHeaderCell>
            <TableHeaderCell className="w-60">
              <span className="sr-only">Ações</span>
            </TableHeaderCell>
          </>
        }
        row={(affiliate) => (
          <AffiliateRow
            key={affiliate.id}
            affiliate={affiliate}
            busy={save.isPending && save.variables.kind === 'status' && save.variables.id === affiliate.id}
            onAction={act(affiliate)}
          />
        )}
        pagesLabel="Páginas de afiliados"
        hrefFor={list.hrefFor}
        scrollTargetId="affiliates-total"
      />
      <CommissionsDialog target={commissions} onClose={() => setCommissions(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming && change ? change.title(affiliateName(confirming.affiliate)) : ''}
        description={change?.description}
        confirmLabel={change?.confirm}
        pendingLabel={change?.pending}
        pending={save.isPending}
        onConfirm={confirmChange}
      />
      <PayoutDialog affiliate={paying} onClose={() => setPaying(null)} />
      <PixKeyDialog affiliate={readingKey} onClose={() => setReadingKey(null)} />
    </AdminPage>
  );
}
