-- =============================================================================
-- Trilha Cloud — learner reviews and the rating the database computes from them
-- =============================================================================
-- course_reviews        one review per student and course: 1 to 5 stars and an optional
--                       text (up to 1 000 characters, plain text). Written only by the
--                       RPCs below; the author reads their own, administrators all.
-- course_review_cards   what anyone may know about a visible review: stars, text, when,
--                       and the author as first name + last initial ('Maria L.'). NEVER
--                       the author's id or any other profile field. Kept by a trigger on
--                       course_reviews (and on profiles, when a name changes), in the same
--                       transaction. Same reasoning as lesson_outlines (20261125010000): the
--                       local stack grants ALL on every RLS table at runtime, which erases
--                       column grants, so "visitors read reviews but not author_id" must be
--                       made of rows, not of column privileges.
-- courses.review_count, review_total, review_stars
--                       count, sum of stars and count per star (index 1..5) of the visible
--                       reviews, +1/-1 by the same trigger (the course row lock keeps them
--                       exact under concurrency), never recomputed per view.
-- courses.public_rating the rating visitors see: the average of the visible reviews with one
--                       decimal once there is one, otherwise the administrator's `rating`
--                       (as before this migration). A generated column: always in step.
--
-- Who may review: an active user enrolled in the course who completed at least one of its
-- lessons. One review per course (unique), edited by writing it again, deleted by its author.
-- An administrator hides an abusive review (and may show it again): hidden reviews leave the
-- average, the distribution and the public cards; the author still sees theirs, marked hidden.
--
-- ON DELETE: profiles -> course_reviews CASCADE (account deletion removes the review and
-- the average follows, as the Privacy Policy says); courses -> both tables CASCADE;
-- course_reviews -> course_review_cards CASCADE.
--
-- RPCs (EXECUTE for authenticated only; errors as in 20261122010600_rpcs.sql):
--   get_my_course_review(p_course_id uuid)
--       -> json {can_review, review: {id, rating, body, is_hidden, created_at, updated_at} | null}
--       can_review: the caller may write (or rewrite) a review of this course now.
--   save_course_review(p_course_id uuid, p_rating integer, p_body text = null)
--       -> json {id, rating, body, is_hidden, created_at, updated_at}
--       Creates the caller's review or replaces its stars and text. Text trimmed, blank = null.
--       42501 not_enrolled                     not enrolled in the course
--       P0001 review_requires_completed_lesson enrolled, no lesson completed yet
--       P0001 invalid_rating                   not 1..5
--       P0001 review_too_long                  more than 1 000 characters
--   delete_course_review(p_course_id uuid) -> boolean (true when there was one)
--   set_review_hidden(p_review_id uuid, p_hidden boolean) -> json {id, is_hidden}   (admin)
--       P0001 review_not_found
--   admin_list_hidden_reviews(p_course_id uuid, p_page, p_page_size)                 (admin)
--       -> {total, page, page_size, rows: [{id, rating, body, author_name, created_at, updated_at}]}
--       the course's hidden reviews, newest first (to show one again).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- private.public_author_name(full_name) — 'Maria Souza Lima' -> 'Maria L.'.
-- The only form in which a learner's name is shown to other people (visitors, classmates).
-- -----------------------------------------------------------------------------
create function private.public_author_name(p_full_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when w is null then 'Participante'
    when pg_catalog.cardinality(w) = 1 then pg_catalog.left(w[1], 40)
    else pg_catalog.left(w[1], 40) || ' ' || pg_catalog.upper(pg_catalog.left(w[pg_catalog.cardinality(w)], 1)) || '.'
  end
  from (
    select case when pg_catalog.btrim(coalesce(p_full_name, '')) = '' then null
                else pg_catalog.regexp_split_to_array(pg_catalog.btrim(p_full_name), '[[:space:]]+')
           end as w
  ) words;
$$;
comment on function private.public_author_name(text) is
  'A person''s name as others see it: first name and last initial (''Maria L.''), ''Participante'' without a name.';

-- Only trusted code (triggers and security definer functions, running as the owner) calls it.
revoke all on function private.public_author_name(text) from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- courses: the review aggregates and the public rating
-- -----------------------------------------------------------------------------
alter table public.courses
  add column review_count integer not null default 0 check (review_count >= 0),
  add column review_total integer not null default 0 check (review_total >= 0),
  add column review_stars integer[] not null default '{0,0,0,0,0}'
    check (pg_catalog.array_ndims(review_stars) = 1 and pg_catalog.cardinality(review_stars) = 5),
  add column public_rating numeric(2, 1) generated always as (
    case when review_count > 0 then round(review_total::numeric / review_count, 1) else rating end
  ) stored;
comment on column public.courses.review_count is 'Visible learner reviews (kept by a trigger on course_reviews).';
comment on column public.courses.review_total is 'Sum of the stars of the visible reviews (trigger).';
comment on column public.courses.review_stars is 'Visible reviews per star: element 1 = one star … element 5 = five stars (trigger).';
comment on column public.courses.public_rating is
  'The rating shown publicly: average of the visible reviews (one decimal) once there is one, else the administrator''s rating.';

-- The review aggregates are the server's, like the other counters.
create or replace function private.guard_course_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at     := now();
    new.total_students := 0;
    new.lesson_count   := 0;
    new.total_minutes  := 0;
    new.review_count   := 0;
    new.review_total   := 0;
    new.review_stars   := '{0,0,0,0,0}';
  elsif new.created_at     is distinct from old.created_at
     or new.total_students is distinct from old.total_students
     or new.lesson_count   is distinct from old.lesson_count
     or new.total_minutes  is distinct from old.total_minutes
     or new.review_count   is distinct from old.review_count
     or new.review_total   is distinct from old.review_total
     or new.review_stars   is distinct from old.review_stars then
    raise exception 'created_at, total_students, lesson_count, total_minutes and the review figures are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;


-- -----------------------------------------------------------------------------
-- course_reviews
-- -----------------------------------------------------------------------------
create table public.course_reviews (
  id         uuid primary key default gen_random_uuid(),
  course_id  uuid not null references public.courses (id) on delete cascade,
  author_id  uuid not null references public.profiles (id) on delete cascade,
  rating     smallint not null check (rating between 1 and 5),
  body       text check (body ~ '[^[:space:]]' and char_length(body) <= 1000),
  is_hidden  boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One review per student and course; also the index of course_id lookups.
  constraint course_reviews_course_id_author_id_key unique (course_id, author_id)
);
comment on table public.course_reviews is
  'Learner reviews (1-5 stars, optional plain text). Written by save_course_review/delete_course_review/set_review_hidden only.';

create index course_reviews_author_id_idx on public.course_reviews (author_id);
-- An administrator's list of one course's hidden reviews, newest first.
create index course_reviews_hidden_idx on public.course_reviews (course_id, created_at desc, id desc) where is_hidden;

alter table public.course_reviews enable row level security;


-- -----------------------------------------------------------------------------
-- course_review_cards — the public face of the visible reviews
-- -----------------------------------------------------------------------------
create table public.course_review_cards (
  id          uuid primary key references public.course_reviews (id) on delete cascade,
  course_id   uuid not null references public.courses (id) on delete cascade,
  rating      smallint not null,
  body        text,
  author_name text not null,
  created_at  timestamptz not null,
  updated_at  timestamptz not null
);
comment on table public.course_review_cards is
  'Stars, text, dates and the author''s first name + last initial of every visible review, readable wherever the course is. Written only by triggers; never holds who wrote it.';

-- The course page: one course's reviews, newest first (also the course_id FK index).
create index course_review_cards_course_id_created_at_idx
  on public.course_review_cards (course_id, created_at desc, id desc);

alter table public.course_review_cards enable row level security;


-- =============================================================================
-- Triggers: aggregates and cards follow every change of a review
-- =============================================================================
create function private.on_course_reviews_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_counts boolean := tg_op in ('UPDATE', 'DELETE') and not old.is_hidden;
  v_new_counts boolean := tg_op in ('INSERT', 'UPDATE') and not new.is_hidden;
begin
  -- Two statements (out, then in): one UPDATE cannot assign the same array element twice.
  if v_old_counts then
    update public.courses c
       set review_count = c.review_count - 1,
           review_total = c.review_total - old.rating,
           review_stars[old.rating] = c.review_stars[old.rating] - 1
     where c.id = old.course_id;
  end if;
  if v_new_counts then
    update public.courses c
       set review_count = c.review_count + 1,
           review_total = c.review_total + new.rating,
           review_stars[new.rating] = c.review_stars[new.rating] + 1
     where c.id = new.course_id;
  end if;

  if v_new_counts then
    insert into public.course_review_cards as card
      (id, course_id, rating, body, author_name, created_at, updated_at)
    select new.id, new.course_id, new.rating, new.body, private.public_author_name(p.full_name),
           new.created_at, new.updated_at
    from public.profiles p
    where p.id = new.author_id
    on conflict (id) do update
      set rating = excluded.rating,
          body = excluded.body,
          author_name = excluded.author_name,
          updated_at = excluded.updated_at;
  elsif tg_op = 'UPDATE' then
    delete from public.course_review_cards card where card.id = new.id;
  end if;
  -- DELETE: the card goes with the review (foreign key ON DELETE CASCADE).
  return null;
end;
$$;

-- A renamed person: their cards show the new first name and initial.
create function private.on_profile_name_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.course_review_cards card
     set author_name = private.public_author_name(new.full_name)
    from public.course_reviews r
   where r.author_id = new.id
     and card.id = r.id
     and card.author_name is distinct from private.public_author_name(new.full_name);
  return null;
end;
$$;

revoke all on function private.on_course_reviews_changed() from public, anon, authenticated;
revoke all on function private.on_profile_name_changed() from public, anon, authenticated;

create trigger course_reviews_sync
  after insert or delete or update of rating, body, is_hidden, updated_at on public.course_reviews
  for each row execute function private.on_course_reviews_changed();

create trigger profiles_sync_author_name
  after update of full_name on public.profiles
  for each row
  when (old.full_name is distinct from new.full_name)
  execute function private.on_profile_name_changed();


-- =============================================================================
-- Grants and policies: read only; every write goes through the RPCs below.
-- =============================================================================
revoke all on public.course_reviews, public.course_review_cards from public, anon, authenticated;
grant select on public.course_reviews to authenticated;
grant select on public.course_review_cards to anon, authenticated;

create policy "Authors and administrators can read reviews"
  on public.course_reviews for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Visitors can read the review cards of public courses"
  on public.course_review_cards for select to anon
  using (exists (
    select 1 from public.courses c
    where c.id = course_review_cards.course_id and c.is_active and c.lesson_count > 0
  ));

create policy "Users can read review cards of public, studied or taught courses"
  on public.course_review_cards for select to authenticated
  using (
    exists (
      select 1 from public.courses c
      where c.id = course_review_cards.course_id and c.is_active and c.lesson_count > 0
    )
    or course_id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
  );


-- =============================================================================
-- RPCs
-- =============================================================================

-- The caller may review the course: enrolled and at least one of its lessons completed.
create function private.may_review(p_user uuid, p_course_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.enrollments e where e.user_id = p_user and e.course_id = p_course_id)
     and exists (
       select 1
       from public.lesson_progress lp
       join public.lessons l on l.id = lp.lesson_id
       where lp.user_id = p_user and lp.completed and l.course_id = p_course_id
     );
$$;
revoke all on function private.may_review(uuid, uuid) from public, anon, authenticated;

create function private.review_json(p_review public.course_reviews)
returns json
language sql
immutable
set search_path = ''
as $$
  select json_build_object(
    'id', p_review.id,
    'rating', p_review.rating,
    'body', p_review.body,
    'is_hidden', p_review.is_hidden,
    'created_at', p_review.created_at,
    'updated_at', p_review.updated_at
  );
$$;
revoke all on function private.review_json(public.course_reviews) from public, anon, authenticated;


create function public.get_my_course_review(p_course_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user   uuid := private.require_active_user();
  v_review public.course_reviews;
begin
  select * into v_review from public.course_reviews r
  where r.course_id = p_course_id and r.author_id = v_user;
  return json_build_object(
    'can_review', private.may_review(v_user, p_course_id),
    'review', case when v_review.id is null then null else private.review_json(v_review) end
  );
end;
$$;


create function public.save_course_review(p_course_id uuid, p_rating integer, p_body text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user   uuid := private.require_active_user();
  v_body   text := nullif(regexp_replace(p_body, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
  v_review public.course_reviews;
begin
  if not exists (select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  if not private.may_review(v_user, p_course_id) then
    perform private.raise_api_error('review_requires_completed_lesson');
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    perform private.raise_api_error('invalid_rating');
  end if;
  if char_length(v_body) > 1000 then
    perform private.raise_api_error('review_too_long');
  end if;

  insert into public.course_reviews as r (course_id, author_id, rating, body)
  values (p_course_id, v_user, p_rating, v_body)
  on conflict (course_id, author_id) do update
    set rating = excluded.rating,
        body = excluded.body,
        updated_at = now()
  returning * into v_review;
  return private.review_json(v_review);
end;
$$;


create function public.delete_course_review(p_course_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  delete from public.course_reviews r where r.course_id = p_course_id and r.author_id = v_user;
  return found;
end;
$$;


create function public.set_review_hidden(p_review_id uuid, p_hidden boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin  uuid := private.require_admin();
  v_review public.course_reviews;
begin
  update public.course_reviews r
     set is_hidden = coalesce(p_hidden, r.is_hidden)
   where r.id = p_review_id
  returning * into v_review;
  if not found then
    perform private.raise_api_error('review_not_found');
  end if;
  return json_build_object('id', v_review.id, 'is_hidden', v_review.is_hidden);
end;
$$;


create function public.admin_list_hidden_reviews(
  p_course_id uuid,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.course_reviews r where r.course_id = p_course_id and r.is_hidden;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'rating', x.rating,
             'body', x.body,
             'author_name', private.public_author_name(p.full_name),
             'created_at', x.created_at,
             'updated_at', x.updated_at
           ) order by x.created_at desc, x.id desc)
    from (
      select r.*
      from public.course_reviews r
      where r.course_id = p_course_id and r.is_hidden
      order by r.created_at desc, r.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.author_id
  ));
end;
$$;


revoke all on function
  public.get_my_course_review(uuid),
  public.save_course_review(uuid, integer, text),
  public.delete_course_review(uuid),
  public.set_review_hidden(uuid, boolean),
  public.admin_list_hidden_reviews(uuid, integer, integer)
from public, anon;

grant execute on function
  public.get_my_course_review(uuid),
  public.save_course_review(uuid, integer, text),
  public.delete_course_review(uuid),
  public.set_review_hidden(uuid, boolean),
  public.admin_list_hidden_reviews(uuid, integer, integer)
to authenticated;
