-- =============================================================================
-- Trilha Cloud — catalogue: courses, modules, lessons, teacher links, books, plans
-- =============================================================================
-- ON DELETE behaviour (deliberate):
--   courses  -> course_modules, lessons, teacher_courses     CASCADE
--   courses  -> enrollments, lesson_progress (010300)        CASCADE (progress goes with the course)
--   courses  -> certificates (010400)                        RESTRICT: certificates are never revoked,
--                                                            so a certified course is deactivated, not deleted
--   course_modules -> lessons                                CASCADE ('Excluir este módulo e todas as suas aulas?')
--   profiles -> teacher_courses                              CASCADE
--
-- Counters kept by triggers so public pages never read lessons:
--   course_modules.lesson_count / total_minutes
--   courses.lesson_count / total_minutes   (a course is public when active and lesson_count > 0,
--                                           i.e. it has at least one module with at least one lesson)
--   courses.total_students                 (010300, from enrollments)
--
-- Visibility:
--   anon           active courses with lessons, their modules, active books and plans
--   authenticated  the same, plus (010300) courses/modules/lessons they are enrolled in or teach;
--                  administrators see and write everything
--   lessons (with video_url) are never public: see the policies in 010300.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- courses
-- -----------------------------------------------------------------------------
create table public.courses (
  id              uuid primary key default gen_random_uuid(),
  slug            text not null unique
                  check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title           text not null check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  description     text check (char_length(description) <= 5000),
  image_url       text check (image_url ~ '^(https?://|/)[^[:space:]]*$'),
  duration        text check (char_length(duration) <= 60),     -- free text, e.g. '8 semanas'
  level           text check (char_length(level) <= 60),        -- free text, e.g. 'Iniciante'
  price           numeric(10, 2) check (price >= 0),            -- R$, null = not shown
  total_hours     numeric(6, 1) check (total_hours >= 0 and total_hours * 2 = trunc(total_hours * 2)), -- step 0.5
  rating          numeric(2, 1) check (rating between 0 and 5),
  learning_points text[] not null check (private.texts_are_filled(learning_points, 5, 5)),
  is_active       boolean not null default true,
  -- server-maintained (triggers); read-only for the browser
  total_students  integer not null default 0 check (total_students >= 0),
  lesson_count    integer not null default 0 check (lesson_count >= 0),
  total_minutes   integer not null default 0 check (total_minutes >= 0),
  created_at      timestamptz not null default now()
);
comment on table public.courses is 'Courses for sale. Public when is_active and lesson_count > 0.';
comment on column public.courses.learning_points is 'Exactly 5 non-blank texts (''Preencha exatamente 5 pontos de aprendizado'').';
comment on column public.courses.total_students is 'Number of enrolments, kept by a trigger on enrollments.';
comment on column public.courses.lesson_count is 'Number of lessons over all modules, kept by a trigger on lessons.';
comment on column public.courses.total_minutes is 'Sum of lesson durations, kept by a trigger on lessons.';

-- Public catalogue: active courses with lessons, newest first.
create index courses_public_created_at_idx on public.courses (created_at desc)
  where is_active and lesson_count > 0;

alter table public.courses enable row level security;


-- -----------------------------------------------------------------------------
-- course_modules
-- -----------------------------------------------------------------------------
create table public.course_modules (
  id            uuid primary key default gen_random_uuid(),
  course_id     uuid not null references public.courses (id) on delete cascade,
  title         text not null check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  description   text check (char_length(description) <= 5000),
  order_index   integer not null default 1 check (order_index >= 0),
  -- server-maintained (trigger on lessons)
  lesson_count  integer not null default 0 check (lesson_count >= 0),
  total_minutes integer not null default 0 check (total_minutes >= 0),
  created_at    timestamptz not null default now()
);
comment on table public.course_modules is 'Ordered sections of a course. Public (title, description, counters) when the course is public.';

create index course_modules_course_id_order_idx on public.course_modules (course_id, order_index);

alter table public.course_modules enable row level security;


