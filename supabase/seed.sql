-- =============================================================================
-- Trilha Cloud — demo data for LOCAL development only (never in migrations).
-- Applied by `lite db reset` / `supabase db reset` after the migrations.
--
-- Demo accounts (local only, listed in the README):
--   administrador  admin@trilhacloud.dev      Admin@12345
--   professor      professor@trilhacloud.dev  Professor@123   (teaches aws and devops)
--   aluno          aluno@trilhacloud.dev      Aluno@12345     (enrolled in aws with progress, and in ia)
--
-- Catalogue: courses aws, azure, devops, ia (public); google-cloud (inactive);
-- terraform (active but without lessons, so hidden); 4 books (+1 inactive);
-- 3 plans (+1 inactive).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- Demo users. Inserted straight into auth.users with a bcrypt hash, which both
-- GoTrue and @supabase/lite accept. Works on both stacks:
--   * pgcrypto is found wherever it lives (Supabase: schema extensions); when it
--     is missing (lite) it is created in a throwaway schema dropped at the end;
--   * auth.users.instance_id exists only on Supabase's GoTrue schema: set it
--     when present. Token columns are '' because GoTrue cannot scan NULLs there.
-- The sign-up trigger creates each profile and the role aluno; roles are
-- adjusted below.
-- -----------------------------------------------------------------------------
do $seed_users$
declare
  crypto_schema text;
  demo record;
  password_hash text;
begin
  select n.nspname into crypto_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pgcrypto';

  if crypto_schema is null then
    create schema seed_pgcrypto;
    create extension pgcrypto with schema seed_pgcrypto;
    crypto_schema := 'seed_pgcrypto';
  end if;

  for demo in
    select * from (values
      ('0a000000-0000-4000-8000-000000000001'::uuid, 'admin@trilhacloud.dev',     'Admin@12345',   'Ana Administradora', '11987650001'),
      ('0a000000-0000-4000-8000-000000000002'::uuid, 'professor@trilhacloud.dev', 'Professor@123', 'Paulo Professor',    '21987650002'),
      ('0a000000-0000-4000-8000-000000000003'::uuid, 'aluno@trilhacloud.dev',     'Aluno@12345',   'Alice Aluna',        '31987650003')
    ) as t(id, email, password, full_name, phone)
  loop
    -- Demo accounts never saw the sign-up form: marked as such instead of a consent row.
    insert into private.account_origin_reservations (email, origin, expires_at)
    values (demo.email, 'demonstracao', now() + interval '5 minutes');

    execute format('select %1$I.crypt($1, %1$I.gen_salt(''bf'', 10))', crypto_schema)
      into password_hash using demo.password;

    insert into auth.users (
      id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, recovery_token, email_change, email_change_token_new,
      email_change_token_current, reauthentication_token, phone_change, phone_change_token
    ) values (
      demo.id, 'authenticated', 'authenticated', demo.email, password_hash, now(),
      '{"provider": "email", "providers": ["email"]}'::jsonb,
      jsonb_build_object('full_name', demo.full_name, 'phone', demo.phone),
      now(), now(),
      '', '', '', '', '', '', '', ''
    );

    insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
    values (
      gen_random_uuid(), demo.id, demo.id::text, 'email',
      jsonb_build_object('sub', demo.id::text, 'email', demo.email, 'email_verified', true, 'phone_verified', false),
      now(), now(), now()
    );
  end loop;

  if exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id'
  ) then
    execute $sql$
      update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
      where email like '%@trilhacloud.dev' and instance_id is null
    $sql$;
  end if;

  drop schema if exists seed_pgcrypto cascade;
end
$seed_users$;

update public.user_roles set role = 'administrador' where user_id = '0a000000-0000-4000-8000-000000000001';
update public.user_roles set role = 'professor'     where user_id = '0a000000-0000-4000-8000-000000000002';

update public.profiles set
  address_street = 'Avenida Paulista', address_number = '1000', address_city = 'São Paulo',
  address_state = 'SP', address_zipcode = '01310-100'
where id = '0a000000-0000-4000-8000-000000000001';

update public.profiles set
  address_street = 'Rua Voluntários da Pátria', address_number = '45', address_city = 'Rio de Janeiro',
  address_state = 'RJ', address_zipcode = '22270-000'
