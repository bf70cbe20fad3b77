-- =============================================================================
-- Trilha Cloud — searching and filtering the public catalogue (/courses)
-- =============================================================================
-- A visitor types a few words and narrows the catalogue by topic and level;
-- the database answers one page and the count, with an index, from the same
-- published set as the catalogue (active courses with at least one lesson).
--
-- Topic: a course's subject among the four the site is about ('aws', 'azure',
-- 'devops', 'ia'), or none. Existing courses take it from their slug.
--
-- Free text, built-in means only (`npm run dev` runs PGlite, which has neither
-- unaccent nor pg_trgm): Postgres full-text search with the built-in
-- 'portuguese' (Snowball) configuration, over text that is first made
-- accent- and case-insensitive by the shared private.normalize_search_text.
--
--   private.catalogue_search_text(text)     normalised text ready for stemming:
--       1. lower case, accents stripped ('Contêineres' -> 'conteineres');
--       2. loanwords spelled the Portuguese way: 'container(s)' ->
--          'conteiner(es)'. Checked in this database: the Portuguese stemmer
--          turns 'containers' into 'containers' and 'container' into 'contain',
--          but 'contêineres' and 'contêiner' into 'contêin' (unaccented:
--          'contein'), so the English spelling alone never meets the
--          Portuguese one. Add a pair here (and in this comment) when another
--          loanword is found; a new migration re-creates the function and
--          the index.
--       3. plural endings whose accent was stripped in step 1 brought back to
--          their singular: '-oes' -> '-ao' ('certificacoes' -> 'certificacao'),
--          '-ens' -> '-em' ('nuvens' -> 'nuvem'). With the accents the stemmer
--          joins these plurals to their singulars; without them it does not
--          ('certificacoes' -> 'certificaco', 'certificacao' -> 'certificaca').
--   private.course_search_document(title, description, learning_points)
--       the course as a tsvector: each word's Portuguese stem and the word
--       itself (for prefixes, as the visitor types), title weighted A,
--       learning points B, description C. COST 1000 for the same reason as
--       private.profile_search_document: the planner reads the GIN index.
--   private.course_search_query(text)
--       what was typed as a tsquery: every word must match, either by its stem
--       or as the beginning of a word ('kub' finds 'Kubernetes'); Portuguese
--       stop words ('de', 'da', 'com') are dropped, except the last word, which
--       may be a word still being typed ('de' -> 'DevOps'); at most 8 words.
--       Null when nothing searchable was typed.
--
-- Both sides go through the same steps, so 'containers', 'contêineres' and
-- 'CONTEINERES' find the same courses.
--
-- RPCs (security definer: they read only the public fields of published
-- courses, whatever the caller may see otherwise; visitors have no session):
--   public.search_courses(p_query, p_topic, p_level, p_page, p_page_size)
--       one page of matches, best first (newest first without a search), each
--       row carrying the total and the page answered (the nearest existing
--       page to the one asked for).
--   public.catalogue_levels()
--       the levels present in the published catalogue (level is free text),
--       with the key the filter sends (the normalised level).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Topic
-- -----------------------------------------------------------------------------
alter table public.courses
  add column topic text check (topic in ('aws', 'azure', 'devops', 'ia'));
comment on column public.courses.topic is
  'Subject of the course for the catalogue filter: aws, azure, devops, ia, or null (none of them).';

update public.courses
set topic = pg_catalog.substring(slug, '^(aws|azure|devops|ia)(?:-|$)')
where topic is null and slug ~ '^(aws|azure|devops|ia)(-|$)';

grant insert (topic), update (topic) on public.courses to authenticated;

-- The topic filter without a search: published courses of a topic, newest first.
create index courses_public_topic_idx on public.courses (topic, created_at desc)
  where is_active and lesson_count > 0;


-- -----------------------------------------------------------------------------
-- 2. Text, document and query
-- -----------------------------------------------------------------------------
create function private.catalogue_search_text(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             pg_catalog.regexp_replace(
               pg_catalog.regexp_replace(
                 private.normalize_search_text(coalesce(p_text, '')),
                 '\mcontainers\M', 'conteineres', 'g'),
               '\mcontainer\M', 'conteiner', 'g'),
             '([a-z]{2,})oes\M', '\1ao', 'g'),
           '([a-z]{2,})ens\M', '\1em', 'g');
$$;
comment on function private.catalogue_search_text(text) is
  'Catalogue search text: normalised (private.normalize_search_text), loanwords in Portuguese spelling, unaccented plurals in -oes/-ens back to -ao/-em.';


