-- =============================================================================
-- Trilha Cloud — learning: enrolments, lesson progress and content visibility
-- =============================================================================
-- Who writes what:
--   enrollments      inserted by public.enroll_in_course() only; deleted by
--                    administrators (loses the progress); progress and
--                    completed are recomputed by the server only.
--   lesson_progress  inserted by public.complete_lesson() only.
--   courses.total_students  +1/-1 by the enrolment trigger (row lock on the
--                    course keeps it exact under concurrency).
--   enrollments.progress    round(100 * completed lessons / lessons of the
--                    course), recomputed when a lesson is completed and when
--                    lessons are added to / removed from the course.
--
-- ON DELETE: profiles -> enrollments, lesson_progress CASCADE;
--            courses -> enrollments CASCADE; lessons -> lesson_progress CASCADE.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- enrollments
-- -----------------------------------------------------------------------------
create table public.enrollments (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references public.profiles (id) on delete cascade,
  course_id   uuid not null references public.courses (id) on delete cascade,
  progress    integer not null default 0 check (progress between 0 and 100),
  completed   boolean not null default false,
  enrolled_at timestamptz not null default now(),
  -- One enrolment per user and course: a duplicate gives 23505 (UI: 'Você já está inscrito neste curso!').
  constraint enrollments_user_id_course_id_key unique (user_id, course_id),
  constraint enrollments_completed_matches_progress check (completed = (progress = 100))
);
comment on table public.enrollments is 'A user enrolled in a course. Progress/completed are computed by the server.';

-- Admin list of one course's students (newest first) and per-course counts.
-- (user_id lookups use the unique index above.)
create index enrollments_course_id_enrolled_at_idx on public.enrollments (course_id, enrolled_at desc);

alter table public.enrollments enable row level security;


-- -----------------------------------------------------------------------------
-- lesson_progress — one row per completed lesson and user. There is no way
-- back to "not completed", so rows are only ever inserted.
-- -----------------------------------------------------------------------------
create table public.lesson_progress (
  user_id      uuid not null references public.profiles (id) on delete cascade,
  lesson_id    uuid not null references public.lessons (id) on delete cascade,
  completed    boolean not null default true,
  completed_at timestamptz default now(),
  primary key (user_id, lesson_id),
  constraint lesson_progress_completed_at_matches check (completed = (completed_at is not null))
);
comment on table public.lesson_progress is 'Completed lessons per user. Written by public.complete_lesson() only.';

create index lesson_progress_lesson_id_idx on public.lesson_progress (lesson_id);

alter table public.lesson_progress enable row level security;


-- =============================================================================
-- Content helpers
-- =============================================================================

-- Caller (active) is enrolled in the course.
create function private.is_enrolled(p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_user()
     and exists (
       select 1 from public.enrollments e
       where e.user_id = (select auth.uid()) and e.course_id = p_course_id
     );
$$;
comment on function private.is_enrolled(uuid) is 'Caller is active and enrolled in the course.';

-- Courses whose content the caller may see: enrolled (active user) or taught
-- (active professor, teacher status ativo). Returned as one array so a policy
-- evaluates it once per statement: `course_id = any ((select private.my_course_ids())::uuid[])`.
create function private.my_course_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct x.course_id), '{}')
  from (
    select e.course_id
    from public.enrollments e
    where e.user_id = (select auth.uid())
    union all
    select tc.course_id
    from public.teacher_courses tc
    where tc.teacher_id = (select auth.uid())
      and private.has_role('professor')
      and not exists (
        select 1 from public.teacher_docs d
        where d.user_id = (select auth.uid()) and d.status <> 'ativo'
      )
  ) x
  where private.is_active_user();
$$;
comment on function private.my_course_ids() is 'Ids of the courses the caller is enrolled in or teaches (active users only).';

revoke all on function private.is_enrolled(uuid) from public, anon;
revoke all on function private.my_course_ids() from public, anon;
grant execute on function private.is_enrolled(uuid) to authenticated;
grant execute on function private.my_course_ids() to authenticated;