where id = '0a000000-0000-4000-8000-000000000002';

update public.profiles set
  address_street = 'Avenida Afonso Pena', address_number = '1500', address_city = 'Belo Horizonte',
  address_state = 'MG', address_zipcode = '30130-005'
where id = '0a000000-0000-4000-8000-000000000003';

insert into public.sensitive_user_data (user_id, family_income)
values ('0a000000-0000-4000-8000-000000000003', 4500.00);

insert into public.teacher_docs (user_id, bio, specialization, status)
values (
  '0a000000-0000-4000-8000-000000000002',
  'Arquiteto de soluções com 12 anos de experiência em AWS e pipelines de entrega contínua. Certificado AWS Solutions Architect Professional.',
  'AWS e DevOps',
  'ativo'
);


-- -----------------------------------------------------------------------------
-- Courses
-- -----------------------------------------------------------------------------
insert into public.courses
  (id, slug, title, description, image_url, duration, level, price, total_hours, learning_points, is_active, created_at)
values
  ('c0000000-0000-4000-8000-000000000001', 'aws',
   'AWS Cloud Practitioner: fundamentos da nuvem AWS',
   'Aprenda os conceitos essenciais da Amazon Web Services — computação, armazenamento, redes, segurança e custos — e prepare-se para a certificação AWS Certified Cloud Practitioner.',
   null, '8 semanas', 'Iniciante', 297.00, 24.0,
   array[
     'Entender o modelo de computação em nuvem e a infraestrutura global da AWS',
     'Criar e gerenciar instâncias EC2 com segurança',
     'Armazenar arquivos e sites estáticos no Amazon S3',
     'Aplicar IAM e o modelo de responsabilidade compartilhada',
     'Estimar e controlar custos com as ferramentas de faturamento'
   ], true, now() - interval '40 days'),

  ('c0000000-0000-4000-8000-000000000002', 'azure',
   'Microsoft Azure Fundamentals (AZ-900)',
   'Conheça os serviços principais do Microsoft Azure, governança, identidade e preços, com foco na prova AZ-900.',
   null, '6 semanas', 'Iniciante', 247.00, 18.5,
   array[
     'Explicar conceitos de nuvem: IaaS, PaaS e SaaS',
     'Navegar pelo portal do Azure e organizar recursos',
     'Conhecer máquinas virtuais, App Service e Functions',
     'Configurar identidade com Microsoft Entra ID',
     'Planejar custos, SLAs e governança no Azure'
   ], true, now() - interval '30 days'),

  ('c0000000-0000-4000-8000-000000000003', 'devops',
   'DevOps na prática: CI/CD, Docker e Kubernetes',
   'Automatize a entrega de software de ponta a ponta: cultura DevOps, contêineres com Docker, orquestração com Kubernetes e pipelines com GitHub Actions.',
   null, '10 semanas', 'Intermediário', 397.00, 32.0,
   array[
     'Aplicar a cultura e as práticas DevOps no dia a dia do time',
     'Empacotar aplicações em imagens Docker',
     'Implantar e escalar serviços no Kubernetes',
     'Construir pipelines de CI/CD com GitHub Actions',
     'Monitorar aplicações e reagir a incidentes'
   ], true, now() - interval '20 days'),

  ('c0000000-0000-4000-8000-000000000004', 'ia',
   'Inteligência Artificial e Machine Learning na nuvem',
   'Dos fundamentos de redes neurais aos grandes modelos de linguagem: entenda como a IA funciona e como usá-la em soluções na nuvem.',
   null, '8 semanas', 'Intermediário', 447.00, 26.5,
   array[
     'Entender como uma rede neural aprende',
     'Explicar gradiente descendente e retropropagação',
     'Compreender a arquitetura Transformer e o mecanismo de atenção',
     'Saber como funcionam os grandes modelos de linguagem (LLMs)',
     'Avaliar casos de uso de IA generativa na nuvem'
   ], true, now() - interval '10 days'),

  -- Inactive: visible to administrators only.
  ('c0000000-0000-4000-8000-000000000005', 'google-cloud',
   'Google Cloud Essentials',
   'Introdução ao Google Cloud Platform. Curso em revisão — temporariamente fora do catálogo.',
   null, '4 semanas', 'Iniciante', 197.00, 12.0,
   array[
     'Conhecer o console e a CLI do Google Cloud',
     'Criar máquinas no Compute Engine',
     'Armazenar dados no Cloud Storage',
     'Entender projetos, IAM e faturamento',
     'Publicar aplicações no Cloud Run'
   ], false, now() - interval '50 days'),

  -- Active but without lessons: hidden from the public catalogue until it has content.
  ('c0000000-0000-4000-8000-000000000006', 'terraform',
   'Terraform: infraestrutura como código',
   'Provisione infraestrutura em várias nuvens com Terraform. Em produção: as aulas ainda estão sendo gravadas.',
   null, '6 semanas', 'Intermediário', 297.00, 20.0,
   array[
     'Escrever configurações Terraform reutilizáveis',
     'Gerenciar estado remoto com segurança',
     'Criar módulos para vários ambientes',
     'Integrar o Terraform a pipelines de CI/CD',
     'Aplicar boas práticas de segurança em IaC'
   ], true, now() - interval '5 days');

