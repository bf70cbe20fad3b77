-- =============================================================================
-- Trilha Cloud — the tracks a person follows and their track certificates are
-- personal data: 'Baixar meus dados' exports them (group "trilhas"); deleting the
-- account deletes them (their foreign keys cascade).
-- =============================================================================

create or replace function private.my_data_tracks(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
               'codigo_de_verificacao', tc.verification_code,
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
$$;

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
    'consentimentos', private.my_data_consents(v_user),
    'compras', private.my_data_purchases(v_user),
    'trilhas', private.my_data_tracks(v_user)
  );
end;
$$;

revoke all on function private.my_data_tracks(uuid) from public, anon, authenticated;
