-- Role changes lock the changed person's role row in the same ordered pass as the administrators'
-- rows. Before, set_user_role locked the administrators (ordered by id) and then wrote the target's
-- row: two changes of one person made while it was an administrator in one snapshot and not in
-- the other locked the same two rows in opposite orders, and Postgres broke the deadlock by failing
-- one of them (an administrator saw a 500). Locking every row either change will touch, in one
-- order, makes the second change wait instead.

create or replace function private.lock_roles_for_change(p_target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.user_roles r
  where r.role = 'administrador' or r.user_id = p_target
  order by r.user_id
  for update;
  -- A new statement, a new snapshot: what the administrator before us committed is seen here.
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.lock_roles_for_change(uuid) from public, anon, authenticated;
comment on function private.lock_roles_for_change(uuid) is
  'Serialises role changes: locks the administrators'' rows and the target''s, in one order; raises 42501 admin_only when the caller lost the role meanwhile.';

create or replace function public.set_user_role(p_user_id uuid, p_role public.app_role)
returns public.user_roles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.user_roles;
begin
  if p_user_id = v_admin then
    perform private.raise_api_error('cannot_change_own_role');
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    perform private.raise_api_error('user_not_found');
  end if;
  perform private.lock_roles_for_change(p_user_id);

  insert into public.user_roles (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update set role = excluded.role
  returning * into v_row;
  return v_row;
end;
$$;
