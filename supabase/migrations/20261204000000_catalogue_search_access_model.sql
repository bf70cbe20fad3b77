-- The catalogue's search answers each course's access model too (free, paid, plans or both), so the
-- course cards on /courses say how a course is had (free enrolment, its price and installments, the
-- plans) from the same one read as before. The body is the one of
-- 20261127000200_catalogue_search_public_rating.sql with that column added after the price.

drop function public.search_courses(text, text, text, integer, integer);

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
  access_model text,
  total_hours numeric,
  total_students integer,
  public_rating numeric,
  review_count integer,
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
      c.id, c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price, c.access_model, c.total_hours,
      c.total_students, c.public_rating, c.review_count, c.lesson_count, c.total_minutes, c.topic,
      (pg_catalog.count(*) over ())::integer as total,
      pg_catalog.row_number() over (
        order by
          case when v_query is null then 0
               else pg_catalog.ts_rank(private.catalogue_search_vector(c.title), v_query)
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
    m.id, m.slug, m.title, m.description, m.image_url, m.duration, m.level, m.price, m.access_model, m.total_hours,
    m.total_students, m.public_rating, m.review_count, m.lesson_count, m.total_minutes, m.topic, m.total, a.page
  from matches m
  cross join answered a
  where m.position > (a.page - 1) * v_page_size
    and m.position <= a.page * v_page_size
  order by m.position;
end;
$$;

comment on function public.search_courses(text, text, text, integer, integer) is
  'The public catalogue searched (p_query), filtered by topic and level: one page (at most 48 rows), best title match first, each row with the total and the page answered.';

revoke all on function public.search_courses(text, text, text, integer, integer) from public;
grant execute on function public.search_courses(text, text, text, integer, integer) to anon, authenticated;
