-- =============================================================================
-- Trilha Cloud — searching people and certificates by the database
-- =============================================================================
-- The back office finds a person among tens of thousands by a few letters of a
-- name or e-mail, ignoring case and accents ('joao' finds 'João'). It must work
-- on every database the project runs on, including PGlite in `npm run dev`,
-- which has neither unaccent nor pg_trgm. So only built-in means:
--
--   private.normalize_search_text(text)   lower case, Portuguese accents stripped
--                                          (the shared normaliser: reuse it)
--   private.search_words(text)            the normalised text cut into words of
--                                          letters and digits ('joao.silva@x.dev'
--                                          -> {joao, silva, x, dev})
--   private.search_document(text)         those words as a tsvector
--   private.profile_search_document(full_name, email)
--                                          a person's name and e-mail as one document
--   private.search_query(text)            what someone typed as a tsquery: every
--                                          word as a prefix, all of them required
--                                          ('jo sil' -> 'jo':* & 'sil':*); null when
--                                          nothing searchable is left
--   private.search_email(text), private.email_matches(email, fragment)
--                                          a typed e-mail ('ana@x.dev') must also
--                                          appear as typed in the e-mail
--
-- A search matches words that start with what was typed: 'joao' finds
-- 'João Silva' and 'joao.silva@x.dev', 'silva' finds both too. Wildcards,
-- quotes and commas are not syntax: they only separate words, so '%' or '_'
-- alone match nothing instead of everything.
--
-- Computing a document takes tens of microseconds (nested SQL functions with
-- a fixed search_path are not inlined), so the two document functions declare
-- COST 1000: the planner then reads matches from the GIN index instead of
-- computing the document of every row in an ordered walk.
--
-- Indexes: GIN over the documents (profiles, certificate titles) for the
-- searches, btree for the orders the lists page by (newest first), each
-- ending in the id so a page boundary never splits rows with equal keys.
--
-- EXECUTE on the normaliser, words, documents and query stays with PUBLIC on
-- purpose (like private.texts_are_filled): index expressions run with the
-- privileges of whoever writes the row (a person editing their own name), and
-- they only compute from their arguments. The private schema is not exposed by
-- the API.
-- =============================================================================


create function private.normalize_search_text(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.translate(
    p_text,
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'
  ));
$$;
comment on function private.normalize_search_text(text) is
  'Search normaliser shared by every search: lower case with Portuguese accents stripped (''São João'' -> ''sao joao'').';


create function private.search_words(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(word), '{}')
  from pg_catalog.regexp_split_to_table(private.normalize_search_text(p_text), '[^a-z0-9]+') as word
  where word <> '';
$$;
comment on function private.search_words(text) is
  'The normalised words (letters and digits) of a text, in order.';


create function private.search_document(p_text text)
returns tsvector
language sql
immutable
parallel safe
cost 1000
set search_path = ''
as $$
  select pg_catalog.array_to_tsvector(private.search_words(p_text));
$$;
comment on function private.search_document(text) is
  'A text''s normalised words as a tsvector, for GIN indexes searched with private.search_query().';


create function private.profile_search_document(p_full_name text, p_email text)
returns tsvector
language sql
immutable
parallel safe
cost 1000
set search_path = ''
as $$
  select private.search_document(coalesce(p_full_name, '') || ' ' || coalesce(p_email, ''));
$$;
comment on function private.profile_search_document(text, text) is
  'A person''s name and e-mail as one search document (indexed on public.profiles).';


-- At most 8 words, the longest first; a one-letter word is left out when a
-- longer one is there (it narrows almost nothing and costs a scan of every
-- word with that initial). Input beyond 200 characters is ignored.
create function private.search_query(p_search text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
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
$$;
comment on function private.search_query(text) is
  'What was typed as a prefix tsquery over private.search_document(); null when no word is left.';


-- What was typed that can only be (part of) an e-mail: the first word with an
-- @, normalised ('Ana.Souza@X' -> 'ana.souza@x'); null when there is none. The
-- word search finds every account with those words anywhere ('admin',
-- 'trilhacloud', 'dev' are in many addresses); the lists also require the
-- e-mail to contain this text as typed, so a pasted address finds that
-- account alone. Compared with strpos, so '%' and '_' stay plain characters.
create function private.search_email(p_search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.normalize_search_text(pg_catalog.substring(pg_catalog.left(p_search, 200), '[^[:space:]]*@[^[:space:]]*'));
$$;
comment on function private.search_email(text) is
  'The e-mail part of a search (the first word with an @, normalised), or null.';

-- True when the e-mail contains the search's e-mail part (or the search has none).
create function private.email_matches(p_email text, p_search_email text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_search_email is null
      or pg_catalog.strpos(private.normalize_search_text(p_email), p_search_email) > 0;
$$;
comment on function private.email_matches(text, text) is
  'The e-mail contains the e-mail part of a search (see private.search_email).';

-- Only the list functions (security definer) call these two.
revoke all on function private.search_email(text), private.email_matches(text, text)
  from public, anon, authenticated;


-- A search box with something other than blanks in it.
create function private.is_search(p_search text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(p_search ~ '[^[:space:]]', false);
$$;
comment on function private.is_search(text) is 'True when the search text is not empty or blank.';


-- -----------------------------------------------------------------------------
-- Indexes
-- -----------------------------------------------------------------------------

-- People by name or e-mail (users, enrolments, certificates, teachers screens).
create index profiles_search_idx on public.profiles
  using gin (private.profile_search_document(full_name, email));

-- Newest first with a tie-breaker (accounts created in one statement share created_at).
drop index public.profiles_created_at_idx;
create index profiles_created_at_id_idx on public.profiles (created_at desc, id desc);

-- One course's enrolments, newest first, with a tie-breaker (also the course_id FK index).
drop index public.enrollments_course_id_enrolled_at_idx;
create index enrollments_course_id_enrolled_at_id_idx on public.enrollments (course_id, enrolled_at desc, id desc);

-- Issued certificates, newest first, and searched by course title.
create index certificates_issued_at_id_idx on public.certificates (issued_at desc, id desc);
create index certificates_title_search_idx on public.certificates using gin (private.search_document(title));
