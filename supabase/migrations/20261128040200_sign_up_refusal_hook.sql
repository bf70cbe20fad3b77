-- =============================================================================
-- Trilha Cloud — hosted Auth refuses a self sign-up without the terms in force
-- with a 422, through its "before user created" hook
-- =============================================================================
-- Why: docs/rules/accounts-and-consent.md ("Self sign-up needs the terms in force").
--
-- Hosted Auth answers any error raised by a trigger on auth.users with a 500
-- 'Database error saving new user'. Its before-user-created hook, a Postgres
-- function enabled in the project's dashboard (README, hosted project),
-- is asked first and may refuse with an HTTP status and message of its own.
-- This function asks the sign-up trigger's own rule (public.sign_up_refusal),
-- so the hook and the trigger never disagree; the trigger stays the last word
-- for a project where the hook is not configured.
--
-- before_user_created_hook(event jsonb) -> jsonb    (supabase_auth_admin only)
--     {}                                                     the sign-up goes on
--     {"error": {"http_code": 422, "message": "terms_version_missing"}}
--     {"error": {"http_code": 422, "message": "terms_version_outdated"}}
-- =============================================================================

create function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user     jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_meta     jsonb := coalesce(v_user -> 'user_metadata', v_user -> 'raw_user_meta_data', '{}'::jsonb);
  v_refusal  text;
begin
  if jsonb_typeof(v_meta) <> 'object' then
    v_meta := '{}'::jsonb;
  end if;
  v_refusal := public.sign_up_refusal(v_user ->> 'email', v_meta ->> 'terms_version');
  if v_refusal is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 422, 'message', v_refusal));
end;
$$;
comment on function public.before_user_created_hook(jsonb) is
  'Auth hook (before user created): refuses a self sign-up without the terms in force with HTTP 422, by the sign-up trigger''s own rule.';

revoke all on function public.before_user_created_hook(jsonb) from public, anon, authenticated, service_role;
-- The role hosted Auth runs hooks as; absent from the local stacks.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.before_user_created_hook(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
