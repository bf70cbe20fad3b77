-- A person's own data: the 'Meus dados' export and deleting one's account (read every domain).
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.my_data_account(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_account(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p.id,
    'email', p.email,
    'nome_completo', p.full_name,
    'criada_em', p.created_at,
    'ativa', p.is_active,
    'ultimo_acesso_em', u.last_sign_in_at
  )
  from public.profiles p
  left join auth.users u on u.id = p.id
  where p.id = p_user;
$function$;
revoke execute on function private.my_data_account(uuid) from public;

-- private.my_data_certificates(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_certificates(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'curso_id', ce.course_id,
           'titulo', ce.title,
           'codigo_de_verificacao', private.format_certificate_code(ce.verification_code),
           'emitido_em', ce.issued_at,
           'nome_no_certificado', ce.holder_name,
           'carga_horaria_minutos', ce.workload_minutes,
           'conteudo_programatico', to_jsonb(ce.syllabus),
           'data_de_emissao', ce.issued_on
         ) order by ce.issued_at desc, ce.id), '[]'::jsonb)
  from public.certificates ce
  where ce.user_id = p_user;
$function$;
revoke execute on function private.my_data_certificates(uuid) from public;

-- private.my_data_community(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_community(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.my_data_community(uuid) from public;

-- private.my_data_consents(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_consents(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'documento', 'Termos de Uso e Política de Privacidade',
           'versao', co.terms_version,
           'aceito_em', co.accepted_at
         ) order by co.accepted_at, co.terms_version), '[]'::jsonb)
  from public.consents co
  where co.user_id = p_user;
$function$;
revoke execute on function private.my_data_consents(uuid) from public;

-- private.my_data_contact(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_contact(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'telefone', p.phone,
    'rua', p.address_street,
    'numero', p.address_number,
    'cidade', p.address_city,
    'estado', p.address_state,
    'cep', p.address_zipcode
  )
  from public.profiles p
  where p.id = p_user;
$function$;
revoke execute on function private.my_data_contact(uuid) from public;

-- private.my_data_engagement(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_engagement(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.my_data_engagement(uuid) from public;

-- private.my_data_income(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_income(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('valor_mensal', s.family_income, 'informada_em', s.created_at)
  from public.sensitive_user_data s
  where s.user_id = p_user;
$function$;
revoke execute on function private.my_data_income(uuid) from public;

-- private.my_data_learning(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_learning(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
    ), '[]'::jsonb),
    -- Every quiz and simulado started: when, and for a submitted one the score and whether it passed.
    'tentativas_de_avaliacao', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', a.course_id,
               'tipo', case a.kind when 'quiz' then 'quiz' else 'simulado' end,
               'modulo_id', a.module_id,
               'iniciada_em', a.started_at,
               'enviada_em', a.submitted_at,
               'acertos', a.correct_count,
               'questoes', a.question_count,
               'percentual', a.score_percent,
               'nota_simulado', a.scaled_score,
               'aprovado', a.passed
             ) order by a.started_at desc, a.id)
      from public.assessment_attempts a
      where a.user_id = p_user
    ), '[]'::jsonb),
    -- The attempts not yet submitted, with the answers the server keeps for them: the question and
    -- the options chosen, as the person saw them; never which option is right.
    'avaliacoes_em_andamento', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', a.course_id,
               'tipo', case a.kind when 'quiz' then 'quiz' else 'simulado' end,
               'modulo_id', a.module_id,
               'iniciada_em', a.started_at,
               'prazo', a.deadline_at,
               'respostas_salvas', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'questao_id', q.id,
                          'enunciado', q.prompt,
                          'opcoes_escolhidas', coalesce((
                            select jsonb_agg(o.text order by o.position, o.id)
                            from public.assessment_options o
                            where o.question_id = q.id and o.id = any (aa.option_ids)
                          ), '[]'::jsonb),
                          'marcada_para_revisao', aa.flagged,
                          'respondida_em', aa.answered_at
                        ) order by array_position(a.question_ids, aa.question_id), aa.question_id)
                 from public.attempt_answers aa
                 join public.assessment_questions q on q.id = aa.question_id
                 where aa.attempt_id = a.id
               ), '[]'::jsonb)
             ) order by a.started_at desc, a.id)
      from public.assessment_attempts a
      where a.user_id = p_user and a.submitted_at is null
    ), '[]'::jsonb),
    -- Hands-on exercises: the draft, the hints seen, passing or giving up, and every submission.
    'praticas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', e.course_id,
               'pratica', e.title,
               'rascunho', pp.draft,
               'rascunho_salvo_em', pp.draft_updated_at,
               'dicas_vistas', pp.hints_revealed,
               'envios_corrigidos', pp.attempt_count,
               'aprovada_em', pp.passed_at,
               'desistiu_em', pp.gave_up_at,
               'pontos', pp.points_earned,
               'envios', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'enviado_em', a.created_at,
                          'corrigido_em', a.graded_at,
                          'aprovado', a.passed,
                          'resposta', a.body
                        ) order by a.created_at, a.id)
                 from public.practice_attempts a
                 where a.user_id = p_user and a.exercise_id = e.id
               ), '[]'::jsonb)
             ) order by e.course_id, e.title, e.id)
      from public.practice_progress pp
      join public.practice_exercises e on e.id = pp.exercise_id
      where pp.user_id = p_user
    ), '[]'::jsonb)
  );
