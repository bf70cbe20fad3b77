-- Our own small pgTAP-style assertion set for tests/database/*.sql (the Postgres of the tests,
-- embedded-postgres, ships no pgtap extension). Loaded only by the runner
-- (tests/integration/database-sql.test.ts) into a throwaway migrated database, never by a
-- migration: schema trilha_tap exists nowhere else. How to write a test: docs/testing.md,
-- "SQL tests".
--
-- Every assertion reports through a NOTICE whose message starts with 'trilha_tap ' followed by
-- JSON (a NOTICE survives the error that stops a file, a row in a table would roll back with it).
-- The functions are SECURITY INVOKER: they run as the role the test switched to, so what they
-- evaluate is what that role may see and do.
create schema trilha_tap;
grant usage on schema trilha_tap to public;

create function trilha_tap.report(p_kind text, p_ok boolean, p_description text, p_detail text default null)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  raise notice '%', 'trilha_tap ' || json_build_object(
    'kind', p_kind, 'ok', coalesce(p_ok, false), 'description', p_description, 'detail', p_detail,
    'role', current_user)::text;
  return coalesce(p_ok, false);
end;
$$;

-- How many assertions the file runs; the runner fails a file that runs another number.
create function trilha_tap.plan(p_count integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise notice '%', 'trilha_tap ' || json_build_object('kind', 'plan', 'count', p_count)::text;
end;
$$;

create function trilha_tap.ok(p_condition boolean, p_description text)
returns boolean
language sql
set search_path = ''
as $$
  select trilha_tap.report('ok', p_condition, p_description,
    case when p_condition is null then 'a condição deu NULL (the condition was NULL)' end);
$$;

-- Equal, NULL equal to NULL (IS NOT DISTINCT FROM).
create function trilha_tap.is(p_have anycompatible, p_want anycompatible, p_description text)
returns boolean
language sql
set search_path = ''
as $$
  select trilha_tap.report('is', p_have is not distinct from p_want, p_description,
    case when p_have is distinct from p_want then
      format('obtido (got): %s; esperado (expected): %s',
             coalesce(p_have::text, 'NULL'), coalesce(p_want::text, 'NULL')) end);
$$;

create function trilha_tap.isnt(p_have anycompatible, p_unwanted anycompatible, p_description text)
returns boolean
language sql
set search_path = ''
as $$
  select trilha_tap.report('isnt', p_have is distinct from p_unwanted, p_description,
    case when p_have is not distinct from p_unwanted then
      format('obtido (got): %s, o valor que não devia ser (the value it must not be)',
             coalesce(p_have::text, 'NULL')) end);
$$;

-- The statement fails with this SQLSTATE (and, when given, this exact message).
create function trilha_tap.throws_ok(
  p_statement text, p_errcode text, p_message text, p_description text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  begin
    execute p_statement;
  exception when others then
    if sqlstate = p_errcode and (p_message is null or sqlerrm = p_message) then
      return trilha_tap.report('throws_ok', true, p_description);
    end if;
    return trilha_tap.report('throws_ok', false, p_description,
      format('falhou com (failed with) %s «%s»; esperado (expected) %s%s',
             sqlstate, sqlerrm, p_errcode, coalesce(' «' || p_message || '»', '')));
  end;
  return trilha_tap.report('throws_ok', false, p_description,
    format('o comando deu certo; esperado o erro (the statement succeeded; expected error) %s%s',
           p_errcode, coalesce(' «' || p_message || '»', '')));
end;
$$;

create function trilha_tap.throws_ok(p_statement text, p_errcode text, p_description text)
returns boolean
language sql
set search_path = ''
as $$
  select trilha_tap.throws_ok(p_statement, p_errcode, null, p_description);
$$;

create function trilha_tap.lives_ok(p_statement text, p_description text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  execute p_statement;
  return trilha_tap.report('lives_ok', true, p_description);
exception when others then
  return trilha_tap.report('lives_ok', false, p_description,
    format('falhou com (failed with) %s «%s»', sqlstate, sqlerrm));
end;
$$;

-- The rows of a query, in its order, each as its record text.
create function trilha_tap.rows_of(p_query text)
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  v_cursor refcursor;
  v_row record;
  v_rows text[] := '{}';
begin
  open v_cursor for execute p_query;
  loop
    fetch v_cursor into v_row;
    exit when not found;
    v_rows := v_rows || v_row::text;
  end loop;
  close v_cursor;
  return v_rows;
end;
$$;

-- Both queries give the same rows in the same order.
create function trilha_tap.results_eq(p_have text, p_want text, p_description text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_have text[];
  v_want text[];
begin
  v_have := trilha_tap.rows_of(p_have);
  v_want := trilha_tap.rows_of(p_want);
  return trilha_tap.report('results_eq', v_have = v_want, p_description,
    case when v_have <> v_want then format(
      E'sobra (got, not expected): %s\nfalta (expected, missing): %s\nobtido (got): %s\nesperado (expected): %s',
      coalesce((select string_agg(r, ', ') from unnest(v_have) r where r <> all (v_want)), '—'),
      coalesce((select string_agg(r, ', ') from unnest(v_want) r where r <> all (v_have)), '—'),
      array_to_string(v_have, ', '), array_to_string(v_want, ', ')) end);
exception when others then
  return trilha_tap.report('results_eq', false, p_description,
    format('a consulta falhou (a query failed): %s «%s»', sqlstate, sqlerrm));
end;
$$;

-- The query returns no row (a lint: the rows are what offends); the failure lists them.
create function trilha_tap.is_empty(p_query text, p_description text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_rows text[];
begin
  v_rows := trilha_tap.rows_of(p_query);
  return trilha_tap.report('is_empty', cardinality(v_rows) = 0, p_description,
    case when cardinality(v_rows) > 0 then
      format(E'%s linha(s) que não deviam existir (row(s) that must not exist):\n%s',
             cardinality(v_rows), array_to_string(v_rows, E'\n')) end);
exception when others then
  return trilha_tap.report('is_empty', false, p_description,
    format('a consulta falhou (the query failed): %s «%s»', sqlstate, sqlerrm));
end;
$$;

-- Two lists hold the same items, in any order; the failure names the extra and missing ones.
create function trilha_tap.set_eq(p_have text[], p_want text[], p_description text)
returns boolean
language sql
set search_path = ''
as $$
  with extra as (select string_agg(x, ', ' order by x) as items from unnest(p_have) x where x <> all (coalesce(p_want, '{}'))),
       missing as (select string_agg(x, ', ' order by x) as items from unnest(p_want) x where x <> all (coalesce(p_have, '{}')))
  select trilha_tap.report('set_eq',
    (select items from extra) is null and (select items from missing) is null, p_description,
    case when (select items from extra) is not null or (select items from missing) is not null then
      format(E'sobra (got, not expected): %s\nfalta (expected, missing): %s',
             coalesce((select items from extra), '—'), coalesce((select items from missing), '—')) end);
$$;

-- Acting as the Data API does for a request (PostgREST: `set local role`, `set local
-- request.jwt.claims`), until the next act_as or the end of the file's transaction. A user's
-- request is the role authenticated with the user's id in the claims; NULL is a visitor (anon).
-- request.jwt.claim.sub too: the baseline's auth.uid() (scripts/lib/migrated-database.mjs) reads it.
create function trilha_tap.act_as(p_user uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', case when p_user is null then 'anon' else 'authenticated' end)::text, true);
  perform set_config('request.jwt.claim.sub', coalesce(p_user::text, ''), true);
  perform set_config('role', case when p_user is null then 'anon' else 'authenticated' end, true);
end;
$$;

-- Back to the superuser the runner connected as (fixtures, reading what is really stored).
create function trilha_tap.act_as_owner()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.jwt.claim.sub', '', true);
end;
$$;

-- A fixture account: a row in auth.users as Auth writes one at sign-up (the migrations' trigger
-- creates its profile, role aluno and consent), then the role asked for. Call as the owner.
create function trilha_tap.new_user(p_role text default 'aluno', p_full_name text default 'Pessoa de Teste')
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    raise exception '%: chame como dono (call it as the owner): select trilha_tap.act_as_owner() first', 'trilha_tap.new_user';
  end if;
  insert into auth.users (id, email, raw_user_meta_data)
  values (v_id, 'sql-' || left(v_id::text, 12) || '@teste.trilhacloud.dev',
          jsonb_build_object('full_name', p_full_name, 'phone', '11987654321',
                             'terms_version', private.current_terms_version()));
  if p_role <> 'aluno' then
    update public.user_roles set role = p_role::public.app_role where user_id = v_id;
  end if;
  return v_id;
end;
$$;

-- Fixture ids by name, readable under any role for the rest of the file's transaction:
-- select trilha_tap.remember('student', trilha_tap.new_user()); … trilha_tap.id('student').
create function trilha_tap.remember(p_name text, p_id uuid)
returns uuid
language sql
set search_path = ''
as $$
  select set_config('trilha_tap.' || p_name, p_id::text, true)::uuid;
$$;

create function trilha_tap.id(p_name text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  return nullif(current_setting('trilha_tap.' || p_name, true), '')::uuid;
end;
$$;

-- A fixture course, active, with one module of p_lessons lessons (as tests/integration/database/
-- fixtures.ts's createCourse writes one). Call as the owner; the lessons' ids in order:
-- trilha_tap.lessons_of(course).
create function trilha_tap.new_course(p_lessons integer default 2)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_course uuid;
  v_module uuid;
  v_slug text := 'curso-sql-' || left(gen_random_uuid()::text, 8);
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    raise exception '%: chame como dono (call it as the owner): select trilha_tap.act_as_owner() first', 'trilha_tap.new_course';
  end if;
  insert into public.courses (slug, title, learning_points, is_active, price, total_hours)
  values (v_slug, 'Curso ' || v_slug, array['Ponto 1', 'Ponto 2', 'Ponto 3', 'Ponto 4', 'Ponto 5'], true, 100, 10)
  returning id into v_course;
  insert into public.course_modules (course_id, title, order_index)
  values (v_course, 'Módulo 1', 1) returning id into v_module;
  insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
  select v_module, 'Aula 1.' || n,
         case when n = 1 then 'https://www.youtube.com/watch?v=aircAruvnKk'
              else 'https://www.youtube.com/watch?v=IHZwWFHWa-w' end, 10, n
  from generate_series(1, p_lessons) as n;
  return v_course;
end;
$$;

create function trilha_tap.lessons_of(p_course uuid)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select array(select l.id from public.lessons l where l.course_id = p_course order by l.order_index);
$$;