create function private.catalogue_search_vector(p_text text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.to_tsvector('pg_catalog.portuguese'::pg_catalog.regconfig, t)
      || pg_catalog.to_tsvector('pg_catalog.simple'::pg_catalog.regconfig, t)
  from (select private.catalogue_search_text(p_text) as t) as normalised;
$$;
comment on function private.catalogue_search_vector(text) is
  'A text as Portuguese stems plus its whole words (for prefix matches).';


create function private.course_search_document(p_title text, p_description text, p_learning_points text[])
returns tsvector
language sql
immutable
parallel safe
cost 1000
set search_path = ''
as $$
  select pg_catalog.setweight(private.catalogue_search_vector(p_title), 'A')
      || pg_catalog.setweight(
           private.catalogue_search_vector(pg_catalog.array_to_string(coalesce(p_learning_points, '{}'), ' ')),
           'B')
      || pg_catalog.setweight(private.catalogue_search_vector(p_description), 'C');
$$;
comment on function private.course_search_document(text, text, text[]) is
  'A course''s title (A), learning points (B) and description (C) as one search document.';


create function private.course_search_query(p_search text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  with words as (
    select split.word, split.position
    from pg_catalog.regexp_split_to_table(
           private.catalogue_search_text(pg_catalog.left(p_search, 200)), '[^a-z0-9]+'
         ) with ordinality as split(word, position)
    where split.word <> ''
    order by split.position
    limit 8
  ),
  terms as (
    select
      words.word,
      words.position,
      (pg_catalog.tsvector_to_array(
         pg_catalog.to_tsvector('pg_catalog.portuguese'::pg_catalog.regconfig, words.word)))[1] as stem,
      words.position = pg_catalog.max(words.position) over () as is_last
    from words
  )
  select pg_catalog.to_tsquery(
           'pg_catalog.simple'::pg_catalog.regconfig,
           pg_catalog.string_agg(
             case
               when terms.stem is null then pg_catalog.quote_literal(terms.word) || ':*'
               else '(' || pg_catalog.quote_literal(terms.stem) || ' | '
                        || pg_catalog.quote_literal(terms.word) || ':*)'
             end,
             ' & ' order by terms.position))
  from terms
  where terms.stem is not null or terms.is_last;
$$;
comment on function private.course_search_query(text) is
  'What a visitor typed as a tsquery over course_search_document: every word by stem or prefix; null when nothing is searchable.';


-- The search reads matches from this index (published courses only, like the catalogue).
create index courses_public_search_idx on public.courses
  using gin (private.course_search_document(title, description, learning_points))
  where is_active and lesson_count > 0;


-- -----------------------------------------------------------------------------
-- 3. RPCs
-- -----------------------------------------------------------------------------
-- plan_cache_mode = force_custom_plan: each call is planned with its own
-- values, so "no search" or "no topic" fold away and a search always reads the
-- GIN index (a generic plan of the OR conditions would scan the table).
create function public.search_courses(
  p_query text default null,
  p_topic text default null,
  p_level text default null,
  p_page integer default 1,
  p_page_size integer default 12
)
returns table (
  id uuid,
  slug text,
  title text,
  description text,
  image_url text,
  duration text,
  level text,
  price numeric,
  total_hours numeric,
  total_students integer,
  rating numeric,
  lesson_count integer,
  total_minutes integer,
  topic text,
  total_count integer,
  page integer
)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  v_searching boolean := coalesce(pg_catalog.btrim(p_query), '') <> '';
  v_query tsquery := private.course_search_query(p_query);
  v_topic text := nullif(pg_catalog.btrim(p_topic), '');
  v_level text := nullif(private.normalize_search_text(pg_catalog.btrim(p_level)), '');
  v_page_size integer := least(greatest(coalesce(p_page_size, 12), 1), 48);
  v_page integer := greatest(coalesce(p_page, 1), 1);
begin
  -- Something was typed but nothing in it can be searched ('!!!'): no course matches it.
  if v_searching and v_query is null then
    return;
  end if;

  return query
  with matches as (
    select
      c.id, c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price, c.total_hours,
      c.total_students, c.rating, c.lesson_count, c.total_minutes, c.topic,
      (pg_catalog.count(*) over ())::integer as total,
      pg_catalog.row_number() over (
        order by
          case when v_query is null then 0
               else pg_catalog.ts_rank(
                      private.course_search_document(c.title, c.description, c.learning_points), v_query)
          end desc,
          c.created_at desc,
          c.id
      ) as position
    from public.courses c
    where c.is_active
      and c.lesson_count > 0
      and (v_query is null
           or private.course_search_document(c.title, c.description, c.learning_points) @@ v_query)
      and (v_topic is null or c.topic = v_topic)
      and (v_level is null or private.normalize_search_text(c.level) = v_level)
  ),
  answered as (
    -- Past the last page: the last page.
    select least(v_page, greatest(1, ((m.total + v_page_size - 1) / v_page_size)))::integer as page
    from matches m
    limit 1
  )
  select
    m.id, m.slug, m.title, m.description, m.image_url, m.duration, m.level, m.price, m.total_hours,
    m.total_students, m.rating, m.lesson_count, m.total_minutes, m.topic, m.total, a.page
  from matches m
  cross join answered a
  where m.position > (a.page - 1) * v_page_size
    and m.position <= a.page * v_page_size
  order by m.position;
end;
$$;
comment on function public.search_courses(text, text, text, integer, integer) is
  'The public catalogue searched (p_query), filtered by topic and level: one page (at most 48 rows), best match first, each row with the total and the page answered.';

revoke all on function public.search_courses(text, text, text, integer, integer) from public;
grant execute on function public.search_courses(text, text, text, integer, integer) to anon, authenticated;


create function public.catalogue_levels()
returns table (level text, level_key text)
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.mode() within group (order by pg_catalog.btrim(c.level)) as level, keyed.level_key
  from public.courses c
  cross join lateral (select private.normalize_search_text(pg_catalog.btrim(c.level)) as level_key) as keyed
  where c.is_active and c.lesson_count > 0 and coalesce(pg_catalog.btrim(c.level), '') <> ''
  group by keyed.level_key
  order by
    case keyed.level_key when 'iniciante' then 1 when 'intermediario' then 2 when 'avancado' then 3 else 4 end,
    keyed.level_key;
$$;
comment on function public.catalogue_levels() is
  'Levels of the published courses (free text), in the usual order, each with the key search_courses compares (normalised).';

revoke all on function public.catalogue_levels() from public;
grant execute on function public.catalogue_levels() to anon, authenticated;