$function$;
revoke execute on function private.my_data_learning(uuid) from public;

-- private.my_data_purchases(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_purchases(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'pedidos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'pedido_id', o.id,
               'produto', o.product_title,
               'tipo', o.product_kind,
               'valor', o.amount,
               'parcelas', o.installments,
               'forma_de_pagamento', o.method,
               'status', o.status,
               'nome', o.buyer_name,
               'email', o.buyer_email,
               'cpf', o.buyer_cpf,
               'criado_em', o.created_at,
               'pago_em', o.paid_at,
               'estornado_em', o.refunded_at,
               'cupom', o.coupon_code,
               'desconto', o.discount_amount
             ) order by o.created_at, o.id)
      from public.orders o where o.user_id = p_user
    ), '[]'::jsonb),
    'mudancas_de_plano', coalesce((
      select jsonb_agg(jsonb_build_object(
               'de', f.name,
               'para', t.name,
               'tipo', c.kind,
               'valor', c.amount,
               'situacao', c.status,
               'pedida_em', c.created_at,
               'vale_a_partir_de', c.effective_at,
               'aplicada_em', c.applied_at,
               'cancelada_em', c.canceled_at
             ) order by c.created_at, c.id)
      from public.plan_changes c
      join public.pricing_plans f on f.id = c.from_plan_id
      join public.pricing_plans t on t.id = c.to_plan_id
      where c.user_id = p_user
    ), '[]'::jsonb),
    'assinaturas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'plano', s.plan_name,
               'valor', s.amount,
               'periodicidade', s.billing_interval,
               'status', s.status,
               'iniciada_em', s.started_at,
               'fim_do_periodo', s.current_period_end,
               'cancelada_em', s.canceled_at
             ) order by s.created_at, s.id)
      from public.subscriptions s where s.user_id = p_user
    ), '[]'::jsonb),
    'acessos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', en.course_id,
               'livro_id', en.book_id,
               'origem', en.source,
               'pedido_id', en.order_id,
               'liberado_em', en.created_at,
               'revogado_em', en.revoked_at
             ) order by en.created_at, en.id)
      from public.entitlements en where en.user_id = p_user
    ), '[]'::jsonb)
  );
$function$;
revoke execute on function private.my_data_purchases(uuid) from public;

