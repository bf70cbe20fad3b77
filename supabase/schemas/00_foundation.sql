-- The private schema, the types, and the helpers every domain uses (no table of their own).
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Schemas, types and helpers
-- ================================================================================================

create schema private;

grant usage on schema private to authenticated;

comment on schema private is 'Internal helpers for RLS policies, triggers and RPCs. Not exposed through the Data API.';

create type public.app_role as enum ('aluno', 'professor', 'administrador');

comment on type public.app_role is 'Role of a user. Every user has exactly one (public.user_roles).';

create type public.teacher_status as enum ('ativo', 'suspenso', 'excluido');

comment on type public.teacher_status is 'Administrative status of a teacher (public.teacher_docs.status).';

-- private.checked_text(p_text text, p_max integer, p_field text)
CREATE OR REPLACE FUNCTION private.checked_text(p_text text, p_max integer, p_field text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  -- Blanks of any kind (spaces, line breaks) around the text go; inside it they stay.
  v_text text := regexp_replace(p_text, '^[[:space:]]+|[[:space:]]+$', '', 'g');
begin
  if v_text is null or v_text = '' then
    perform private.raise_api_error(p_field || '_required');
  end if;
  if char_length(v_text) > p_max then
    perform private.raise_api_error(p_field || '_too_long');
  end if;
  return v_text;
end;
$function$;
revoke execute on function private.checked_text(text,integer,text) from public;

-- private.is_search(p_search text)
CREATE OR REPLACE FUNCTION private.is_search(p_search text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(p_search ~ '[^[:space:]]', false);
$function$;
comment on function private.is_search(text) is 'True when the search text is not empty or blank.';

-- private.json_argument(p_value jsonb)
CREATE OR REPLACE FUNCTION private.json_argument(p_value jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if jsonb_typeof(p_value) = 'string' then
    begin
      return (p_value #>> '{}')::jsonb;
    exception when invalid_text_representation then
      return p_value;
    end;
  end if;
  return p_value;
end;
$function$;
revoke execute on function private.json_argument(jsonb) from public;

-- private.list_page(p_page integer, p_total bigint, p_page_size integer)
CREATE OR REPLACE FUNCTION private.list_page(p_page integer, p_total bigint, p_page_size integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select least(
    greatest(coalesce(p_page, 1), 1),
    greatest(ceil(coalesce(p_total, 0)::numeric / p_page_size)::integer, 1)
  );
$function$;
revoke execute on function private.list_page(integer,bigint,integer) from public;
comment on function private.list_page(integer,bigint,integer) is 'A valid 1-based page number for a list of p_total rows.';

-- private.list_page_size(p_page_size integer)
CREATE OR REPLACE FUNCTION private.list_page_size(p_page_size integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select least(greatest(coalesce(p_page_size, 25), 1), 100);
$function$;
revoke execute on function private.list_page_size(integer) from public;
comment on function private.list_page_size(integer) is 'Rows per page of an admin list: 1 to 100, 25 by default.';

-- private.list_result(p_total bigint, p_page integer, p_page_size integer, p_rows json)
CREATE OR REPLACE FUNCTION private.list_result(p_total bigint, p_page integer, p_page_size integer, p_rows json)
 RETURNS json
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.json_build_object(
    'total', p_total,
    'page', p_page,
    'page_size', p_page_size,
    'rows', coalesce(p_rows, '[]'::json)
  );
$function$;
revoke execute on function private.list_result(bigint,integer,integer,json) from public;
comment on function private.list_result(bigint,integer,integer,json) is 'The answer of an admin list RPC.';

-- private.normalize_search_text(p_text text)
CREATE OR REPLACE FUNCTION private.normalize_search_text(p_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.lower(pg_catalog.translate(
    p_text,
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'
  ));
$function$;
comment on function private.normalize_search_text(text) is 'Search normaliser shared by every search: lower case with Portuguese accents stripped (''São João'' -> ''sao joao'').';

-- private.raise_api_error(p_message text, p_code text, p_status integer)
CREATE OR REPLACE FUNCTION private.raise_api_error(p_message text, p_code text DEFAULT 'P0001'::text, p_status integer DEFAULT 400)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', p_code, 'message', p_message)::text,
    detail  = json_build_object('status', p_status, 'headers', json_build_object())::text;
end;
$function$;
revoke execute on function private.raise_api_error(text,text,integer) from public;
comment on function private.raise_api_error(text,text,integer) is 'Raises an API error the Data API returns as {code, message} with the given HTTP status.';

-- private.sao_paulo_date(p_moment timestamp with time zone)
CREATE OR REPLACE FUNCTION private.sao_paulo_date(p_moment timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (p_moment at time zone 'America/Sao_Paulo')::date;
$function$;
revoke execute on function private.sao_paulo_date(timestamp with time zone) from public;

-- private.sao_paulo_week(p_moment timestamp with time zone)
CREATE OR REPLACE FUNCTION private.sao_paulo_week(p_moment timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.date_trunc('week', (p_moment at time zone 'America/Sao_Paulo'))::date;
$function$;
revoke execute on function private.sao_paulo_week(timestamp with time zone) from public;
comment on function private.sao_paulo_week(timestamp with time zone) is 'The Monday (date) of the São Paulo week the moment falls in.';

-- private.search_document(p_text text)
CREATE OR REPLACE FUNCTION private.search_document(p_text text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE COST 1000
 SET search_path TO ''
AS $function$
  select pg_catalog.array_to_tsvector(private.search_words(p_text));
$function$;
comment on function private.search_document(text) is 'A text''s normalised words as a tsvector, for GIN indexes searched with private.search_query().';

-- private.search_email(p_search text)
CREATE OR REPLACE FUNCTION private.search_email(p_search text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select private.normalize_search_text(pg_catalog.substring(pg_catalog.left(p_search, 200), '[^[:space:]]*@[^[:space:]]*'));
$function$;
revoke execute on function private.search_email(text) from public;
comment on function private.search_email(text) is 'The e-mail part of a search (the first word with an @, normalised), or null.';

-- private.search_query(p_search text)
CREATE OR REPLACE FUNCTION private.search_query(p_search text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  with words as (
    select distinct word from pg_catalog.unnest(private.search_words(pg_catalog.left(p_search, 200))) as word
  ), kept as (
    select word from words
    where pg_catalog.length(word) > 1
       or not exists (select 1 from words longer where pg_catalog.length(longer.word) > 1)
    order by pg_catalog.length(word) desc, word
    limit 8
  )
  -- Words hold only a-z and 0-9, so quoting them cannot change the query's syntax.
  select pg_catalog.string_agg(pg_catalog.quote_literal(word) || ':*', ' & ')::pg_catalog.tsquery
  from kept;
$function$;
comment on function private.search_query(text) is 'What was typed as a prefix tsquery over private.search_document(); null when no word is left.';

-- private.search_words(p_text text)
CREATE OR REPLACE FUNCTION private.search_words(p_text text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(pg_catalog.array_agg(word), '{}')
  from pg_catalog.regexp_split_to_table(private.normalize_search_text(p_text), '[^a-z0-9]+') as word
  where word <> '';
$function$;
comment on function private.search_words(text) is 'The normalised words (letters and digits) of a text, in order.';

-- private.texts_are_filled(items text[], min_count integer, max_count integer)
CREATE OR REPLACE FUNCTION private.texts_are_filled(items text[], min_count integer, max_count integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select items is not null
     and coalesce(array_ndims(items), 1) = 1
     and cardinality(items) between min_count and max_count
     and not exists (
       select 1 from unnest(items) as item
       where item is null or item ~ '^[[:space:]]*$'
     );
$function$;
comment on function private.texts_are_filled(text[],integer,integer) is 'CHECK helper: array of min..max non-blank texts.';
