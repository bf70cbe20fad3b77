-- =============================================================================
-- The account menu's badge rides on the account read.
--
-- Every signed-in screen reads the viewer's profile once (is_active and role);
-- the badge needs the number of unread notifications. A head count of its own
-- would add a request to every screen (the student dashboard's budget is 2), so
-- the database keeps the number on the profile, like the course rating:
--   profiles.unread_notifications — unread rows of public.notifications of that
--   person, kept by statement triggers on notifications (insert, read, delete,
--   including deletes cascading from a hidden or deleted question). Never
--   written by the browser: no column grant, and the profile guard refuses it
--   (the local stack re-grants ALL at runtime).
-- The badge's later refreshes still count the rows themselves (RLS, partial
-- index notifications_unread_idx).
-- =============================================================================

alter table public.profiles
  add column unread_notifications integer not null default 0
  constraint profiles_unread_notifications_check check (unread_notifications >= 0);
comment on column public.profiles.unread_notifications is
  'Unread in-app notifications of this person; kept by triggers on public.notifications (the account menu''s badge).';

update public.profiles p
   set unread_notifications = n.unread
  from (select user_id, count(*)::integer as unread
        from public.notifications
        where read_at is null
        group by user_id) n
 where n.user_id = p.id;


-- One function for the three statement triggers: the transition tables hold the
-- rows before (deleted, or read by an update) and after (inserted, or updated).
create function private.on_notifications_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.profiles p
       set unread_notifications = p.unread_notifications + n.unread
      from (select user_id, count(*)::integer as unread from new_rows where read_at is null group by user_id) n
     where p.id = n.user_id;
  elsif tg_op = 'DELETE' then
    update public.profiles p
       set unread_notifications = greatest(p.unread_notifications - n.unread, 0)
      from (select user_id, count(*)::integer as unread from old_rows where read_at is null group by user_id) n
     where p.id = n.user_id;
  else
    update public.profiles p
       set unread_notifications = greatest(p.unread_notifications + n.delta, 0)
      from (select coalesce(o.user_id, r.user_id) as user_id,
                   sum(case when r.read_at is null then 1 else 0 end
                       - case when o.read_at is null then 1 else 0 end)::integer as delta
            from old_rows o
            full join new_rows r on r.id = o.id
            group by 1) n
     where p.id = n.user_id and n.delta <> 0;
  end if;
  return null;
end;
$$;
revoke all on function private.on_notifications_changed() from public, anon, authenticated;

create trigger notifications_unread_count_insert
  after insert on public.notifications
  referencing new table as new_rows
  for each statement execute function private.on_notifications_changed();

create trigger notifications_unread_count_update
  after update on public.notifications
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.on_notifications_changed();

create trigger notifications_unread_count_delete
  after delete on public.notifications
  referencing old table as old_rows
  for each statement execute function private.on_notifications_changed();


-- The profile guard learns the new server-owned column.
create or replace function private.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id                   is distinct from old.id
    or new.email                is distinct from old.email
    or new.is_active            is distinct from old.is_active
    or new.created_at           is distinct from old.created_at
    or new.unread_notifications is distinct from old.unread_notifications
  ) then
    raise exception 'id, email, is_active, created_at and unread_notifications of a profile are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
