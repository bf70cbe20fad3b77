-- =============================================================================
-- Trilha Cloud — a track's progress in one planned query
-- =============================================================================
-- The dashboard computes every followed track's progress (private.track_progress_json
-- once per track). As SQL functions calling SQL functions, each call was planned
-- anew, which put a student following three tracks over the dashboard's 10 ms budget
-- at the benchmark's size (docs/performance.md). Same answer, now one query whose plan
-- PL/pgSQL keeps for the session, with the workload read from the course row.
-- =============================================================================

create or replace function private.track_progress_json(p_user uuid, p_track_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_progress jsonb;
begin
  with steps as materialized (
    select s.position, s.kind, c.id as course_id, c.slug, c.title, c.lesson_count,
           coalesce(round(nullif(c.total_hours, 0) * 60)::integer, c.total_minutes) as minutes,
           e.id is not null as enrolled,
           coalesce(e.progress, 0) as progress,
           case when s.kind = 'course' then coalesce(e.completed, false)
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.passed
                )
           end as done,
           case when s.kind = 'exam' then (
             select max(a.scaled_score) from public.assessment_attempts a
             where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.submitted_at is not null
           ) end as best_score
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active
    left join public.enrollments e on e.user_id = p_user and e.course_id = c.id
    where s.track_id = p_track_id
  ),
  totals as (
    select count(*) filter (where done) as steps_done,
           count(*) as steps_total,
           coalesce(sum(round(minutes * (100 - progress) / 100.0)) filter (where kind = 'course' and not done), 0)::integer
             as minutes_left,
           count(*) > 0 and coalesce(bool_and(done), false) as completed,
           max(best_score) as best_exam_score,
           coalesce(jsonb_agg(jsonb_build_object(
             'position', position, 'kind', kind, 'course_id', course_id,
             'course_slug', slug, 'course_title', title, 'enrolled', enrolled,
             'progress', progress, 'done', done, 'best_score', best_score
           ) order by position), '[]'::jsonb) as steps
    from steps
  )
  select jsonb_build_object(
    'steps_done', t.steps_done,
    'steps_total', t.steps_total,
    'minutes_left', t.minutes_left,
    'hours_left', ceil(t.minutes_left / 60.0)::integer,
    'completed', t.completed,
    'best_exam_score', t.best_exam_score,
    'next_step', (
      select jsonb_build_object(
        'position', n.position,
        'kind', n.kind,
        'course_id', n.course_id,
        'course_slug', n.slug,
        'course_title', n.title,
        'enrolled', n.enrolled,
        'lesson', case when n.kind = 'course' and n.enrolled and n.lesson_count > 0
                       then private.continue_lesson(p_user, n.course_id)::jsonb end
      )
      from steps n where not n.done order by n.position limit 1
    ),
    'steps', t.steps
  )
  into v_progress
  from totals t;
  return v_progress;
end;
$$;

revoke all on function private.track_progress_json(uuid, uuid) from public, anon, authenticated;
