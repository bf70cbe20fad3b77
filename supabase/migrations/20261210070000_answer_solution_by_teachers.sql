-- =============================================================================
-- Trilha Cloud — the solution mark, set from the thread by the course's teachers
-- =============================================================================
-- Contract: docs/engagement.md ("set_answer_solution") and docs/rules/engagement.md
-- ("Points"). Two changes:
--
--   set_answer_solution     the answer's own author never sets (or removes) its
--                           mark: solution_own_answer (P0001). Before, a teacher
--                           or administrator could mark their own answer (it
--                           earned nothing, but the badge said the school
--                           vouched for it when only its author had).
--   get_question_thread     each answer carries can_mark_solution: the caller may
--                           set or remove this answer's mark (a teacher of the
--                           course or an administrator, not its author, and a
--                           hidden answer only to remove the mark), so the thread
--                           offers the button exactly where the call would pass.
-- =============================================================================

create or replace function public.set_answer_solution(p_answer_id uuid, p_solution boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_answer   public.question_answers;
  v_question public.lesson_questions;
  v_points   boolean := false;
begin
  select * into v_answer from public.question_answers a where a.id = p_answer_id;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  select * into v_question from public.lesson_questions q where q.id = v_answer.question_id for update;
  if not (private.teaches(v_question.course_id) or private.is_admin()) then
    raise exception 'not_moderator' using errcode = '42501';
  end if;
  -- The mark is the school vouching for someone else's answer: never its author's own.
  if v_answer.author_id = v_user then
    perform private.raise_api_error('solution_own_answer');
  end if;
  if coalesce(p_solution, false) and (v_answer.is_hidden or v_question.is_hidden) then
    perform private.raise_api_error('solution_hidden');
  end if;

  if coalesce(p_solution, false) then
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.question_id = v_question.id and a.is_solution and a.id <> v_answer.id;
    update public.question_answers a
       set is_solution = true,
           solution_marked_at = coalesce(a.solution_marked_at, now()),
           solution_marked_by = coalesce(a.solution_marked_by, v_user)
     where a.id = v_answer.id;
    -- Never for answering one's own question or for an answer given as teacher.
    if v_answer.author_id <> v_question.author_id and not v_answer.is_teacher then
      v_points := private.award_points(v_answer.author_id, 'answer_solution', v_question.course_id, v_question.id);
    end if;
  else
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.id = v_answer.id;
  end if;

  return json_build_object(
    'answer_id', v_answer.id,
    'question_id', v_question.id,
    'is_solution', coalesce(p_solution, false),
    'points_awarded', v_points
  );
end;
$$;
revoke execute on function public.set_answer_solution(uuid, boolean) from public, anon;
grant execute on function public.set_answer_solution(uuid, boolean) to authenticated, service_role;

create or replace function public.get_question_thread(p_question_id uuid, p_page integer default 1, p_page_size integer default 20)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
  v_access   text;
  v_staff    boolean;
  v_size     integer := private.list_page_size(p_page_size);
  v_total    bigint;
  v_page     integer;
begin
  v_question := private.visible_question(p_question_id, v_user);
  v_access := private.question_access(v_question.course_id);
  v_staff := v_access = 'staff';

  select count(*) into v_total
  from public.question_answers a
  where a.question_id = p_question_id and (not a.is_hidden or v_staff or a.author_id = v_user);
  v_page := private.list_page(p_page, v_total, v_size);

  return json_build_object(
    'question', private.question_json(v_question, v_user),
    'can_moderate', v_staff,
    'answers', private.list_result(v_total, v_page, v_size, (
      -- can_mark_solution mirrors set_answer_solution's checks, in its order.
      select json_agg(
               (private.answer_json(x, v_user)::jsonb
                || jsonb_build_object(
                     'can_mark_solution',
                     v_staff and x.author_id <> v_user
                       and (x.is_solution or not (x.is_hidden or v_question.is_hidden))))::json
               order by x.created_at, x.id)
      from (
        select a.*
        from public.question_answers a
        where a.question_id = p_question_id and (not a.is_hidden or v_staff or a.author_id = v_user)
        order by a.created_at, a.id
        limit v_size offset (v_page - 1) * v_size
      ) x
    ))
  );
end;
$$;
revoke execute on function public.get_question_thread(uuid, integer, integer) from public, anon;
grant execute on function public.get_question_thread(uuid, integer, integer) to authenticated, service_role;