-- =============================================================================
-- Progress and counters
-- =============================================================================

-- Recompute progress/completed of every enrolment of a course (after lessons
-- were added or removed). Locks the enrolments first, in a fixed order, so a
-- concurrent complete_lesson() (which locks its own enrolment) either finishes
-- before this runs or sees the new lesson set.
create function private.refresh_course_progress(p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.enrollments e
  where e.course_id = p_course_id
  order by e.id
  for update;

  update public.enrollments e
     set progress = s.progress,
         completed = (s.progress = 100)
    from (
      select e2.id,
             case when t.total = 0 then 0
                  else round(100.0 * count(lp.lesson_id) / t.total)::integer
             end as progress
      from public.enrollments e2
      cross join (select count(*) as total from public.lessons l where l.course_id = p_course_id) t
      left join public.lesson_progress lp
             on lp.user_id = e2.user_id
            and lp.completed
            and lp.lesson_id in (select l.id from public.lessons l where l.course_id = p_course_id)
      where e2.course_id = p_course_id
      group by e2.id, t.total
    ) s
   where e.id = s.id
     and (e.progress, e.completed) is distinct from (s.progress, s.progress = 100);
end;
$$;

create function private.on_lessons_changed_refresh_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_course_progress(new.course_id);
  end if;
  -- Skip when the whole course is being deleted (its enrolments go with it).
  if (tg_op = 'DELETE' or old.course_id is distinct from new.course_id)
     and exists (select 1 from public.courses c where c.id = old.course_id) then
    perform private.refresh_course_progress(old.course_id);
  end if;
  return null;
end;
$$;

-- total_students and "removing an enrolment loses its progress".
create function private.on_enrollments_changed()
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
  return null;
end;
$$;

-- An enrolment never changes owner or course (total_students relies on it).
create function private.guard_enrollment_keys()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id or new.course_id is distinct from old.course_id then
    raise exception 'an enrolment cannot change user or course' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke all on function private.refresh_course_progress(uuid) from public, anon, authenticated;
revoke all on function private.on_lessons_changed_refresh_progress() from public, anon, authenticated;
revoke all on function private.on_enrollments_changed() from public, anon, authenticated;
revoke all on function private.guard_enrollment_keys() from public, anon, authenticated;

create trigger lessons_refresh_progress
  after insert or delete or update of module_id on public.lessons
  for each row execute function private.on_lessons_changed_refresh_progress();

create trigger enrollments_count_students
  after insert or delete on public.enrollments
  for each row execute function private.on_enrollments_changed();

create trigger enrollments_guard_keys
  before update on public.enrollments
  for each row execute function private.guard_enrollment_keys();


-- =============================================================================
-- Grants (no INSERT/UPDATE for browser roles: enrol and complete go through RPCs)
-- =============================================================================
revoke all on public.enrollments, public.lesson_progress from public, anon, authenticated;
grant select, delete on public.enrollments to authenticated;
grant select on public.lesson_progress to authenticated;


-- =============================================================================
-- Policies
-- =============================================================================

-- enrollments
create policy "Active owners and administrators can read enrolments"
  on public.enrollments for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.is_active_user()))
    or (select private.is_admin())
  );

create policy "Administrators can remove enrolments"
  on public.enrollments for delete to authenticated
  using ((select private.is_admin()));

-- lesson_progress
create policy "Active owners and administrators can read lesson progress"
  on public.lesson_progress for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.is_active_user()))
    or (select private.is_admin())
  );

-- Course content for signed-in users (the anon policies are in 010200).
create policy "Users can read public, studied or taught courses"
  on public.courses for select to authenticated
  using (
    (is_active and lesson_count > 0)
    or id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
  );

create policy "Users can read modules of public, studied or taught courses"
  on public.course_modules for select to authenticated
  using (
    exists (
      select 1 from public.courses c
      where c.id = course_modules.course_id and c.is_active and c.lesson_count > 0
    )
    or course_id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
  );

create policy "Enrolled students, teachers and admins can read lessons"
  on public.lessons for select to authenticated
  using (
    course_id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
  );
