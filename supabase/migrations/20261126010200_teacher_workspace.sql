-- =============================================================================
-- Trilha Cloud — a teacher's workspace: their students and the questions waiting for them
-- =============================================================================
-- Everything here is about courses linked to the calling teacher (private.teaches: an
-- active professor, teacher status ativo, linked in teacher_courses). A course that is not
-- theirs answers 42501 not_teacher: a teacher sees nothing of other courses (threat 21).
--
-- teacher_course_students(p_course_id uuid, p_page integer = 1, p_page_size integer = 25)
--     -> {total, page, page_size, rows: [{id, full_name, progress, completed, enrolled_at,
--                                         last_activity_at}]}
--     The course's students, newest enrolment first, read-only. id is the enrolment's.
--     Only the name: never the e-mail, phone, address or income.
--     last_activity_at: the latest of the enrolment, a lesson completed, a video position
--     saved and a question asked in this course.
--
-- teacher_waiting_questions(p_course_id uuid = null, p_page integer = 1, p_page_size integer = 10)
--     -> {total, page, page_size, rows: [{id, title, excerpt, author_name, created_at, upvotes,
--                                         answer_count, course: {id, title},
--                                         lesson: {id, title}}]}
--     Questions waiting for a teacher (not hidden, not resolved, no teacher answer yet),
--     newest first, of one course or (null) of every course the caller teaches.
--
-- The dashboard shows the first page of teacher_waiting_questions() next to
-- get_teacher_dashboard() (unchanged): two requests, whatever the number of courses.
-- =============================================================================


-- The courses the caller teaches now (see private.teaches), as one array.
create function private.my_taught_course_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(tc.course_id), '{}')
  from public.teacher_courses tc
  where tc.teacher_id = (select auth.uid())
    and private.teaches(tc.course_id);
$$;
revoke all on function private.my_taught_course_ids() from public, anon, authenticated;


create function public.teacher_course_students(
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
  v_user  uuid := private.require_active_user();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  if not private.teaches(p_course_id) then
    raise exception 'not_teacher' using errcode = '42501';
  end if;

  select count(*) into v_total from public.enrollments e where e.course_id = p_course_id;
  v_page := private.list_page(p_page, v_total, v_size);

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'full_name', p.full_name,
             'progress', x.progress,
             'completed', x.completed,
             'enrolled_at', x.enrolled_at,
             'last_activity_at', greatest(
               x.enrolled_at,
               (select max(lp.completed_at)
                from public.lesson_progress lp
                join public.lessons l on l.id = lp.lesson_id
                where lp.user_id = x.user_id and l.course_id = p_course_id),
               (select max(w.updated_at)
                from public.watch_positions w
                join public.lessons l on l.id = w.lesson_id
                where w.user_id = x.user_id and l.course_id = p_course_id),
               (select max(q.created_at)
                from public.lesson_questions q
                where q.author_id = x.user_id and q.course_id = p_course_id)
             )
           ) order by x.enrolled_at desc, x.id desc)
    from (
      select e.*
      from public.enrollments e
      where e.course_id = p_course_id
      order by e.enrolled_at desc, e.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.user_id
  ));
end;
$$;


create function public.teacher_waiting_questions(
  p_course_id uuid default null,
  p_page integer default 1,
  p_page_size integer default 10
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user    uuid := private.require_active_user();
  v_size    integer := private.list_page_size(p_page_size);
  v_courses uuid[];
  v_total   bigint;
  v_page    integer;
begin
  if p_course_id is not null then
    if not private.teaches(p_course_id) then
      raise exception 'not_teacher' using errcode = '42501';
    end if;
    v_courses := array[p_course_id];
  else
    if not private.has_role('professor') then
      raise exception 'teacher_only' using errcode = '42501';
    end if;
    v_courses := private.my_taught_course_ids();
  end if;

  select count(*) into v_total
  from public.lesson_questions q
  where q.course_id = any (v_courses)
    and not q.is_hidden and not q.is_resolved and q.teacher_answer_count = 0;
  v_page := private.list_page(p_page, v_total, v_size);

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'title', x.title,
             'excerpt', left(x.body, 280),
             'author_name', private.public_author_name(p.full_name),
             'created_at', x.created_at,
             'upvotes', x.upvote_count,
             'answer_count', x.answer_count,
             'course', json_build_object('id', c.id, 'title', c.title),
             'lesson', json_build_object('id', l.id, 'title', l.title)
           ) order by x.created_at desc, x.id desc)
    from (
      select q.*
      from public.lesson_questions q
      where q.course_id = any (v_courses)
        and not q.is_hidden and not q.is_resolved and q.teacher_answer_count = 0
      order by q.created_at desc, q.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.author_id
    join public.lessons l on l.id = x.lesson_id
    join public.courses c on c.id = x.course_id
  ));
end;
$$;


revoke all on function
  public.teacher_course_students(uuid, integer, integer),
  public.teacher_waiting_questions(uuid, integer, integer)
from public, anon;

grant execute on function
  public.teacher_course_students(uuid, integer, integer),
  public.teacher_waiting_questions(uuid, integer, integer)
to authenticated;
