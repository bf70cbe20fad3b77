-- =============================================================================
-- Trilha Cloud — watch position: resume a lesson where it stopped, 'Continuar'
-- =============================================================================
-- watch_positions  one row per user and lesson: the second of the lesson where the
--                  video last was. Written only by public.save_watch_position().
--
-- The lesson's length. The database only knows duration_minutes, so a position is
-- clamped to [0, duration_minutes * 60]. The player may report the video's real
-- duration, but a length sent by the browser proves nothing; administrators give the
-- duration rounded up to the minute. Positions are seconds from the lesson's own start
-- (a lesson cut from a longer video by a start time, e.g. ?t=1397, starts at 0).
--
-- Who may store a position: an active user enrolled in the lesson's course, or any
-- active user for a free preview lesson ('Aula gratuita') of a public course. Visitors
-- without an account store nothing. Never another user's row: the user is always
-- auth.uid(), the browser never names one.
--
-- 'Continuar' (dashboard card, course page): private.continue_lesson() — the lesson
-- watched most recently that is not completed; otherwise the usual next lesson (first
-- not completed in course order; the first lesson when all are done) — with its saved
-- second (0 when none).
--
-- RPCs (EXECUTE for authenticated only):
--   save_watch_position(p_lesson_id uuid, p_position_seconds integer)
--       -> json {lesson_id, position_seconds}      (position as stored, after clamping)
--       P0001 invalid_position (null), P0001 lesson_not_found, 42501 not_enrolled
--   get_continue_lesson(p_course_id uuid)
--       -> json {id, title, module_title, position_seconds} | null (not enrolled, no lessons)
--   get_student_dashboard() — as before (20261122010600) plus, per enrolment,
--       continue_lesson {id, title, module_title, position_seconds} | null and course.price.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- watch_positions
-- -----------------------------------------------------------------------------
create table public.watch_positions (
  user_id          uuid not null references public.profiles (id) on delete cascade,
  lesson_id        uuid not null references public.lessons (id) on delete cascade,
  position_seconds integer not null check (position_seconds between 0 and 86400),
  updated_at       timestamptz not null default now(),
  primary key (user_id, lesson_id)
);
comment on table public.watch_positions is
  'Where each user stopped in each lesson (seconds from the lesson''s start). Written by public.save_watch_position() only.';

-- user_id is covered by the primary key; lesson_id for the foreign key (lesson deleted).
create index watch_positions_lesson_id_idx on public.watch_positions (lesson_id);

alter table public.watch_positions enable row level security;

revoke all on public.watch_positions from public, anon, authenticated;
grant select on public.watch_positions to authenticated;

create policy "Active users can read their own watch positions"
  on public.watch_positions for select to authenticated
  using (user_id = (select auth.uid()) and (select private.is_active_user()));


-- -----------------------------------------------------------------------------
-- Removing an enrolment loses its progress: the positions too.
-- Same function as in 20261122010300, plus the watch_positions delete.
-- -----------------------------------------------------------------------------
create or replace function private.on_enrollments_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.courses set total_students = total_students + 1 where id = new.course_id;
    return null;
  end if;

  -- DELETE
  update public.courses set total_students = total_students - 1 where id = old.course_id;
  delete from public.lesson_progress lp
   using public.lessons l
   where lp.lesson_id = l.id
     and l.course_id = old.course_id
     and lp.user_id = old.user_id;
  delete from public.watch_positions w
   using public.lessons l
   where w.lesson_id = l.id
     and l.course_id = old.course_id
     and w.user_id = old.user_id;
  return null;
end;
$$;


-- -----------------------------------------------------------------------------
-- private.continue_lesson(user, course) — the lesson 'Continuar' opens, or null.
-- Called by the security definer RPCs below with the caller's id; nobody else
-- may execute it.
-- -----------------------------------------------------------------------------
create function private.continue_lesson(p_user_id uuid, p_course_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
           'id', x.id,
           'title', x.title,
           'module_title', x.module_title,
           'position_seconds', coalesce(x.position_seconds, 0)
         )
  from (
    select l.id, l.title, m.title as module_title, w.position_seconds, w.updated_at,
           m.order_index as module_order, m.created_at as module_created, m.id as module_id,
           l.order_index, l.created_at, exists (
             select 1 from public.lesson_progress lp
             where lp.user_id = p_user_id and lp.lesson_id = l.id and lp.completed
           ) as completed
    from public.lessons l
    join public.course_modules m on m.id = l.module_id
    left join public.watch_positions w on w.user_id = p_user_id and w.lesson_id = l.id
    where l.course_id = p_course_id
  ) x
  order by
    -- 1. the lesson watched most recently that is not completed
    (x.updated_at is not null and not x.completed) desc,
    case when not x.completed then x.updated_at end desc nulls last,
    -- 2. the first lesson not completed, 3. the first lesson (all done)
    x.completed,
    x.module_order, x.module_created, x.module_id, x.order_index, x.created_at, x.id
  limit 1;