-- Topics of the catalogue filter (AWS, Azure, DevOps, IA); Google Cloud is none of them.
update public.courses set topic = slug where slug in ('aws', 'azure', 'devops', 'ia');
update public.courses set topic = 'devops' where slug = 'terraform';


-- -----------------------------------------------------------------------------
-- Modules
-- -----------------------------------------------------------------------------
insert into public.course_modules (id, course_id, title, description, order_index) values
  -- aws
  ('d0000000-0000-4000-8000-000000000101', 'c0000000-0000-4000-8000-000000000001', 'Introdução à nuvem AWS',
   'O que é computação em nuvem, modelos de serviço e a infraestrutura global da AWS.', 1),
  ('d0000000-0000-4000-8000-000000000102', 'c0000000-0000-4000-8000-000000000001', 'Serviços essenciais',
   'Computação, armazenamento e redes: EC2, S3 e VPC.', 2),
  ('d0000000-0000-4000-8000-000000000103', 'c0000000-0000-4000-8000-000000000001', 'Segurança e custos',
   'IAM, responsabilidade compartilhada, preços e faturamento.', 3),
  -- azure
  ('d0000000-0000-4000-8000-000000000201', 'c0000000-0000-4000-8000-000000000002', 'Conceitos de nuvem no Azure',
   'Modelos de serviço e de implantação, regiões e zonas de disponibilidade.', 1),
  ('d0000000-0000-4000-8000-000000000202', 'c0000000-0000-4000-8000-000000000002', 'Serviços e governança',
   'Computação, identidade, custos e SLAs.', 2),
  -- devops
  ('d0000000-0000-4000-8000-000000000301', 'c0000000-0000-4000-8000-000000000003', 'Cultura DevOps',
   'Por que DevOps existe e o que muda no trabalho de desenvolvimento e operações.', 1),
  ('d0000000-0000-4000-8000-000000000302', 'c0000000-0000-4000-8000-000000000003', 'Contêineres e orquestração',
   'Docker do zero e Kubernetes na prática.', 2),
  ('d0000000-0000-4000-8000-000000000303', 'c0000000-0000-4000-8000-000000000003', 'Entrega contínua',
   'Pipelines de CI/CD com GitHub Actions.', 3),
  -- ia
  ('d0000000-0000-4000-8000-000000000401', 'c0000000-0000-4000-8000-000000000004', 'Fundamentos de redes neurais',
   'Neurônios, camadas, gradiente descendente e retropropagação.', 1),
  ('d0000000-0000-4000-8000-000000000402', 'c0000000-0000-4000-8000-000000000004', 'Transformers e LLMs',
   'Atenção, GPT e como os grandes modelos de linguagem são construídos.', 2),
  -- google-cloud (inactive)
  ('d0000000-0000-4000-8000-000000000501', 'c0000000-0000-4000-8000-000000000005', 'Primeiros passos no Google Cloud',
   'Console, projetos e faturamento.', 1),
  -- terraform (no lessons yet)
  ('d0000000-0000-4000-8000-000000000601', 'c0000000-0000-4000-8000-000000000006', 'Fundamentos do Terraform',
   'Providers, recursos e estado.', 1);


