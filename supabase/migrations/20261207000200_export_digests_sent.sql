-- =============================================================================
-- Trilha Cloud — 'Baixar meus dados' also lists the weekly digests sent
-- =============================================================================
-- digest_deliveries references a person, so the export carries it: the weeks a
-- digest was sent and when (estudo_e_pontos.resumos_semanais_enviados). The body
-- is 20261207000000's with that key added (docs/engagement.md).
-- =============================================================================

create or replace function private.my_data_engagement(p_user uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'metas_semanais', coalesce((
      select jsonb_agg(jsonb_build_object(
               'a_partir_da_semana', g.week_start,
               'tipo', case g.kind when 'minutes' then 'minutos' else 'aulas' end,
               'meta', g.target,
               'alterada_em', g.updated_at
             ) order by g.week_start)
      from public.study_goals g where g.user_id = p_user
    ), '[]'::jsonb),
    'dias_de_estudo', coalesce((
      select jsonb_agg(jsonb_build_object(
               'dia', d.day,
               'minutos_assistidos', d.watched_seconds / 60,
               'aulas_concluidas', d.lessons_completed,
               'aulas_assistidas_ate_o_fim', d.lessons_finished
             ) order by d.day)
      from public.study_days d where d.user_id = p_user
    ), '[]'::jsonb),
    'pontos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'motivo', p.reason,
               'pontos', p.points,
               'curso', c.title,
               'em', p.created_at
             ) order by p.created_at, p.id)
      from public.point_events p
      left join public.courses c on c.id = p.course_id
      where p.user_id = p_user
    ), '[]'::jsonb),
    'ranking_por_curso', coalesce((
      select jsonb_agg(jsonb_build_object('curso', c.title, 'desde', r.created_at) order by r.created_at)
      from public.course_ranking_members r
      join public.courses c on c.id = r.course_id
      where r.user_id = p_user
    ), '[]'::jsonb),
    'consentimentos_de_email', coalesce((
      select jsonb_agg(jsonb_build_object(
               'assunto', 'Resumo semanal por e-mail',
               'aceito', ev.granted,
               'origem', case ev.source when 'settings' then 'configuracoes' else 'link_de_descadastro' end,
               'em', ev.created_at
             ) order by ev.created_at, ev.id)
      from public.email_consent_events ev where ev.user_id = p_user
    ), '[]'::jsonb),
    'resumos_semanais_enviados', coalesce((
      select jsonb_agg(jsonb_build_object('semana', dd.week_start, 'enviado_em', dd.sent_at) order by dd.week_start)
      from public.digest_deliveries dd where dd.user_id = p_user and dd.status = 'sent'
    ), '[]'::jsonb)
  );
$$;
