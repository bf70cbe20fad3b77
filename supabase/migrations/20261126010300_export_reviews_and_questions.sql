-- =============================================================================
-- Trilha Cloud — the export covers reviews, questions, answers, votes and notifications
-- =============================================================================
-- course_reviews, lesson_questions, question_answers, question_votes and notifications
-- (20261126010000, 20261126010100) hold personal data. export_my_data() returns every row
-- about the caller in a new group:
--   avaliacoes_e_perguntas: {
--     avaliacoes:   [{curso_id, curso, estrelas, comentario, oculta, criada_em, atualizada_em}],
--     perguntas:    [{pergunta_id, curso_id, aula_id, aula, titulo, texto, resolvida, oculta,
--                     criada_em, atualizada_em}],
--     respostas:    [{resposta_id, pergunta_id, pergunta, texto, resposta_do_professor, oculta,
--                     criada_em, atualizada_em}],
--     votos:        [{pergunta_id, pergunta, votado_em}],            ('Também tenho essa dúvida')
--     notificacoes: [{tipo, pergunta_id, criada_em, lida_em}] }
-- Deletion needs nothing new: every one of these rows references the profile ON DELETE
-- CASCADE (a question takes the answers given to it along; the course's rating follows
-- through the reviews trigger), as the Privacy Policy says.
-- =============================================================================

create function private.my_data_community(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'avaliacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', r.course_id,
               'curso', c.title,
               'estrelas', r.rating,
               'comentario', r.body,
               'oculta', r.is_hidden,
               'criada_em', r.created_at,
               'atualizada_em', r.updated_at
             ) order by r.created_at desc, r.id)
      from public.course_reviews r
      join public.courses c on c.id = r.course_id
      where r.author_id = p_user
    ), '[]'::jsonb),
    'perguntas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'pergunta_id', q.id,
               'curso_id', q.course_id,
               'aula_id', q.lesson_id,
               'aula', l.title,
               'titulo', q.title,
               'texto', q.body,
               'resolvida', q.is_resolved,
               'oculta', q.is_hidden,
               'criada_em', q.created_at,
               'atualizada_em', q.updated_at
             ) order by q.created_at desc, q.id)
      from public.lesson_questions q
      join public.lessons l on l.id = q.lesson_id
      where q.author_id = p_user
    ), '[]'::jsonb),
    'respostas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'resposta_id', a.id,
               'pergunta_id', a.question_id,
               'pergunta', q.title,
               'texto', a.body,
               'resposta_do_professor', a.is_teacher,
               'oculta', a.is_hidden,
               'criada_em', a.created_at,
               'atualizada_em', a.updated_at
             ) order by a.created_at desc, a.id)
      from public.question_answers a
      join public.lesson_questions q on q.id = a.question_id
      where a.author_id = p_user
    ), '[]'::jsonb),
    'votos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'pergunta_id', v.question_id,
               'pergunta', q.title,
               'votado_em', v.created_at
             ) order by v.created_at desc, v.question_id)
      from public.question_votes v
      join public.lesson_questions q on q.id = v.question_id
      where v.user_id = p_user
    ), '[]'::jsonb),
    'notificacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'tipo', n.kind,
               'pergunta_id', n.question_id,
               'criada_em', n.created_at,
               'lida_em', n.read_at
             ) order by n.created_at desc, n.id)
      from public.notifications n
      where n.user_id = p_user
    ), '[]'::jsonb)
  );
$$;

revoke all on function private.my_data_community(uuid) from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- export_my_data — as in 20261125020100, plus the new group.
-- -----------------------------------------------------------------------------
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from public.profiles p where p.id = v_user) then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'formato', 'trilha-cloud/meus-dados',
    'versao_do_formato', 1,
    'gerado_em', now(),
    'conta', private.my_data_account(v_user),
    'contato_e_endereco', private.my_data_contact(v_user),
    'renda_familiar', private.my_data_income(v_user),
    'matriculas_e_progresso', private.my_data_learning(v_user),
    'certificados', private.my_data_certificates(v_user),
    'avaliacoes_e_perguntas', private.my_data_community(v_user),
    'papeis', private.my_data_roles(v_user),
    'consentimentos', private.my_data_consents(v_user)
  );
end;
$$;
