-- =============================================================================
-- Trilha Cloud — a teacher's courses are their own list, changed one link at a time
-- =============================================================================
-- A teacher's specialization (teacher_docs.specialization, one course's title) is a
-- label. The courses they teach (teacher_courses: what gives them the course's
-- students, lessons and questions) are a separate list. update_teacher used to
-- replace every link with the specialization's course, so editing a teacher with
-- two courses silently took one away. Now the edit writes the label only, and a
-- link is added or removed by its own call (docs/rules/teachers.md).
--
-- update_teacher(p_user_id uuid, p_bio text = null, p_specialization_course_id uuid = null,
--                p_keep_specialization boolean = false) -> teacher_docs row   (admin)
--     Replaces update_teacher(uuid, text, uuid). The edit dialog's whole state, every
--     argument meaning "set to this" (an omitted bio or course clears it): biography
--     (trimmed, blank = null) and specialization = the course's title (null without a
--     course). p_keep_specialization leaves the specialization as it is: a label that is
--     no course's title (older records, the seed) survives an edit of the biography.
--     Never touches teacher_courses. Creates the record (status ativo) for a
--     professor who has none yet (promoted on the users screen).
--     P0001 teacher_not_found, P0001 course_not_found, P0001 bio_too_long
--
-- link_teacher_course(p_user_id uuid, p_course_id uuid) -> teacher_courses row   (admin)
--     The teacher starts teaching the course; linking a course already linked
--     changes nothing and answers its row.
--     P0001 teacher_not_found, P0001 course_not_found
--
-- unlink_teacher_course(p_user_id uuid, p_course_id uuid) -> teacher_courses row   (admin)
--     The teacher stops teaching the course (the row removed is answered).
--     P0001 teacher_not_found, P0001 link_not_found
--
-- All security definer with an empty search_path, executable by authenticated only
-- (they check private.require_admin() first), never by PUBLIC or anon. Each locks the
-- teacher's role row (private.lock_teacher), so edits, link changes and deleting one
-- teacher run one after the other.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- update_teacher (admin): bio and the specialization label, nothing else
-- -----------------------------------------------------------------------------
drop function public.update_teacher(uuid, text, uuid);

create function public.update_teacher(
  p_user_id                   uuid,
  p_bio                       text default null,
  p_specialization_course_id  uuid default null,
  p_keep_specialization       boolean default false
)
returns public.teacher_docs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_bio   text := nullif(btrim(p_bio), '');
  v_title text;
  v_row   public.teacher_docs;
begin
  perform private.lock_teacher(p_user_id);
  if char_length(v_bio) > 5000 then
    perform private.raise_api_error('bio_too_long');
  end if;
  if p_keep_specialization then
    select d.specialization into v_title from public.teacher_docs d where d.user_id = p_user_id;
  elsif p_specialization_course_id is not null then
    select c.title into v_title from public.courses c where c.id = p_specialization_course_id;
    if not found then
      perform private.raise_api_error('course_not_found');
    end if;
  end if;

  insert into public.teacher_docs (user_id, bio, specialization)
  values (p_user_id, v_bio, v_title)
  on conflict (user_id) do update
    set bio = excluded.bio, specialization = excluded.specialization
  returning * into v_row;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- link_teacher_course (admin)
-- -----------------------------------------------------------------------------
create function public.link_teacher_course(p_user_id uuid, p_course_id uuid)
returns public.teacher_courses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_courses;
begin
  perform private.lock_teacher(p_user_id);
  -- key share: the course cannot be deleted before the link is written.
  perform 1 from public.courses c where c.id = p_course_id for key share;
  if not found then
    perform private.raise_api_error('course_not_found');
  end if;

  insert into public.teacher_courses (teacher_id, course_id)
  values (p_user_id, p_course_id)
  on conflict (teacher_id, course_id) do nothing
  returning * into v_row;
  if v_row.teacher_id is null then
    select * into v_row from public.teacher_courses tc
     where tc.teacher_id = p_user_id and tc.course_id = p_course_id;
  end if;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- unlink_teacher_course (admin)
-- -----------------------------------------------------------------------------
create function public.unlink_teacher_course(p_user_id uuid, p_course_id uuid)
returns public.teacher_courses
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_courses;
begin
  perform private.lock_teacher(p_user_id);
  delete from public.teacher_courses tc
   where tc.teacher_id = p_user_id and tc.course_id = p_course_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('link_not_found');
  end if;
  return v_row;
end;
$$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  public.update_teacher(uuid, text, uuid, boolean),
  public.link_teacher_course(uuid, uuid),
  public.unlink_teacher_course(uuid, uuid)
from public, anon, authenticated;

grant execute on function
  public.update_teacher(uuid, text, uuid, boolean),
  public.link_teacher_course(uuid, uuid),
  public.unlink_teacher_course(uuid, uuid)
to authenticated;
