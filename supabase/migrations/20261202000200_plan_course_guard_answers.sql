-- =============================================================================
-- Trilha Cloud — an administrator adding a course that is not sold in plans to a plan
-- reads course_not_in_plans, not a permission error
-- =============================================================================
-- The guard runs as the administrator, who may not execute private.raise_api_error;
-- as the owner it may (the same as the other guards that answer with a reason code).
-- =============================================================================

create or replace function private.guard_plan_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.courses c
    where c.id = new.course_id and c.access_model in ('plans', 'paid_or_plans')
  ) then
    perform private.raise_api_error('course_not_in_plans');
  end if;
  return new;
end;
$$;

revoke all on function private.guard_plan_course() from public, anon, authenticated;
