-- =============================================================================
-- Trilha Cloud — the dashboard carries the goal card: get_student_dashboard gains
-- `study` (the week, the goal, the streak and the points), so the dashboard
-- stays at two requests
-- =============================================================================
-- The body is the tracks' restatement (20261206000000_tracks.sql) with one key
-- added; `study` is exactly get_my_study_week()'s answer (docs/engagement.md).
-- =============================================================================

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
        private.continue_lesson(v_user, c.id) as continue_lesson,
        private.certificate_requirements_missing(v_user, c.id) as missing
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    )
    select json_build_object(
      'counters', json_build_object(
        'active_courses',   (select count(*) from cards),
        'study_hours',      (select coalesce(round(sum(total_minutes * progress / 100.0) / 60), 0)::integer from cards),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
      'study', private.study_week_json(v_user, now()),
      'tracks', coalesce((
        select json_agg((jsonb_build_object(
                 'id', t.id,
                 'slug', t.slug,
                 'title', t.title,
                 'target_role', t.target_role,
                 'image_url', t.image_url,
                 'followed_at', f.followed_at,
                 'certificate_code', (select tc.verification_code from public.track_certificates tc
                                      where tc.user_id = v_user and tc.track_id = t.id)
               ) || (private.track_progress_json(v_user, t.id) - 'steps'))::json
               order by f.followed_at desc, t.id)
        from public.track_followers f
        join public.tracks t on t.id = f.track_id and t.published
        where f.user_id = v_user
      ), '[]'::json),
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
                 'missing', to_json(k.missing),
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
