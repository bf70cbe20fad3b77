-- The viewer's standing in a course's quizzes and simulado as a column of `courses`
-- (`courses?select=...,assessment_standing`), so the screens that already read the course for the
-- signed-in person — the lesson player's outline and the course page's enrolment — carry the quiz
-- entries and what the certificate still waits for in the same request (docs/assessments.md,
-- "The standing as a column"). The answer is get_course_assessments' for the caller; null for a
-- visitor, an inactive account, or someone who may not take the course's quizzes (not enrolled,
-- not its teacher, not an administrador), so nothing more than the table's own RLS gives is shown.
create function public.assessment_standing(p_course public.courses)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null or not private.is_active_user() then null
    when private.question_access(p_course.id) is null then null
    else public.get_course_assessments(p_course.id)
  end;
$$;

revoke all on function public.assessment_standing(public.courses) from public, anon;
grant execute on function public.assessment_standing(public.courses) to authenticated;
comment on function public.assessment_standing(public.courses) is
  'The caller''s quiz and simulado standing in this course (get_course_assessments), or null without access.';
