-- =============================================================================
-- Trilha Cloud — the caller's personal data: see, export, correct, delete (LGPD art. 18)
-- =============================================================================
-- export_my_data() -> jsonb                                     (authenticated)
--     Everything the site holds about the caller, grouped as the 'Meus dados'
--     page shows it, in one document:
--       { formato: 'trilha-cloud/meus-dados', versao_do_formato: 1, gerado_em,
--         conta:                  {id, email, nome_completo, criada_em, ativa, ultimo_acesso_em},
--         contato_e_endereco:     {telefone, rua, numero, cidade, estado, cep},
--         renda_familiar:         {valor_mensal, informada_em} | null,
--         matriculas_e_progresso: { matriculas: [{curso_id, curso, slug, inscrito_em,
--                                     progresso_percentual, concluido, aulas_concluidas,
--                                     total_de_aulas}],
--                                   aulas_concluidas: [{aula_id, aula, curso_id, concluida_em}] },
--         certificados:           [{curso_id, titulo, codigo_de_verificacao, emitido_em}],
--         papeis:                 { papel, ficha_de_professor: {biografia, especializacao,
--                                     situacao, registrada_em} | null,
--                                   cursos_que_ministra: [{curso_id, curso}] },
--         consentimentos:         [{documento, versao, aceito_em}] }
--     Only ever about auth.uid(): it takes no argument. A deactivated account
--     can still export (the rights of art. 18 do not depend on it being active).
--     42501 not_authenticated without a signed-in user.
--
--     Each group is one private.my_data_<group>(user) function. A table added
--     later that holds personal data goes into the group it belongs to (or a
--     new group function plus one line in export_my_data()), and into the
--     'Meus dados' page's schema and field list. The integration suite fails
--     until it is: it lists every table that references public.profiles and
--     the group that exports it.
--
-- delete_my_account(p_email_confirmation text) -> void          (authenticated)
--     'Excluir minha conta': deletes the caller's Auth user (auth.users), which
--     cascades to the profile and through it to every row that references it
--     (roles, income, enrolments, lesson progress, certificates, consents,
--     teacher record and course links; every such foreign key is ON DELETE
--     CASCADE, which the integration suite checks). Triggers keep the counters
--     right (courses.total_students). One call, one transaction.
--     P0001 email_confirmation_mismatch  the typed e-mail is not the account's
--                                        (compared trimmed, case-insensitively)
--     P0001 last_administrator           the caller is the last active administrador
--     42501 not_authenticated            no signed-in user
--     Why a database function and not the Auth admin API: the local Auth server
--     (@supabase/lite) has no admin API, and the browser must never hold the
--     service key. On hosted Supabase this works as well: functions created by
--     migrations are owned by `postgres`, which holds ALL on the tables of the
--     auth schema (supabase/postgres, migration 20211115181400_update-auth-
--     permissions.sql); the April 2025 restrictions on the auth schema forbid
--     creating or dropping objects there, not deleting rows of auth.users.
--     GoTrue's own tables (identities, sessions, refresh tokens, MFA factors)
--     reference auth.users ON DELETE CASCADE. The access token the browser still
--     holds names a user that no longer exists: every policy and RPC then finds
--     no profile, and the app signs out right away.
--
-- sensitive_user_data: the owner may now delete their row (remove the optional
-- family income, i.e. withdraw that consent) — one more grant and policy.
-- =============================================================================


-- =============================================================================
-- Groups of the export (security invoker, EXECUTE for nobody but the owner:
-- they take any user id, so only export_my_data() — which passes auth.uid() —
-- may call them).
-- =============================================================================

create function private.my_data_account(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
$$;

create function private.my_data_contact(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
$$;

create function private.my_data_income(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('valor_mensal', s.family_income, 'informada_em', s.created_at)
  from public.sensitive_user_data s
  where s.user_id = p_user;
$$;

create function private.my_data_learning(p_user uuid)
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
    ), '[]'::jsonb)
  );
$$;

create function private.my_data_certificates(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'curso_id', ce.course_id,
           'titulo', ce.title,
           'codigo_de_verificacao', ce.verification_code,
           'emitido_em', ce.issued_at
         ) order by ce.issued_at desc, ce.id), '[]'::jsonb)
  from public.certificates ce
  where ce.user_id = p_user;
$$;

create function private.my_data_roles(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
    ), '[]'::jsonb)
  );
$$;

create function private.my_data_consents(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'documento', 'Termos de Uso e Política de Privacidade',
           'versao', co.terms_version,
           'aceito_em', co.accepted_at
         ) order by co.accepted_at, co.terms_version), '[]'::jsonb)
  from public.consents co
  where co.user_id = p_user;
$$;

revoke all on function
  private.my_data_account(uuid),
  private.my_data_contact(uuid),
  private.my_data_income(uuid),
  private.my_data_learning(uuid),
  private.my_data_certificates(uuid),
  private.my_data_roles(uuid),
  private.my_data_consents(uuid)
from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- export_my_data
-- -----------------------------------------------------------------------------
create function public.export_my_data()
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
    'papeis', private.my_data_roles(v_user),
    'consentimentos', private.my_data_consents(v_user)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- delete_my_account
-- -----------------------------------------------------------------------------
create function public.delete_my_account(p_email_confirmation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


revoke all on function public.export_my_data(), public.delete_my_account(text) from public, anon;
grant execute on function public.export_my_data(), public.delete_my_account(text) to authenticated;


-- =============================================================================
-- sensitive_user_data: the owner removes the optional income.
-- =============================================================================
grant delete on public.sensitive_user_data to authenticated;

create policy "Active users can delete their own sensitive data"
  on public.sensitive_user_data for delete to authenticated
  using (user_id = (select auth.uid()) and (select private.is_active_user()));
