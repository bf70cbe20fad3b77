-- Two administradores demoting or deactivating each other at the same moment could both succeed
-- (each still saw the other as an administrator) and leave the school without any. Changes that
-- touch accounts now take the administrators' rows first, in one order (as delete_my_account
-- does), so they go one after the other, and whoever comes second is checked again: an
-- administrator demoted or deactivated meanwhile can no longer change anyone.
--
-- Errors (unchanged, plus the second check): 42501 admin_only — the caller stopped being an active
-- administrador while waiting.

create function private.lock_administrators_for_change()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.user_roles r
  where r.role = 'administrador'
  order by r.user_id
  for update;
  -- A new statement, a new snapshot: what the administrator before us committed is seen here.
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
end;
$$;
comment on function private.lock_administrators_for_change() is
  'Serialises role and activation changes; raises 42501 admin_only when the caller lost the role meanwhile.';
revoke all on function private.lock_administrators_for_change() from public, anon, authenticated;

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
  perform private.lock_administrators_for_change();

  insert into public.user_roles (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update set role = excluded.role
  returning * into v_row;
  return v_row;
end;
$$;

create or replace function public.set_user_active(p_user_id uuid, p_active boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.profiles;
begin
  if p_user_id = v_admin then
    perform private.raise_api_error('cannot_deactivate_self');
  end if;
  perform private.lock_administrators_for_change();

  update public.profiles p
     set is_active = coalesce(p_active, p.is_active)
   where p.id = p_user_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  return v_row;
end;
$$;