-- private.my_data_roles(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_roles(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'papel', (select r.role from public.user_roles r where r.user_id = p_user),
    'ficha_de_professor', (
      select jsonb_build_object(
               'biografia', d.bio,
               'especializacao', d.specialization,
               'situacao', d.status,
               'registrada_em', d.created_at
             )
      from public.teacher_docs d
      where d.user_id = p_user
    ),
    'cursos_que_ministra', coalesce((
      select jsonb_agg(jsonb_build_object('curso_id', c.id, 'curso', c.title) order by c.title, c.id)
      from public.teacher_courses tc
      join public.courses c on c.id = tc.course_id
      where tc.teacher_id = p_user
    ), '[]'::jsonb),
    -- What an administrador recorded in the back office under their name.
    'cupons_criados', coalesce((
      select jsonb_agg(jsonb_build_object('cupom', k.code, 'criado_em', k.created_at) order by k.created_at, k.id)
      from public.coupons k where k.created_by = p_user
    ), '[]'::jsonb),
    'pagamentos_a_afiliados_registrados', coalesce((
      select jsonb_agg(jsonb_build_object('afiliado', a.code, 'valor', y.amount, 'pago_em', y.paid_at)
             order by y.paid_at, y.id)
      from public.affiliate_payouts y join public.affiliates a on a.id = y.affiliate_id
      where y.paid_by = p_user
    ), '[]'::jsonb),
    'dados_fiscais_atualizados_em', (select f.updated_at from public.fiscal_settings f where f.updated_by = p_user)
  );
$function$;
revoke execute on function private.my_data_roles(uuid) from public;

-- private.my_data_tracks(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_tracks(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'seguidas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'trilha_id', t.id,
               'trilha', t.title,
               'seguida_em', f.followed_at
             ) order by f.followed_at, t.id)
      from public.track_followers f join public.tracks t on t.id = f.track_id
      where f.user_id = p_user
    ), '[]'::jsonb),
    'certificados', coalesce((
      select jsonb_agg(jsonb_build_object(
               'trilha_id', tc.track_id,
               'titulo', tc.title,
               'codigo_de_verificacao', private.format_certificate_code(tc.verification_code),
               'emitido_em', tc.issued_at,
               'nome_no_certificado', tc.holder_name,
               'carga_horaria_minutos', tc.workload_minutes,
               'cursos', (select coalesce(jsonb_agg(jsonb_build_object(
                                   'titulo', c ->> 'title',
                                   'carga_horaria_minutos', (c ->> 'workload_minutes')::integer
                                 ) order by ord), '[]'::jsonb)
                          from jsonb_array_elements(tc.courses) with ordinality as x(c, ord)),
               'melhor_nota_no_simulado', tc.practice_exam_best_score,
               'data_de_emissao', tc.issued_on
             ) order by tc.issued_at, tc.id)
      from public.track_certificates tc
      where tc.user_id = p_user
    ), '[]'::jsonb)
  );
$function$;
revoke execute on function private.my_data_tracks(uuid) from public;

-- public.delete_my_account(p_email_confirmation text)
CREATE OR REPLACE FUNCTION public.delete_my_account(p_email_confirmation text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := auth.uid();
  v_email text;
begin
  if v_user is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  select u.email into v_email from auth.users u where u.id = v_user for update;
  if not found then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  -- The confirmation is checked here, not only in the form.
  if v_email is null
     or p_email_confirmation is null
     or lower(btrim(p_email_confirmation)) <> lower(btrim(v_email)) then
    perform private.raise_api_error('email_confirmation_mismatch');
  end if;

  if private.is_admin() then
    -- Administrators leaving at the same time go one after the other: each
    -- waits for the others' rows, then counts who is left.
    perform 1 from public.user_roles r
    where r.role = 'administrador'
    order by r.user_id
    for update;
    if not exists (
      select 1
      from public.user_roles r
      join public.profiles p on p.id = r.user_id
      where r.role = 'administrador' and p.is_active and r.user_id <> v_user
    ) then
      perform private.raise_api_error('last_administrator');
    end if;
  end if;

  delete from auth.users u where u.id = v_user;
end;
$function$;
revoke execute on function public.delete_my_account(text) from anon, public;

-- private.my_data_organisations(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_organisations(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'participacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'empresa_id', o.id,
               'empresa', o.legal_name,
               'papel', m.role,
               'entrou_em', m.joined_at,
               'assentos', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'assento_id', s.id,
                          'produto', s.product_title,
                          'ate', s.period_end
                        ) order by s.period_end, s.id)
                 from public.seat_holders h
                 join public.organisation_seats s on s.id = h.seat_block_id
                 where h.organisation_id = m.organisation_id and h.user_id = p_user
               ), '[]'::jsonb)
             ) order by m.joined_at, o.id)
      from public.organisation_members m join public.organisations o on o.id = m.organisation_id
      where m.user_id = p_user
    ), '[]'::jsonb),
    'empresas_cadastradas', coalesce((
      select jsonb_agg(jsonb_build_object('empresa', o.legal_name, 'cadastrada_em', o.created_at)
             order by o.created_at, o.id)
      from public.organisations o
      where o.created_by = p_user
    ), '[]'::jsonb),
    'convites_enviados', coalesce((
      select jsonb_agg(jsonb_build_object(
               'empresa', o.legal_name,
               'email', i.email,
               'tipo', case i.kind when 'email' then 'email' else 'link_do_dominio' end,
               'enviado_em', i.created_at
             ) order by i.created_at, i.id)
      from public.organisation_invitations i join public.organisations o on o.id = i.organisation_id
      where i.invited_by = p_user
    ), '[]'::jsonb),
    'convites_aceitos', coalesce((
      select jsonb_agg(jsonb_build_object('empresa', o.legal_name, 'aceito_em', i.accepted_at)
             order by i.accepted_at, i.id)
      from public.organisation_invitations i join public.organisations o on o.id = i.organisation_id
      where i.accepted_by = p_user
    ), '[]'::jsonb),
    'atribuicoes_criadas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'empresa', o.legal_name,
               'titulo', coalesce(t.title, c.title),
               'prazo', a.due_on,
               'criada_em', a.created_at
             ) order by a.created_at, a.id)
      from public.assignments a
      join public.organisations o on o.id = a.organisation_id
      left join public.tracks t on t.id = a.track_id
      left join public.courses c on c.id = a.course_id
      where a.created_by = p_user
    ), '[]'::jsonb),
    'atribuicoes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'empresa', o.legal_name,
               'tipo', case when a.track_id is not null then 'trilha' else 'curso' end,
               'titulo', coalesce(t.title, c.title),
               'prazo', a.due_on,
               'atribuida_em', am.created_at,
               'lembrete_semana_antes_em', am.reminded_week_before_at,
               'lembrete_no_dia_em', am.reminded_due_at
             ) order by am.created_at, a.id)
      from public.assignment_members am
      join public.assignments a on a.id = am.assignment_id
      join public.organisations o on o.id = a.organisation_id
      left join public.tracks t on t.id = a.track_id
      left join public.courses c on c.id = a.course_id
      where am.user_id = p_user
    ), '[]'::jsonb)
  );
