-- =============================================================================
-- Trilha Cloud — whole curriculum for everyone, free preview lessons, lesson descriptions
-- =============================================================================
-- What changes (the curriculum and free previews):
--   lessons.description   optional plain text shown under the video (line breaks kept,
--                          links made clickable by the app, never rendered as HTML).
--   lessons.is_preview     'Aula gratuita': anyone, signed in or not, may watch it.
--   lesson_outlines        what anyone may know about every lesson of a public course:
--                          title, length, order, module and the preview flag. NEVER the
--                          video link or the description. Kept by a trigger on lessons.
--
-- Why a table of its own and not column privileges on lessons: the local stack
-- (@supabase/lite) grants ALL on every RLS table at runtime (see the foundation
-- migration), which erases column grants, so "anon may read lessons but not
-- video_url" would hold on the hosted project only. Here the rule is made of rows:
--   * lessons (with video_url) are readable by enrolled students, the course's teachers,
--     administrators and — new — by anyone for the preview lessons of a public course;
--   * every other path a visitor has (embeds, filters, counts) goes through
--     lesson_outlines, which has no video column to leak.
-- The PostgREST embeds keep working unambiguously: lesson_outlines references courses
-- and course_modules (like lessons does) but not lessons, so it is never taken for a
-- many-to-many junction between them. Its id is the lesson's id; rows follow the lesson
-- through the trigger below (insert, update, delete).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- lessons: description and preview flag
-- -----------------------------------------------------------------------------
alter table public.lessons
  add column description text check (char_length(description) <= 5000),
  add column is_preview  boolean not null default false;
comment on column public.lessons.description is 'Optional plain text under the video. Shown as text (links made clickable by the app), never as HTML.';
comment on column public.lessons.is_preview is '''Aula gratuita'': the lesson (video included) is readable by anyone while the course is public.';


-- -----------------------------------------------------------------------------
-- lesson_outlines — the public outline of every lesson (no video link, no description)
-- -----------------------------------------------------------------------------
create table public.lesson_outlines (
  id               uuid primary key,            -- = lessons.id (kept by private.sync_lesson_outline)
  course_id        uuid not null references public.courses (id) on delete cascade,
  module_id        uuid not null references public.course_modules (id) on delete cascade,
  title            text not null,
  duration_minutes integer not null,
  order_index      integer not null,
  is_preview       boolean not null,
  created_at       timestamptz not null         -- the lesson's, to break order_index ties like the player
);
comment on table public.lesson_outlines is
  'Title, length, order and preview flag of every lesson, readable wherever the course is (the curriculum on the course page). Written only by a trigger on lessons; never holds a video link.';

create index lesson_outlines_module_id_order_idx on public.lesson_outlines (module_id, order_index);
create index lesson_outlines_course_id_idx on public.lesson_outlines (course_id);

alter table public.lesson_outlines enable row level security;


-- -----------------------------------------------------------------------------
-- Trigger: lessons -> lesson_outlines (same transaction, so they never disagree)
-- -----------------------------------------------------------------------------
create function private.sync_lesson_outline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.lesson_outlines o where o.id = old.id;
    return null;
  end if;

  insert into public.lesson_outlines as o
    (id, course_id, module_id, title, duration_minutes, order_index, is_preview, created_at)
  values
    (new.id, new.course_id, new.module_id, new.title, new.duration_minutes, new.order_index, new.is_preview, new.created_at)
  on conflict (id) do update
    set course_id        = excluded.course_id,
        module_id        = excluded.module_id,
        title            = excluded.title,
        duration_minutes = excluded.duration_minutes,
        order_index      = excluded.order_index,
        is_preview       = excluded.is_preview,
        created_at       = excluded.created_at
  where (o.course_id, o.module_id, o.title, o.duration_minutes, o.order_index, o.is_preview, o.created_at)
        is distinct from
        (excluded.course_id, excluded.module_id, excluded.title, excluded.duration_minutes,
         excluded.order_index, excluded.is_preview, excluded.created_at);
  return null;
end;
$$;

revoke all on function private.sync_lesson_outline() from public, anon, authenticated;

create trigger lessons_sync_outline
  after insert or update or delete on public.lessons
  for each row execute function private.sync_lesson_outline();

-- Lessons that exist already.
insert into public.lesson_outlines (id, course_id, module_id, title, duration_minutes, order_index, is_preview, created_at)
select l.id, l.course_id, l.module_id, l.title, l.duration_minutes, l.order_index, l.is_preview, l.created_at
from public.lessons l
on conflict (id) do nothing;


-- =============================================================================
-- Grants
-- =============================================================================
revoke all on public.lesson_outlines from public, anon, authenticated;
grant select on public.lesson_outlines to anon, authenticated;

-- Visitors read lessons now (rows limited to the preview lessons of public courses by RLS).
grant select on public.lessons to anon;

-- Administrators write the two new columns (the other lesson columns are granted in 010200).
grant insert (description, is_preview), update (description, is_preview) on public.lessons to authenticated;


-- =============================================================================
-- Policies
-- =============================================================================

-- lesson_outlines: wherever the course itself is readable.
create policy "Visitors can read the lesson outlines of public courses"
  on public.lesson_outlines for select to anon
  using (exists (
    select 1 from public.courses c
    where c.id = lesson_outlines.course_id and c.is_active and c.lesson_count > 0
  ));

create policy "Users can read lesson outlines of public, studied or taught courses"
  on public.lesson_outlines for select to authenticated
  using (
    exists (
      select 1 from public.courses c
      where c.id = lesson_outlines.course_id and c.is_active and c.lesson_count > 0
    )
    or course_id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
  );

-- lessons: preview lessons of a public course for anyone; everything else as before
-- (enrolled students, the course's active teachers, administrators).
create policy "Visitors can read the free preview lessons of public courses"
  on public.lessons for select to anon
  using (
    is_preview
    and exists (
      select 1 from public.courses c
      where c.id = lessons.course_id and c.is_active and c.lesson_count > 0
    )
  );

drop policy "Enrolled students, teachers and admins can read lessons" on public.lessons;

create policy "Enrolled students, teachers, admins and preview viewers can read lessons"
  on public.lessons for select to authenticated
  using (
    course_id = any ((select private.my_course_ids())::uuid[])
    or (select private.is_admin())
    or (
      is_preview
      and exists (
        select 1 from public.courses c
        where c.id = lessons.course_id and c.is_active and c.lesson_count > 0
      )
    )
  );
