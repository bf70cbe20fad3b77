// /admin/users: every account, newest first, with its active switch and
// role; a page at a time, searched by name or e-mail, with the total of what the search finds.
import { useState } from 'react';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Badge } from '@/components/ui/badge';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/auth';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import { formatPhoneNumber } from '@/utils/format-contact';
import { formatDate } from '@/utils/format-date';
import { ROLE_LABELS, useAdminUsers, type AdminUser, type AppRole } from '../api/get-admin-users';
import { useSetUserActive } from '../api/set-user-active';
import { useSetUserRole } from '../api/set-user-role';

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');
const roleBadge: Record<AppRole, 'neutral' | 'brand' | 'solid'> = {
  aluno: 'neutral',
  professor: 'brand',
  administrador: 'solid',
};

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setActive = useSetUserActive();
  const setRole = useSetUserRole();
  // The switch and the selector show the requested value while the call runs.
  const [pendingActive, setPendingActive] = useState<boolean | null>(null);
  const [pendingRole, setPendingRole] = useState<AppRole | null>(null);
  const name = user.full_name?.trim() || 'Sem nome';
  const active = pendingActive ?? user.is_active;
  const role = pendingRole ?? user.role ?? '';
  const selfNote = isSelf ? 'Você não pode alterar a sua própria conta aqui' : undefined;

  const toggleActive = (next: boolean) => {
    setPendingActive(next);
    setActive.mutate(
      { userId: user.id, active: next },
      {
        onSuccess: () =>
          toast.success(next ? 'Usuário ativado com sucesso!' : 'Usuário inativado com sucesso!'),
        onError: (error) => toast.error(userMessage(error, 'Erro ao atualizar status do usuário')),
        onSettled: () => setPendingActive(null),
      },
    );
  };

  const changeRole = (next: AppRole) => {
    setPendingRole(next);
    setRole.mutate(
      { userId: user.id, role: next },
      {
        onSuccess: () => toast.success('Perfil atualizado com sucesso!'),
        onError: (error) => toast.error(userMessage(error, 'Erro ao atualizar perfil')),
        onSettled: () => setPendingRole(null),
      },
    );
  };

  return (
    <TableRow>
      <TableCell>
        <p className="font-semibold">
          {name}
          {isSelf && <span className="ml-1 font-normal text-ink-muted">(você)</span>}
        </p>
        <p className="text-ink-muted">{orNA(user.email)}</p>
      </TableCell>
      <TableCell label="Status">
        <div className="flex items-center gap-3">
          <Switch
            checked={active}
            onCheckedChange={toggleActive}
            disabled={isSelf || setActive.isPending}
            aria-label={`Conta ativa: ${name}`}
            title={selfNote}
          />
          {active ? <Badge variant="success">Ativo</Badge> : <Badge variant="warning">Inativo</Badge>}
        </div>
      </TableCell>
      <TableCell label="Papel">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-1">
            {user.role === null ? (
              <Badge variant="neutral">Sem papel</Badge>
            ) : (
              <Badge variant={roleBadge[user.role]}>{ROLE_LABELS[user.role]}</Badge>
            )}
          </div>
          <Select
            value={role}
            onChange={(event) => changeRole(event.target.value as AppRole)}
            disabled={isSelf || setRole.isPending}
            aria-label={`Papel de ${name}`}
            title={selfNote}
            className="w-40"
          >
            {role === '' && <option value="">Selecione</option>}
            {(Object.keys(ROLE_LABELS) as AppRole[]).map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
      </TableCell>
      <TableCell label="Telefone" phoneWidth="half" className="whitespace-nowrap tabular-nums">
        {orNA(formatPhoneNumber(user.phone))}
      </TableCell>
      <TableCell label="Cidade" phoneWidth="half">
        {orNA(user.address_city)}
      </TableCell>
      <TableCell label="Estado" phoneWidth="half">
        {orNA(user.address_state?.toUpperCase())}
      </TableCell>
      <TableCell label="Cadastro" phoneWidth="half">
        {formatDate(user.created_at) ?? 'N/A'}
      </TableCell>
    </TableRow>
  );
}

export function UsersManager() {
  const list = useListParams();
  const users = useAdminUsers({ search: list.search, page: list.page });
  usePageFromAnswer(list, users.isPlaceholderData ? undefined : users.data?.page);
  const { userId } = useAuth();
  const answer = users.data;

  return (
    <AdminPage title="Usuários" description="Ative ou desative contas e defina o papel de cada pessoa.">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Buscar usuário"
          placeholder="Nome ou e-mail"
          value={list.search}
          onSearch={list.setSearch}
        />
        {answer && <ListTotal id="users-total" total={answer.total} one="usuário" many="usuários" />}
      </div>
      <AdminPagedTable
        query={users}
        searching={Boolean(list.search)}
        notFound="Nenhum usuário encontrado"
        empty="Nenhum usuário cadastrado."
        tableLabel="Usuários cadastrados"
        tableClassName="md:min-w-[60rem]"
        columns={
          <>
            <TableHeaderCell className="w-60">Usuário</TableHeaderCell>
            <TableHeaderCell className="w-36">Status</TableHeaderCell>
            <TableHeaderCell className="w-48">Papel</TableHeaderCell>
            <TableHeaderCell className="w-40">Telefone</TableHeaderCell>
            <TableHeaderCell>Cidade</TableHeaderCell>
            <TableHeaderCell className="w-24">Estado</TableHeaderCell>
            <TableHeaderCell className="w-32">Cadastro</TableHeaderCell>
          </>
        }
        row={(user) => <UserRow key={user.id} user={user} isSelf={user.id === userId} />}
        pagesLabel="Páginas de usuários"
        hrefFor={list.hrefFor}
        scrollTargetId="users-total"
      />
    </AdminPage>
  );
}
