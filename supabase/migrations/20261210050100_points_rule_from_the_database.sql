-- =============================================================================
-- Trilha Cloud — 'Meus pontos' explains the rule from the database: list_my_points
-- answers `rules`, each reason with the points private.reason_points gives it
-- =============================================================================
-- The body is 20261207000000_engagement.sql's with one key added (docs/engagement.md).
-- =============================================================================

create or replace function public.list_my_points(p_page integer default 1, p_page_size integer default 20)
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
  select count(*) into v_total from public.point_events p where p.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return json_build_object(
    'total', v_total,
    'page', v_page,
    'page_size', v_size,
    'total_points', (select coalesce(sum(p.points), 0)::integer from public.point_events p where p.user_id = v_user),
    -- What earns points, as private.award_points writes them (the page explains the rule from it).
    'rules', (
      select json_agg(json_build_object('reason', r.reason, 'points', private.reason_points(r.reason)) order by r.n)
      from unnest(array['lesson_finished', 'quiz_passed', 'exam_passed', 'answer_solution', 'course_review'])
             with ordinality as r (reason, n)
    ),
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id,
               'reason', x.reason,
               'points', x.points,
               'created_at', x.created_at,
               'course', case when c.id is not null then json_build_object('id', c.id, 'slug', c.slug, 'title', c.title) end,
               'subject_title', case x.reason
                 when 'lesson_finished' then (select l.title from public.lessons l where l.id = x.subject_id)
                 when 'quiz_passed' then (select m.title from public.course_modules m where m.id = x.subject_id)
                 when 'answer_solution' then (select q.title from public.lesson_questions q where q.id = x.subject_id)
                 else c.title
               end
             ) order by x.created_at desc, x.id desc)
      from (
        select p.* from public.point_events p
        where p.user_id = v_user
        order by p.created_at desc, p.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      left join public.courses c on c.id = x.course_id
    ), '[]'::json)
  );
end;
$$;
