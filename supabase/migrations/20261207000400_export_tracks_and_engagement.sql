-- =============================================================================
-- Trilha Cloud — 'Baixar meus dados' carries both the tracks and the engagement
-- =============================================================================
-- 20261206000200 added `trilhas` to export_my_data and 20261207000000 (written
-- beside it) added `estudo_e_pontos` to the earlier body; this restatement keeps
-- both groups, tracks' first, in file order (docs/engagement.md).
-- =============================================================================

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
    'trilhas', private.my_data_tracks(v_user),
    'estudo_e_pontos', private.my_data_engagement(v_user)
  );
end;
$$;