-- -----------------------------------------------------------------------------
-- lessons — course_id is copied from the module by a trigger (whatever the
-- browser sends): policies and progress queries filter by course without a join.
-- -----------------------------------------------------------------------------
create table public.lessons (
  id               uuid primary key default gen_random_uuid(),
  module_id        uuid not null references public.course_modules (id) on delete cascade,
  course_id        uuid not null references public.courses (id) on delete cascade,
  title            text not null check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  -- Only YouTube and Vimeo links (https). The player turns them into
  -- youtube-nocookie.com/embed/… or player.vimeo.com/video/… URLs.
  video_url        text not null check (
       video_url ~ '^https://((www|m)\.)?youtube\.com/watch\?([^[:space:]<>"#]*&)?v=[A-Za-z0-9_-]{11}([&#][^[:space:]<>"]*)?$'
    or video_url ~ '^https://((www|m)\.)?youtube\.com/(embed|shorts|live)/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'
    or video_url ~ '^https://youtu\.be/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'
    or video_url ~ '^https://(www\.)?youtube-nocookie\.com/embed/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'
    or video_url ~ '^https://(www\.)?vimeo\.com/[0-9]+(/[0-9a-f]+)?([?#][^[:space:]<>"]*)?$'
    or video_url ~ '^https://player\.vimeo\.com/video/[0-9]+([?#][^[:space:]<>"]*)?$'
  ),
  duration_minutes integer not null check (duration_minutes between 1 and 1440),
  order_index      integer not null default 1 check (order_index >= 0),
  created_at       timestamptz not null default now()
);
comment on table public.lessons is 'Lessons. Visible only to enrolled active students, the course''s active teachers and administrators.';
comment on column public.lessons.course_id is 'Always the module''s course (set by a trigger; a value sent by the browser is replaced).';

create index lessons_module_id_order_idx on public.lessons (module_id, order_index);
create index lessons_course_id_idx on public.lessons (course_id);

alter table public.lessons enable row level security;