$$;
comment on function private.continue_lesson(uuid, uuid) is
  'The lesson ''Continuar'' opens for a user in a course, with its saved second (json), or null.';

revoke all on function private.continue_lesson(uuid, uuid) from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- save_watch_position
-- -----------------------------------------------------------------------------
create function public.save_watch_position(p_lesson_id uuid, p_position_seconds integer)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_lesson   public.lessons;
  v_position integer;
begin
  if p_position_seconds is null then
    perform private.raise_api_error('invalid_position');
  end if;

  select * into v_lesson from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  if not exists (
       select 1 from public.enrollments e
       where e.user_id = v_user and e.course_id = v_lesson.course_id
     )
     and not (
       v_lesson.is_preview
       and exists (
         select 1 from public.courses c
         where c.id = v_lesson.course_id and c.is_active and c.lesson_count > 0
       )
     ) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;

  v_position := least(greatest(p_position_seconds, 0), v_lesson.duration_minutes * 60);

  -- One row per user and lesson, whatever the number of parallel calls.
  insert into public.watch_positions as w (user_id, lesson_id, position_seconds, updated_at)
  values (v_user, p_lesson_id, v_position, now())
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        updated_at       = excluded.updated_at;

  return json_build_object('lesson_id', p_lesson_id, 'position_seconds', v_position);
end;
$$;


-- -----------------------------------------------------------------------------
-- get_continue_lesson — the course page's 'Continuar' for an enrolled caller.
-- -----------------------------------------------------------------------------
create function public.get_continue_lesson(p_course_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (
    select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id
  ) then
    return null;
  end if;
  return private.continue_lesson(v_user, p_course_id);
end;
$$;


-- -----------------------------------------------------------------------------
-- get_student_dashboard — unchanged but for continue_lesson and course.price.
-- -----------------------------------------------------------------------------
create or replace function public.get_student_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return (
    with cards as (
      select
        e.id,
        e.progress,
        e.completed,
        e.enrolled_at,
        c.id as course_id,
        c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price,
        c.total_hours, c.lesson_count, c.total_minutes, c.is_active,
        (
          select count(*)
          from public.lesson_progress lp
          join public.lessons l on l.id = lp.lesson_id
          where lp.user_id = v_user and lp.completed and l.course_id = c.id
        ) as lessons_completed,
        coalesce(
          -- first lesson not completed yet, in module order then lesson order
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
              and not exists (
                select 1 from public.lesson_progress lp
                where lp.user_id = v_user and lp.lesson_id = l.id and lp.completed
              )
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          ),
          -- all done: the first lesson (null only when the course has none)
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          )
        ) as next_lesson,
        private.continue_lesson(v_user, c.id) as continue_lesson
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    )
    select json_build_object(
      'counters', json_build_object(
        'active_courses',   (select count(*) from cards),
        'study_hours',      (select coalesce(round(sum(total_minutes * progress / 100.0) / 60), 0)::integer from cards),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
      'enrollments', coalesce((
        select json_agg(json_build_object(
                 'id', k.id,
                 'progress', k.progress,
                 'completed', k.completed,
                 'enrolled_at', k.enrolled_at,
                 'lessons_completed', k.lessons_completed,
                 'lessons_total', k.lesson_count,
                 'next_lesson', k.next_lesson,
                 'continue_lesson', k.continue_lesson,
                 'course', json_build_object(
                   'id', k.course_id, 'slug', k.slug, 'title', k.title, 'description', k.description,
                   'image_url', k.image_url, 'duration', k.duration, 'level', k.level, 'price', k.price,
                   'total_hours', k.total_hours, 'lesson_count', k.lesson_count,
                   'total_minutes', k.total_minutes, 'is_active', k.is_active
                 )
               ) order by k.enrolled_at desc, k.id)
        from cards k
      ), '[]'::json)
    )
  );
end;
$$;


-- =============================================================================
-- EXECUTE: authenticated only
-- =============================================================================
revoke all on function
  public.save_watch_position(uuid, integer),
  public.get_continue_lesson(uuid)
from public, anon;

grant execute on function
  public.save_watch_position(uuid, integer),
  public.get_continue_lesson(uuid)
to authenticated;
