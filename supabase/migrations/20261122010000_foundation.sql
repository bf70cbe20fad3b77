-- =============================================================================
-- Trilha Cloud — foundation: private schema, enums and shared helpers
-- =============================================================================
-- Layout of the migrations (one topic per file, applied in order):
--   010000 foundation    private schema, enums, generic check/guard helpers
--   010100 accounts      profiles, user_roles, sensitive_user_data, teacher_docs,
--                        role helpers, sign-up trigger
--   010200 catalogue     courses, course_modules, lessons, teacher_courses, books,
--                        pricing_plans, content counters
--   010300 learning      enrollments, lesson_progress, progress/counter triggers,
--                        the "who may see course content" policies
--   010400 certificates  certificates
--   010500 storage       product-images bucket and its policies
--   010600 rpcs          the narrow functions the browser calls
--
-- Principles (docs/threat-model.md):
--   * RLS is enabled in the migration that creates each table; default grants to
--     anon/authenticated are revoked and granted back per table/column.
--   * Role checks go through helpers in the non-exposed schema `private`
--     (security definer, empty search_path). Roles come from public.user_roles
--     only, never from JWT/user metadata.
--   * Computed state (progress, completion, counters, created_at) is written by
--     triggers and security definer functions, never by the browser.
--   * Plain Postgres 15+: no extensions schema, gen_random_uuid() (core) only.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- Schema `private`: helpers that policies and functions use. It is not listed in
-- [api] schemas, so nothing here is reachable through /rest/v1/rpc.
-- `authenticated` needs USAGE because policies run as the calling role.
-- -----------------------------------------------------------------------------
create schema if not exists private;
comment on schema private is 'Internal helpers for RLS policies, triggers and RPCs. Not exposed through the Data API.';

revoke all on schema private from public;
grant usage on schema private to authenticated;


-- -----------------------------------------------------------------------------
-- Enums
-- -----------------------------------------------------------------------------
create type public.app_role as enum ('aluno', 'professor', 'administrador');
comment on type public.app_role is 'Role of a user. Every user has exactly one (public.user_roles).';

create type public.teacher_status as enum ('ativo', 'suspenso', 'excluido');
comment on type public.teacher_status is 'Administrative status of a teacher (public.teacher_docs.status).';


-- -----------------------------------------------------------------------------
-- private.texts_are_filled(items, min_count, max_count)
-- True when `items` is a one-dimensional array with between min_count and
-- max_count elements, none of them null or blank. Used by CHECK constraints
-- (learning points, book topics/benefits, plan features).
-- EXECUTE stays granted to PUBLIC on purpose: CHECK constraints run with the
-- privileges of whoever writes the row, and the function only inspects its
-- argument. It is security invoker and cannot be called through the API.
-- -----------------------------------------------------------------------------
create function private.texts_are_filled(items text[], min_count integer, max_count integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select items is not null
     and coalesce(array_ndims(items), 1) = 1
     and cardinality(items) between min_count and max_count
     and not exists (
       select 1 from unnest(items) as item
       where item is null or item ~ '^[[:space:]]*$'
     );
$$;
comment on function private.texts_are_filled(text[], integer, integer) is
  'CHECK helper: array of min..max non-blank texts.';


-- -----------------------------------------------------------------------------
-- private.guard_created_at() — BEFORE INSERT OR UPDATE trigger.
-- created_at belongs to the server. Browser roles (anon/authenticated) get
-- now() on insert and an error when they try to change it later. Trusted code
-- (security definer functions running as the owner, service_role, migrations)
-- is not touched.
-- Why a trigger when column grants already exclude created_at: the local stack
-- (@supabase/lite) grants ALL on every RLS table to anon/authenticated at
-- runtime, which erases column grants; the trigger keeps the rule everywhere.
-- -----------------------------------------------------------------------------
create function private.guard_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif new.created_at is distinct from old.created_at then
    raise exception 'created_at is set by the server'
      using errcode = '42501';
  end if;

  return new;
end;
$$;
comment on function private.guard_created_at() is
  'Trigger: created_at is server-owned for browser roles (see migration comment).';

-- Trigger functions are never called directly; firing a trigger does not check EXECUTE.
revoke all on function private.guard_created_at() from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- private.raise_api_error(message, code, status) — business-rule errors of RPCs.
-- Raised with PostgREST's `RAISE SQLSTATE 'PGRST'` protocol so the Data API
-- answers with exactly {code, message} and the HTTP status given, e.g.
--   400 {"code":"P0001","message":"course_without_lessons"}
-- Why not a plain `raise ... using errcode = 'P0001'`: PostgREST (Supabase)
-- answers that as 400/P0001 too, but the local stack (@supabase/lite) turns
-- P0001 into a 500 with code "SUP" and a "PostgresError: " prefix. This way
-- both stacks give the browser the same error. (SQL callers see SQLSTATE PGRST
-- and the JSON text as the message.)
-- -----------------------------------------------------------------------------
create function private.raise_api_error(p_message text, p_code text default 'P0001', p_status integer default 400)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', p_code, 'message', p_message)::text,
    detail  = json_build_object('status', p_status, 'headers', json_build_object())::text;
end;
$$;
comment on function private.raise_api_error(text, text, integer) is
  'Raises an API error the Data API returns as {code, message} with the given HTTP status.';

revoke all on function private.raise_api_error(text, text, integer) from public, anon, authenticated;
