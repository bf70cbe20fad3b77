-- =============================================================================
-- Trilha Cloud — the export covers where you stopped in each video
-- =============================================================================
-- watch_positions (20261125010100) holds personal data: the second where each
-- user stopped in each lesson. export_my_data() (20261125020100) must return
-- every row about the caller, so the learning group gains
--   matriculas_e_progresso.posicoes_nos_videos:
--     [{aula_id, aula, curso_id, segundos, atualizada_em}]
-- Deletion needs nothing new: the rows go with the profile (ON DELETE CASCADE).
-- =============================================================================

create or replace function private.my_data_learning(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'matriculas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', c.id,
               'curso', c.title,
               'slug', c.slug,
               'inscrito_em', e.enrolled_at,
               'progresso_percentual', e.progress,
               'concluido', e.completed,
               'aulas_concluidas', (
                 select count(*)
                 from public.lesson_progress lp
                 join public.lessons l on l.id = lp.lesson_id
                 where lp.user_id = p_user and lp.completed and l.course_id = c.id
               ),
               'total_de_aulas', c.lesson_count
             ) order by e.enrolled_at desc, e.id)
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = p_user
    ), '[]'::jsonb),
    -- Every completed lesson, whichever course it belongs to now.
    'aulas_concluidas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'aula_id', l.id,
               'aula', l.title,
               'curso_id', l.course_id,
               'concluida_em', lp.completed_at
             ) order by lp.completed_at, l.id)
      from public.lesson_progress lp
      join public.lessons l on l.id = lp.lesson_id
      where lp.user_id = p_user
    ), '[]'::jsonb),
    -- Where the video of each lesson stopped ('Continuar').
    'posicoes_nos_videos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'aula_id', l.id,
               'aula', l.title,
               'curso_id', l.course_id,
               'segundos', w.position_seconds,
               'atualizada_em', w.updated_at
             ) order by w.updated_at desc, l.id)
      from public.watch_positions w
      join public.lessons l on l.id = w.lesson_id
      where w.user_id = p_user
    ), '[]'::jsonb)
  );
$$;

revoke all on function private.my_data_learning(uuid) from public, anon, authenticated;