$function$;
revoke execute on function private.my_data_organisations(uuid) from public;
comment on function private.my_data_organisations(uuid) is 'Meus dados: the organisations the person belongs to (role, since when, seats held), created, invited to, and the assignments they received or made.';

-- private.my_data_affiliate(p_user uuid)
CREATE OR REPLACE FUNCTION private.my_data_affiliate(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- The buyers of the affiliate's sales are other people: only the product and the amounts.
  select jsonb_build_object(
           'codigo', a.code,
           'situacao', a.status,
           'comissao_padrao', a.commission_percent,
           'chave_pix', (select k.pix_key from private.affiliate_pix_keys k where k.affiliate_id = a.id),
           'inscrito_em', a.applied_at,
           'aprovado_em', a.approved_at,
           'cliques', (select count(*) from public.affiliate_clicks c where c.affiliate_id = a.id),
           'comissoes_por_produto', coalesce((
             select jsonb_agg(jsonb_build_object('tipo', p.product_kind, 'produto_id', p.product_id,
                                                 'percentual', p.commission_percent)
                    order by p.product_kind, p.product_id)
             from public.affiliate_products p where p.affiliate_id = a.id
           ), '[]'::jsonb),
           'comissoes', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'produto', o.product_title,
                      'percentual', c.percent,
                      'valor', c.amount,
                      'situacao', c.status,
                      'gerada_em', c.created_at,
                      'disponivel_em', c.available_at,
                      'estornada_em', c.reversed_at
                    ) order by c.created_at, c.id)
             from public.affiliate_commissions c join public.orders o on o.id = c.order_id
             where c.affiliate_id = a.id
           ), '[]'::jsonb),
           'pagamentos', coalesce((
             select jsonb_agg(jsonb_build_object('valor', y.amount, 'comissoes', y.commissions,
                                                 'observacao', y.note, 'pago_em', y.paid_at)
                    order by y.paid_at, y.id)
             from public.affiliate_payouts y where y.affiliate_id = a.id
           ), '[]'::jsonb)
         )
  from public.affiliates a
  where a.user_id = p_user;
$function$;
revoke execute on function private.my_data_affiliate(uuid) from public;
comment on function private.my_data_affiliate(uuid) is 'Meus dados: the person''s affiliate account, its PIX key, commissions (without the buyers) and payouts; null when they are not an affiliate.';

-- public.export_my_data()
CREATE OR REPLACE FUNCTION public.export_my_data()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    'consentimentos', private.my_data_consents(v_user),
    'compras', private.my_data_purchases(v_user),
    'trilhas', private.my_data_tracks(v_user),
    'estudo_e_pontos', private.my_data_engagement(v_user),
    'empresas', private.my_data_organisations(v_user),
    'afiliado', private.my_data_affiliate(v_user)
  );
end;
$function$;
revoke execute on function public.export_my_data() from anon, public;
