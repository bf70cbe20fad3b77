// /empresa/:organisationId/pessoas: the gestor's members, seats and invitations (docs/companies.md).
// Every rule (who may, seats left, all-or-nothing lists) is the database's; this screen shows
// its answers and its refusals in pt-BR.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CardShell } from '@/components/ui/card-shell';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/errors/user-message';
import { copyWithToast } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { formatDate } from '@/utils/format-date';
import {
  InvitationRowsError,
  PEOPLE_PAGE_SIZE,
  useCompanyInvitations,
  useCompanyPeople,
  useCompanySeats,
  useCreateInvitationLink,
  useInviteMembers,
  useRemoveMember,
  useRevokeInvitation,
  type CompanyPerson,
  type InvitationRowError,
} from '../api/company-team';
import { MAX_INVITATION_ROWS, readEmailsFromCsv } from '../api/read-emails';

const ROW_MESSAGES: Record<InvitationRowError['code'], string> = {
  invalid_email: 'email inválido',
  duplicate_email: 'email repetido na lista',
  already_member: 'já faz parte da empresa',
  already_invited: 'já tem um convite pendente',
  no_seats_left: 'não há assentos livres no bloco',
};

const STATUS_LABELS = {
  pending: 'Pendente',
  accepted: 'Aceito',
  expired: 'Expirado',
  revoked: 'Cancelado',
} as const;