-- -----------------------------------------------------------------------------
-- Lessons (real public videos; long paid videos are split by start time). A free preview's
-- video is never one a paid lesson of the same course plays (a trigger refuses it; see
-- docs/rules/lessons.md). course_id and the module/course counters are filled in by triggers.
-- -----------------------------------------------------------------------------
insert into public.lessons (module_id, title, video_url, duration_minutes, order_index) values
  -- aws / Introdução
  ('d0000000-0000-4000-8000-000000000101', 'O que é computação em nuvem',          'https://www.youtube.com/watch?v=SOTamWNgDKc',          18, 1),
  ('d0000000-0000-4000-8000-000000000101', 'Infraestrutura global da AWS',         'https://www.youtube.com/watch?v=3hLmDS179YE&t=1397s',  22, 2),
  -- aws / Serviços essenciais
  ('d0000000-0000-4000-8000-000000000102', 'Amazon EC2: servidores virtuais',      'https://www.youtube.com/watch?v=eaicwmnSdCs',          25, 1),
  ('d0000000-0000-4000-8000-000000000102', 'Amazon S3: armazenamento de objetos',  'https://youtu.be/3hLmDS179YE?t=7200',                  20, 2),
  ('d0000000-0000-4000-8000-000000000102', 'Redes com Amazon VPC',                 'https://youtu.be/TUTqYEZZUdc',                         24, 3),
  -- aws / Segurança e custos
  ('d0000000-0000-4000-8000-000000000103', 'IAM e responsabilidade compartilhada', 'https://www.youtube.com/watch?v=3hLmDS179YE&t=10800s', 21, 1),
  ('d0000000-0000-4000-8000-000000000103', 'Preços, faturamento e suporte',        'https://vimeo.com/76979871',                           15, 2),
  -- azure
  ('d0000000-0000-4000-8000-000000000201', 'Modelos de serviço: IaaS, PaaS e SaaS',   'https://www.youtube.com/watch?v=NKEFWyqJ5XA',            20, 1),
  ('d0000000-0000-4000-8000-000000000201', 'Regiões e zonas de disponibilidade',      'https://www.youtube.com/watch?v=pY0LnKiDwRA',            25, 2),
  ('d0000000-0000-4000-8000-000000000202', 'Máquinas virtuais e App Service',         'https://www.youtube.com/watch?v=_abaWXoQFZU',            23, 1),
  ('d0000000-0000-4000-8000-000000000202', 'Identidade com Microsoft Entra ID',       'https://www.youtube.com/watch?v=pY0LnKiDwRA&t=5400s',    19, 2),
  ('d0000000-0000-4000-8000-000000000202', 'Custos, SLAs e governança',               'https://www.youtube.com/watch?v=pY0LnKiDwRA&t=9000s',    17, 3),
  -- devops
  ('d0000000-0000-4000-8000-000000000301', 'O que é DevOps?',                         'https://www.youtube.com/watch?v=0yWAtQ6wYNM',            20, 1),
  ('d0000000-0000-4000-8000-000000000301', 'Git e colaboração em equipe',             'https://www.youtube.com/watch?v=RGOj5yH7evk',            30, 2),
  ('d0000000-0000-4000-8000-000000000302', 'Docker do zero',                          'https://www.youtube.com/watch?v=3c-iBn73dDE',            35, 1),
  ('d0000000-0000-4000-8000-000000000302', 'Kubernetes na prática',                   'https://www.youtube.com/watch?v=X48VuDVv0do',            40, 2),
  ('d0000000-0000-4000-8000-000000000303', 'Pipelines com GitHub Actions',            'https://www.youtube.com/watch?v=R8_veQiYBjI',            32, 1),
  ('d0000000-0000-4000-8000-000000000303', 'Publicando contêineres no pipeline',      'https://www.youtube.com/watch?v=fqMOX6JJhGo',            28, 2),
  -- ia
  ('d0000000-0000-4000-8000-000000000401', 'O que é uma rede neural',                 'https://www.youtube.com/watch?v=aircAruvnKk',            19, 1),
  ('d0000000-0000-4000-8000-000000000401', 'Gradiente descendente',                   'https://www.youtube.com/watch?v=IHZwWFHWa-w',            21, 2),
  ('d0000000-0000-4000-8000-000000000401', 'Retropropagação',                         'https://www.youtube.com/watch?v=Ilg3gGewQ5U',            14, 3),
  ('d0000000-0000-4000-8000-000000000402', 'Transformers e o GPT',                    'https://www.youtube.com/watch?v=wjZofJX0v4M',            27, 1),
  ('d0000000-0000-4000-8000-000000000402', 'Introdução aos grandes modelos de linguagem', 'https://www.youtube.com/watch?v=zjkBMFhNj_g',         60, 2),
  ('d0000000-0000-4000-8000-000000000402', 'Construindo um GPT do zero',              'https://www.youtube.com/watch?v=kCc8FmEb1nY',            60, 3),
  -- google-cloud (inactive course)
  ('d0000000-0000-4000-8000-000000000501', 'Tour pelo console do Google Cloud',       'https://player.vimeo.com/video/76979871',                12, 1);