-- -----------------------------------------------------------------------------
-- teacher_courses — which teacher teaches which course (admin-managed).
-- -----------------------------------------------------------------------------
create table public.teacher_courses (
  teacher_id uuid not null references public.profiles (id) on delete cascade,
  course_id  uuid not null references public.courses (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (teacher_id, course_id)
);
comment on table public.teacher_courses is 'Links teachers to courses (gives them read access to the course content).';

create index teacher_courses_course_id_idx on public.teacher_courses (course_id);

alter table public.teacher_courses enable row level security;


-- -----------------------------------------------------------------------------
-- books
-- -----------------------------------------------------------------------------
create table public.books (
  id           uuid primary key default gen_random_uuid(),
  title        text not null check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  subtitle     text check (char_length(subtitle) <= 300),
  description  text check (char_length(description) <= 5000),
  author       text not null check (author ~ '[^[:space:]]' and char_length(author) <= 200),
  pages        integer check (pages > 0),
  rating       numeric(2, 1) check (rating between 0 and 5),
  reviews      integer not null default 0 check (reviews >= 0),
  price        numeric(10, 2) check (price >= 0),
  image_url    text check (image_url ~ '^(https?://|/)[^[:space:]]*$'),
  sample_url   text check (sample_url ~ '^https?://[^[:space:]]+$'),   -- PDF sample, optional
  purchase_url text check (purchase_url ~ '^https?://[^[:space:]]+$'), -- 'Comprar Agora' needs it
  topics       text[] not null check (private.texts_are_filled(topics, 1, 3)),
  benefits     text[] not null check (private.texts_are_filled(benefits, 1, 6)),
  is_active    boolean not null default true,
  order_index  integer not null default 0,
  created_at   timestamptz not null default now()
);
comment on table public.books is 'Books for sale. Public when is_active.';

create index books_public_order_idx on public.books (order_index) where is_active;

alter table public.books enable row level security;


-- -----------------------------------------------------------------------------
-- pricing_plans
-- -----------------------------------------------------------------------------
create table public.pricing_plans (
  id          uuid primary key default gen_random_uuid(),
  name        text not null check (name ~ '[^[:space:]]' and char_length(name) <= 100),
  price       text not null check (price ~ '[^[:space:]]' and char_length(price) <= 50), -- free text, e.g. 'R$ 49,90'
  period      text check (char_length(period) <= 50),
  description text check (char_length(description) <= 2000),
  features    text[] not null default '{}' check (private.texts_are_filled(features, 0, 30)),
  cta         text not null check (cta ~ '[^[:space:]]' and char_length(cta) <= 60),
  cta_link    text not null check (cta_link ~ '^https?://[^[:space:]]+$'),
  is_popular  boolean not null default false,
  is_active   boolean not null default true,
  order_index integer not null default 0,
  created_at  timestamptz not null default now()
);
comment on table public.pricing_plans is 'Subscription plans. Public when is_active.';

create index pricing_plans_public_order_idx on public.pricing_plans (order_index) where is_active;

alter table public.pricing_plans enable row level security;


-- =============================================================================
-- Server-owned columns and derived values
-- =============================================================================

-- courses: counters and created_at belong to the server.
create function private.guard_course_columns()
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
  elsif new.created_at     is distinct from old.created_at
     or new.total_students is distinct from old.total_students
     or new.lesson_count   is distinct from old.lesson_count
     or new.total_minutes  is distinct from old.total_minutes then
    raise exception 'created_at, total_students, lesson_count and total_minutes are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- course_modules: counters and created_at belong to the server; a module never
-- moves to another course (lessons.course_id is derived from it).
create function private.guard_module_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.course_id is distinct from old.course_id then
    raise exception 'a module cannot move to another course' using errcode = 'P0001';
  end if;

  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at    := now();
    new.lesson_count  := 0;
    new.total_minutes := 0;
  elsif new.created_at    is distinct from old.created_at
     or new.lesson_count  is distinct from old.lesson_count
     or new.total_minutes is distinct from old.total_minutes then
    raise exception 'created_at, lesson_count and total_minutes are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- lessons: course_id always comes from the module; created_at from the server.
create function private.prepare_lesson()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select m.course_id into new.course_id
  from public.course_modules m
  where m.id = new.module_id;

  if new.course_id is null then
    raise exception 'module % does not exist', new.module_id using errcode = '23503';
  end if;

  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    elsif new.created_at is distinct from old.created_at then
      raise exception 'created_at is set by the server' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

-- Recompute lesson_count/total_minutes of a course and of each of its modules.
-- Cheap (one course's lessons) and always exact, unlike +1/-1 bookkeeping.
create function private.refresh_content_counters(p_course_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.course_modules m
     set lesson_count = s.lessons, total_minutes = s.minutes
    from (
      select m2.id, count(l.id)::integer as lessons, coalesce(sum(l.duration_minutes), 0)::integer as minutes
      from public.course_modules m2
      left join public.lessons l on l.module_id = m2.id
      where m2.course_id = p_course_id
      group by m2.id
    ) s
   where m.id = s.id
     and (m.lesson_count, m.total_minutes) is distinct from (s.lessons, s.minutes);

  update public.courses c
     set lesson_count = s.lessons, total_minutes = s.minutes
    from (
      select count(*)::integer as lessons, coalesce(sum(l.duration_minutes), 0)::integer as minutes
      from public.lessons l
      where l.course_id = p_course_id
    ) s
   where c.id = p_course_id
     and (c.lesson_count, c.total_minutes) is distinct from (s.lessons, s.minutes);
$$;

create function private.on_lessons_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_content_counters(new.course_id);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.course_id is distinct from new.course_id) then
    perform private.refresh_content_counters(old.course_id);
  end if;
  return null;
end;
$$;

revoke all on function private.guard_course_columns() from public, anon, authenticated;
revoke all on function private.guard_module_columns() from public, anon, authenticated;
revoke all on function private.prepare_lesson() from public, anon, authenticated;
revoke all on function private.refresh_content_counters(uuid) from public, anon, authenticated;
revoke all on function private.on_lessons_changed() from public, anon, authenticated;

create trigger courses_guard_columns
  before insert or update on public.courses
  for each row execute function private.guard_course_columns();

create trigger course_modules_guard_columns
  before insert or update on public.course_modules
  for each row execute function private.guard_module_columns();

create trigger lessons_prepare
  before insert or update on public.lessons
  for each row execute function private.prepare_lesson();

create trigger lessons_refresh_counters
  after insert or delete or update of module_id, duration_minutes on public.lessons
  for each row execute function private.on_lessons_changed();

create trigger teacher_courses_guard_created_at
  before insert or update on public.teacher_courses
  for each row execute function private.guard_created_at();

create trigger books_guard_created_at
  before insert or update on public.books
  for each row execute function private.guard_created_at();

create trigger pricing_plans_guard_created_at
  before insert or update on public.pricing_plans
  for each row execute function private.guard_created_at();


-- -----------------------------------------------------------------------------
-- private.teaches(course) — caller is an active professor whose teacher record
-- is not suspended/deleted and who is linked to the course.
-- -----------------------------------------------------------------------------
create function private.teaches(p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('professor')
     and exists (
       select 1 from public.teacher_courses tc
       where tc.teacher_id = (select auth.uid()) and tc.course_id = p_course_id
     )
     and not exists (
       select 1 from public.teacher_docs d
       where d.user_id = (select auth.uid()) and d.status <> 'ativo'
     );
$$;
comment on function private.teaches(uuid) is 'Caller is an active professor (status ativo) linked to the course.';

revoke all on function private.teaches(uuid) from public, anon;
grant execute on function private.teaches(uuid) to authenticated;


-- =============================================================================
-- Grants
-- =============================================================================
revoke all on public.courses, public.course_modules, public.lessons, public.teacher_courses,
              public.books, public.pricing_plans
  from public, anon, authenticated;

grant select on public.courses, public.course_modules, public.books, public.pricing_plans to anon, authenticated;
grant select on public.lessons, public.teacher_courses to authenticated;
grant delete on public.courses, public.course_modules, public.lessons, public.teacher_courses,
                public.books, public.pricing_plans to authenticated;

grant insert (slug, title, description, image_url, duration, level, price, total_hours, rating, learning_points, is_active),
      update (slug, title, description, image_url, duration, level, price, total_hours, rating, learning_points, is_active)
  on public.courses to authenticated;

grant insert (course_id, title, description, order_index),
      update (title, description, order_index)
  on public.course_modules to authenticated;

-- course_id may be sent (the generated types require it) but is always
-- replaced by the module's course in private.prepare_lesson().
grant insert (module_id, course_id, title, video_url, duration_minutes, order_index),
      update (module_id, course_id, title, video_url, duration_minutes, order_index)
  on public.lessons to authenticated;

grant insert (teacher_id, course_id) on public.teacher_courses to authenticated;

grant insert (title, subtitle, description, author, pages, rating, reviews, price, image_url, sample_url,
              purchase_url, topics, benefits, is_active, order_index),
      update (title, subtitle, description, author, pages, rating, reviews, price, image_url, sample_url,
              purchase_url, topics, benefits, is_active, order_index)
  on public.books to authenticated;

grant insert (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index),
      update (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index)
  on public.pricing_plans to authenticated;


-- =============================================================================
-- Policies. The `authenticated` SELECT policies of courses, course_modules and
-- lessons depend on enrolments and live in 20261122010300_learning.sql.
-- =============================================================================

-- courses
create policy "Visitors can read active courses that have lessons"
  on public.courses for select to anon
  using (is_active and lesson_count > 0);

create policy "Administrators can add courses"
  on public.courses for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update courses"
  on public.courses for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete courses"
  on public.courses for delete to authenticated
  using ((select private.is_admin()));

-- course_modules
create policy "Visitors can read the modules of public courses"
  on public.course_modules for select to anon
  using (exists (
    select 1 from public.courses c
    where c.id = course_modules.course_id and c.is_active and c.lesson_count > 0
  ));

create policy "Administrators can add modules"
  on public.course_modules for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update modules"
  on public.course_modules for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete modules"
  on public.course_modules for delete to authenticated
  using ((select private.is_admin()));

-- lessons (no anon policy: lessons and their video URLs are never public)
create policy "Administrators can add lessons"
  on public.lessons for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update lessons"
  on public.lessons for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete lessons"
  on public.lessons for delete to authenticated
  using ((select private.is_admin()));

-- teacher_courses
create policy "Teachers and administrators can read course links"
  on public.teacher_courses for select to authenticated
  using (teacher_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators can link teachers to courses"
  on public.teacher_courses for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can unlink teachers from courses"
  on public.teacher_courses for delete to authenticated
  using ((select private.is_admin()));

-- books
create policy "Visitors can read active books"
  on public.books for select to anon
  using (is_active);

create policy "Users can read active books, administrators all books"
  on public.books for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "Administrators can add books"
  on public.books for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update books"
  on public.books for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete books"
  on public.books for delete to authenticated
  using ((select private.is_admin()));

-- pricing_plans
create policy "Visitors can read active plans"
  on public.pricing_plans for select to anon
  using (is_active);

create policy "Users can read active plans, administrators all plans"
  on public.pricing_plans for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "Administrators can add plans"
  on public.pricing_plans for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update plans"
  on public.pricing_plans for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete plans"
  on public.pricing_plans for delete to authenticated
  using ((select private.is_admin()));