function PageButtons({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-ink-muted">
        Página {page} de {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </div>
  );
}

function SeatsCard({ organisationId }: { organisationId: string }) {
  const seats = useCompanySeats(organisationId);
  return (
    <CardShell title="Licenças">
      {seats.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : seats.isError ? (
        <InlineLoadError
          message="Não foi possível carregar os assentos."
          retrying={seats.isFetching}
          onRetry={() => void seats.refetch()}
        />
      ) : seats.data.length === 0 ? (
        <p className="text-ink-muted">A empresa ainda não tem assentos.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {seats.data.map((block) => (
            <li
              key={block.seat_block_id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-3"
            >
              <span className="font-medium text-ink">{block.product_title}</span>
              <span className="text-sm text-ink-muted">
                {block.used} de {block.seat_count} em uso · {block.seat_count - block.used} disponíveis · até{' '}
                {formatDate(block.period_end)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardShell>
  );
}

function MembersCard({ organisationId }: { organisationId: string }) {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<CompanyPerson | null>(null);
  const people = useCompanyPeople(organisationId, search, page);
  const remove = useRemoveMember(organisationId);

  return (
    <CardShell title="Membros">
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <Input
          aria-label="Buscar por nome ou email"
          placeholder="Buscar por nome ou email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Buscar
        </Button>
      </form>
      {people.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : people.isError ? (
        <InlineLoadError
          message={userMessage(people.error, 'Não foi possível carregar os membros.')}
          retrying={people.isFetching}
          onRetry={() => void people.refetch()}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted">
            {people.data.total === 1 ? '1 pessoa' : `${people.data.total} pessoas`}
          </p>
          <ul className="divide-y divide-slate-200" aria-label="Membros da empresa">
            {people.data.rows.map((person) => (
              <li key={person.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{person.full_name ?? person.email}</p>
                  <p className="break-all text-sm text-ink-muted">{person.email}</p>
                  <p className="text-sm text-ink-muted">
                    {person.role === 'gestor' ? 'Gestor' : 'Membro'} · desde {formatDate(person.joined_at)}
                    {person.seats.length > 0
                      ? ` · ${person.seats.map((seat) => seat.product_title).join(', ')}`
                      : ' · sem assento'}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setRemoving(person)}>
                  Remover
                </Button>
              </li>
            ))}
          </ul>
          <PageButtons page={people.data.page} total={people.data.total} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remover ${removing?.full_name ?? removing?.email ?? ''} da empresa?`}
        description="A pessoa perde os assentos da empresa. O progresso e os certificados dela continuam sendo dela."
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.user_id, {
            onSuccess: () => {
              toast.success('Pessoa removida da empresa.');
              setRemoving(null);
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível remover a pessoa.')),
          })
        }
      />
    </CardShell>
  );
}

function InviteCard({ organisationId }: { organisationId: string }) {
  const seats = useCompanySeats(organisationId);
  const invite = useInviteMembers(organisationId);
  const [email, setEmail] = useState('');
  const [seatBlockId, setSeatBlockId] = useState('');
  const [rowErrors, setRowErrors] = useState<InvitationRowError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const send = (emails: string[]) => {
    setRowErrors([]);
    setFormError(null);
    if (emails.length === 0) return setFormError('Informe ao menos um email para convidar.');
    if (emails.length > MAX_INVITATION_ROWS) return setFormError('Convide no máximo 500 emails de uma vez.');
    invite.mutate(
      { emails, seatBlockId: seatBlockId || null },
      {
        onSuccess: (answer) => {
          setEmail('');
          toast.success(
            answer.invited.length === 1
              ? '1 convite enviado.'
              : `${answer.invited.length} convites enviados.`,
          );
        },
        onError: (error) => {
          if (error instanceof InvitationRowsError) setRowErrors(error.rows);
          setFormError(userMessage(error, 'Não foi possível enviar os convites.'));
        },
      },
    );
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) send(readEmailsFromCsv(await file.text()));
  };

  return (
    <CardShell title="Convidar pessoas" description="Os convites valem por 14 dias.">
      <div className="space-y-4">
        {seats.data && seats.data.length > 0 ? (
          <label className="block text-sm font-medium text-ink">
            Licença para os convidados
            <Select
              className="mt-1"
              value={seatBlockId}
              onChange={(event) => setSeatBlockId(event.target.value)}
            >
              <option value="">Sem assento</option>
              {seats.data
                .filter((block) => block.open)
                .map((block) => (
                  <option key={block.seat_block_id} value={block.seat_block_id}>
                    {block.product_title} ({block.seat_count - block.used - block.pending_invitations} livres)
                  </option>
                ))}
            </Select>
          </label>
        ) : null}
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            send([email]);
          }}
        >
          <Input
            type="email"
            aria-label="Email da pessoa"
            placeholder="pessoa@empresa.com.br"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Enviando...' : 'Convidar'}
          </Button>
        </form>
        <label className="block text-sm text-ink">
          <span className="font-medium">Convidar por CSV</span>
          <span className="block text-ink-muted">Um email por linha (primeira coluna), até 500 linhas.</span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="mt-2 block w-full text-sm"
            aria-label="Arquivo CSV de emails"
            onChange={(event) => void onFile(event)}
          />
        </label>
        {formError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{formError}</p>
            {rowErrors.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {rowErrors.map((row) => (
                  <li key={row.row}>
                    Linha {row.row} ({row.email || 'vazia'}): {ROW_MESSAGES[row.code]}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </CardShell>
  );
}

function DomainLinkCard({ organisationId }: { organisationId: string }) {
  const create = useCreateInvitationLink(organisationId);
  const [link, setLink] = useState<string | null>(null);
  return (
    <CardShell
      title="Link de convite"
      description="Qualquer pessoa com email do domínio da empresa entra pelo link. Criar um novo link cancela o anterior."
    >
      <div className="space-y-3">
        <Button
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(null, {
              onSuccess: (answer) => setLink(`${window.location.origin}/convite/${answer.token}`),
              onError: (error) => toast.error(userMessage(error, 'Não foi possível criar o link.')),
            })
          }
        >
          {create.isPending ? 'Criando...' : 'Criar link de convite'}
        </Button>
        {link ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input readOnly value={link} aria-label="Link de convite" />
            <Button
              onClick={() =>
                void copyWithToast(link, {
                  copied: 'Link copiado.',
                  failed: 'Não foi possível copiar. Selecione o link e copie.',
                })
              }
            >
              Copiar
            </Button>
          </div>
        ) : null}
      </div>
    </CardShell>
  );
}

function InvitationsCard({ organisationId }: { organisationId: string }) {
  const [page, setPage] = useState(1);
  const invitations = useCompanyInvitations(organisationId, page);
  const revoke = useRevokeInvitation(organisationId);
  return (
    <CardShell title="Convites">
      {invitations.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : invitations.isError ? (
        <InlineLoadError
          message="Não foi possível carregar os convites."
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.total === 0 ? (
        <p className="text-ink-muted">Nenhum convite enviado ainda.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200" aria-label="Convites">
            {invitations.data.rows.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-all font-medium text-ink">
                    {invitation.kind === 'email'
                      ? invitation.email
                      : `Link para @${invitation.email_domain ?? ''}`}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {STATUS_LABELS[invitation.status]} · expira em {formatDate(invitation.expires_at)}
                  </p>
                </div>
                {invitation.status === 'pending' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => toast.success('Convite cancelado.'),
                        onError: (error) =>
                          toast.error(userMessage(error, 'Não foi possível cancelar o convite.')),
                      })
                    }
                  >
                    Cancelar convite
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <PageButtons page={invitations.data.page} total={invitations.data.total} onPage={setPage} />
        </>
      )}
    </CardShell>
  );
}

export function PeopleScreen({ organisationId }: { organisationId: string }) {
  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-xl font-semibold text-ink">Pessoas</h2>
        <p className="mt-1 text-ink-muted">Membros, assentos e convites da empresa.</p>
      </header>
      <SeatsCard organisationId={organisationId} />
      <div className="grid gap-6 lg:grid-cols-2">
        <InviteCard organisationId={organisationId} />
        <DomainLinkCard organisationId={organisationId} />
      </div>
      <MembersCard organisationId={organisationId} />
      <InvitationsCard organisationId={organisationId} />
    </div>
  );
}
