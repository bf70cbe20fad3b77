// /admin/users (spec §2 Admin users): every account, newest first, with its active switch and role.
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/utils/format';
import {
  ROLE_LABELS,
  rpcErrorDetail,
  useAdminUsers,
  type AdminUser,
  type AppRole,
} from '../api/get-admin-users';
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
  const role = pendingRole ?? user.roles[0] ?? '';
  const selfNote = isSelf ? 'Você não pode alterar a sua própria conta aqui' : undefined;

  const toggleActive = (next: boolean) => {
    setPendingActive(next);
    setActive.mutate(
      { userId: user.id, active: next },
      {
        onSuccess: () =>
          toast.success(next ? 'Usuário ativado com sucesso!' : 'Usuário inativado com sucesso!'),
        onError: (error) =>
          toast.error('Erro ao atualizar status do usuário', { description: rpcErrorDetail(error) }),
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
        onError: (error) => toast.error('Erro ao atualizar perfil', { description: rpcErrorDetail(error) }),
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
            {user.roles.length === 0 ? (
              <Badge variant="neutral">Sem papel</Badge>
            ) : (
              user.roles.map((userRole) => (
                <Badge key={userRole} variant={roleBadge[userRole]}>
                  {ROLE_LABELS[userRole]}
                </Badge>
              ))
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
      <TableCell label="Telefone" phoneWidth="half">
        {orNA(user.phone)}
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
  const users = useAdminUsers();
  const { userId } = useAuth();

  return (
    <AdminPage title="Usuários" description="Ative ou desative contas e defina o papel de cada pessoa.">
      {users.isPending ? (
        <LoadingText />
      ) : users.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <AdminEmptyState>Nenhum usuário cadastrado.</AdminEmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
            Total: <strong className="text-ink">{users.data.length}</strong>{' '}
            {users.data.length === 1 ? 'usuário' : 'usuários'}
          </p>
          <Table label="Usuários cadastrados" className="md:min-w-[60rem]">
            <TableHead>
              <TableRow>
                <TableHeaderCell className="w-60">Usuário</TableHeaderCell>
                <TableHeaderCell className="w-36">Status</TableHeaderCell>
                <TableHeaderCell className="w-48">Papel</TableHeaderCell>
                <TableHeaderCell className="w-32">Telefone</TableHeaderCell>
                <TableHeaderCell>Cidade</TableHeaderCell>
                <TableHeaderCell className="w-24">Estado</TableHeaderCell>
                <TableHeaderCell className="w-32">Cadastro</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === userId} />
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </AdminPage>
  );
}
