-- =============================================================================
-- A course's rating comes only from its learners' reviews
-- =============================================================================
-- Until now courses.rating held a figure an administrator typed, and
-- courses.public_rating fell back to it while a course had no reviews: a course
-- nobody had reviewed showed stars, and the admin list (reading rating) and the
-- course page (reading public_rating) showed different figures.
--
-- Now:
--   * courses.rating is dropped (with its column grants): nobody types a rating.
--   * courses.public_rating is the average of the visible reviews, rounded to one
--     decimal by the database, and null while there is none. Every screen reads
--     this one column (course page, catalogue search, admin list, prerendered
--     pages) and formats it the same way; see docs/rules/ratings-and-certificates.md.
--
-- A generated column's expression cannot refer to a dropped column, so
-- public_rating is dropped and added again. search_courses (plpgsql) reads it by
-- name and needs no change.
-- =============================================================================

alter table public.courses drop column public_rating;
alter table public.courses drop column rating;

alter table public.courses
  add column public_rating numeric(2, 1) generated always as (
    case when review_count > 0 then round(review_total::numeric / review_count, 1) end
  ) stored;

comment on column public.courses.public_rating is
  'Average stars of the visible reviews, rounded to one decimal; null while the course has none. The only rating shown.';