-- Free preview lessons ('Aula gratuita'): the first lesson of each public course, which
-- visitors may watch from the course page before signing up.
update public.lessons set is_preview = true
where order_index = 1
  and module_id in ('d0000000-0000-4000-8000-000000000101', 'd0000000-0000-4000-8000-000000000201',
                    'd0000000-0000-4000-8000-000000000301', 'd0000000-0000-4000-8000-000000000401');

-- Lesson descriptions (plain text: line breaks kept, links made clickable by the player).
update public.lessons l set description = d.description
from (values
  ('O que é computação em nuvem',
   E'Nesta aula você entende o que muda quando a infraestrutura vira serviço: elasticidade, pagamento por uso e os modelos IaaS, PaaS e SaaS.\n\nMaterial de apoio: https://aws.amazon.com/pt/what-is-cloud-computing/'),
  ('Infraestrutura global da AWS',
   E'Regiões, zonas de disponibilidade e pontos de presença: como escolher onde os seus recursos vão rodar.\n\nMapa oficial da infraestrutura: https://aws.amazon.com/pt/about-aws/global-infrastructure/'),
  ('Amazon EC2: servidores virtuais',
   E'Tipos de instância, AMIs, grupos de segurança e pares de chaves.\nNo fim da aula, suba a sua primeira instância no nível gratuito.'),
  ('Preços, faturamento e suporte',
   E'Calculadora de preços, orçamentos e os planos de suporte da AWS.\n\nCalculadora: https://calculator.aws/'),
  ('Modelos de serviço: IaaS, PaaS e SaaS',
   E'Quem cuida de quê em cada modelo, com exemplos de serviços do Azure.'),
  ('O que é DevOps?',
   E'Cultura, práticas e ferramentas: por que times que entregam com frequência erram menos.'),
  ('O que é uma rede neural',
   E'Neurônios, pesos e camadas explicados com o exemplo clássico dos dígitos escritos à mão.\n\nSérie completa: https://www.3blue1brown.com/topics/neural-networks')
) as d(title, description)
where l.title = d.title;


-- -----------------------------------------------------------------------------
-- Teacher links, enrolments and progress
-- -----------------------------------------------------------------------------
insert into public.teacher_courses (teacher_id, course_id) values
  ('0a000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001'),
  ('0a000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003');

-- enrolled_at spread out so "newest first" is visible; total_students follows by trigger.
insert into public.enrollments (user_id, course_id, enrolled_at) values
  ('0a000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', now() - interval '14 days'),
  ('0a000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000004', now() - interval '3 days');

-- Aluno finished the first module of aws (2 of 7 lessons) and the first ia lesson.
insert into public.lesson_progress (user_id, lesson_id, completed, completed_at)
select '0a000000-0000-4000-8000-000000000003', l.id, true, now() - interval '10 days'
from public.lessons l
where l.module_id = 'd0000000-0000-4000-8000-000000000101'
   or (l.module_id = 'd0000000-0000-4000-8000-000000000401' and l.order_index = 1);

