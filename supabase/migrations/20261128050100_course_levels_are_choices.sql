-- =============================================================================
-- A course's level is one of the catalogue's levels
-- =============================================================================
-- The level was free text ('Iniciante', 'iniciante ', 'Básico'…), so the
-- catalogue's level filter could show near-duplicates and a course could carry a
-- level no filter offers. The admin course form now picks one of three, the same
-- list the app keeps in src/config/course-taxonomy.ts; the database holds the
-- rule. The topic column already allows only the catalogue's four topics
-- (20261127000000_catalogue_search.sql).
--
-- Existing values are mapped by their normalised spelling (accents and case
-- ignored); anything else becomes null (no level) rather than a wrong one.
-- =============================================================================

update public.courses
   set level = case private.normalize_search_text(pg_catalog.btrim(level))
                 when 'iniciante' then 'Iniciante'
                 when 'intermediario' then 'Intermediário'
                 when 'avancado' then 'Avançado'
               end
 where level is not null
   and level not in ('Iniciante', 'Intermediário', 'Avançado');

alter table public.courses
  drop constraint courses_level_check,
  add constraint courses_level_check check (level in ('Iniciante', 'Intermediário', 'Avançado'));

comment on column public.courses.level is
  'Iniciante, Intermediário or Avançado (the catalogue''s level filter), or null.';
