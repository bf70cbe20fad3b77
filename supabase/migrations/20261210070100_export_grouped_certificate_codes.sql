-- =============================================================================
-- Trilha Cloud — one written form of a certificate code, the export included
-- =============================================================================
-- A code is stored as 'TC-' + 12 characters ('TC-7K2M9QX4HZ8B') and written for
-- people grouped by four ('TC-7K2M-9QX4-HZ8B') on every screen, the PDF, the QR
-- link and LinkedIn (formatCertificateCode() in src/rules/certificate-code.ts).
-- 'Baixar meus dados' wrote the stored form, so the file and 'Meus dados' showed
-- a code its owner had never seen written that way. The export now writes the
-- grouped form too (course and track certificates); the verifier accepts both
-- (private.normalize_certificate_code ignores dashes). The file's
-- versao_do_formato stays 1: the field is the same string, only its dashes
-- changed, and any program comparing codes normalises them already.
-- docs/rules/ratings-and-certificates.md ("The code"), docs/rules/personal-data.md.
-- =============================================================================

create function private.format_certificate_code(p_code text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when stored is null then p_code
    else 'TC-' || substr(stored, 4, 4) || '-' || substr(stored, 8, 4) || '-' || substr(stored, 12, 4)
  end
  from (select private.normalize_certificate_code(p_code) as stored) x;
$$;
comment on function private.format_certificate_code(text) is 'A certificate code as people read it (TC-XXXX-XXXX-XXXX); anything that is not a code is returned as given. Same rule as formatCertificateCode() in src/rules/certificate-code.ts.';

create or replace function private.my_data_certificates(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
$$;

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
$$;

-- Called only inside export_my_data (security definer, as its owner).
revoke all on function private.format_certificate_code(text) from public, anon, authenticated;
revoke all on function
  private.my_data_certificates(uuid),
  private.my_data_tracks(uuid)
from public, anon, authenticated;