select private.refresh_course_progress(id) from public.courses where slug in ('aws', 'ia');


-- -----------------------------------------------------------------------------
-- Books
-- -----------------------------------------------------------------------------
insert into public.books
  (title, subtitle, description, author, pages, rating, reviews, price, image_url, sample_url, purchase_url,
   topics, benefits, is_active, order_index)
values
  ('Guia Prático da Nuvem AWS', 'Do primeiro login à arquitetura bem-arquitetada',
   'Um roteiro direto para quem está começando na AWS, com exercícios práticos e dicas para a certificação.',
   'Carla Menezes', 320, 4.8, 214, 89.90, null, null, 'https://example.com/livros/guia-pratico-aws',
   array['AWS', 'Arquitetura', 'Certificação'],
   array['Exercícios passo a passo', 'Simulados comentados', 'Checklists de segurança', 'Acesso a atualizações'],
   true, 1),
  ('Azure para Desenvolvedores', 'Serviços, identidade e DevOps no Microsoft Azure',
   'Aprenda a publicar aplicações no Azure usando App Service, Functions e pipelines de entrega.',
   'Rafael Souza', 280, 4.6, 132, 79.90, null, null, 'https://example.com/livros/azure-para-desenvolvedores',
   array['Azure', 'Desenvolvimento'],
   array['Projetos completos', 'Código-fonte disponível', 'Boas práticas de custos'],
   true, 2),
  ('DevOps Sem Mistério', 'Cultura, automação e entrega contínua',
   'Da cultura às ferramentas: Docker, Kubernetes, CI/CD e observabilidade explicados com exemplos reais.',
   'Juliana Prado', 356, 4.9, 301, 99.90, null, null, 'https://example.com/livros/devops-sem-misterio',
   array['DevOps', 'Kubernetes', 'CI/CD'],
   array['Estudos de caso reais', 'Pipelines prontos para usar', 'Guia de métricas DORA', 'Glossário completo', 'Exercícios por capítulo'],
   true, 3),
  ('IA Generativa na Nuvem', 'Modelos de linguagem aplicados a negócios',
   'Como avaliar, integrar e operar modelos de IA generativa com responsabilidade e custo sob controle.',
   'Marcos Oliveira', 240, 4.7, 88, 109.90, null, null, null,
   array['Inteligência Artificial', 'LLMs'],
   array['Casos de uso por setor', 'Modelos de prompt', 'Checklist de governança de IA'],
   true, 4),
  -- Inactive: administrators only.
  ('Redes de Computadores para a Nuvem', 'Edição 2019',
   'Edição antiga, retirada de venda.',
   'Pedro Lima', 410, 4.2, 57, 59.90, null, null, 'https://example.com/livros/redes-2019',
   array['Redes'],
   array['Conceitos de TCP/IP'],
   false, 5);


-- -----------------------------------------------------------------------------
-- Pricing plans
-- -----------------------------------------------------------------------------
insert into public.pricing_plans
  (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index)
values
  ('Essencial', 'R$ 49,90', '/mês', 'Para quem está começando na nuvem.',
   array['Acesso a 1 trilha por vez', 'Certificado de conclusão', 'Suporte por e-mail'],
   'Assinar Essencial', 'https://example.com/checkout/essencial', false, true, 1),
  ('Profissional', 'R$ 89,90', '/mês', 'Todas as trilhas e mentorias em grupo.',
   array['Acesso a todos os cursos', 'Certificados com código de verificação', 'Mentorias mensais em grupo', 'Suporte prioritário'],
   'Assinar Profissional', 'https://example.com/checkout/profissional', true, true, 2),
  ('Empresas', 'Sob consulta', null, 'Capacitação de equipes com relatórios de progresso.',
   array['Painel de acompanhamento da equipe', 'Trilhas personalizadas', 'Gerente de conta dedicado'],
   'Falar com Vendas', 'https://example.com/contato/empresas', false, true, 3),
  -- Inactive: administrators only.
  ('Anual Promocional 2024', 'R$ 399,00', '/ano', 'Campanha encerrada.',
   array['Acesso a todos os cursos por 12 meses'],
   'Assinar', 'https://example.com/checkout/anual-2024', false, false, 4);
