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
  -- bcrypt's cost for the demo passwords: 10 (hosted Auth's) unless the local test stack asks
  -- for its lower one (scripts/lib/stack.mjs, seedPasswordCost).
  seed_password_cost int := coalesce(nullif(current_setting('trilha.seed_password_cost', true), '')::int, 10);
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

    execute format('select %1$I.crypt($1, %1$I.gen_salt(''bf'', $2))', crypto_schema)
      into password_hash using demo.password, seed_password_cost;

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


-- =============================================================================
-- Assessments (module quizzes and the simulado) — AWS Cloud Practitioner course
-- =============================================================================
-- An original pt-BR bank written for this project: 64 questions over the four domains of
-- the AWS Certified Cloud Practitioner exam (weights as in its guide: 24/30/34/12 %), each with
-- an explanation and a lesson second; 13 are "escolha 2". A quiz of 5 questions (70 %) for each
-- of the course's 3 modules, and a published simulado sized to the bank: 30 questions (7/9/10/4
-- per domain by the largest remainder rule, about half of each domain's questions), 42 minutes
-- (the real exam's pace: 65 questions in 90 minutes), pass score 700 (the real exam's).
-- The course's certificate requirements stay OFF: the demo student's state (and the end-to-end
-- tests that read it) do not change. docs/rules/assessments.md says how to turn them on.
-- =============================================================================
insert into public.exam_domains (course_id, name, weight_percent) values
  ('c0000000-0000-4000-8000-000000000001', 'Conceitos de nuvem', 24),
  ('c0000000-0000-4000-8000-000000000001', 'Segurança e conformidade', 30),
  ('c0000000-0000-4000-8000-000000000001', 'Tecnologia e serviços de nuvem', 34),
  ('c0000000-0000-4000-8000-000000000001', 'Cobrança, preços e suporte', 12);

do $seed_assessments$
declare
  v_course constant uuid := 'c0000000-0000-4000-8000-000000000001';
  q        record;
  v_id     uuid;
  v_shift  integer;
begin
  for q in
    select * from (values
      -- Módulo 1 — Introdução à nuvem AWS ------------------------------------------------------
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 130,
       'Qual característica da computação em nuvem permite aumentar ou reduzir recursos automaticamente conforme a demanda?',
       array['Elasticidade', 'Capacidade fixa contratada', 'Contrato de longo prazo', 'Alta latência'], array[1],
       'Elasticidade é ajustar os recursos à demanda a cada momento, pagando só pelo que está em uso.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 205,
       'Uma empresa troca grandes compras antecipadas de servidores por pagamentos mensais conforme o uso. Qual vantagem da nuvem é essa?',
       array['Trocar despesa de capital (CapEx) por despesa variável (OpEx)', 'Aumentar o custo fixo para ganhar previsibilidade', 'Eliminar a necessidade de monitorar custos', 'Garantir 100% de disponibilidade'], array[1],
       'Na nuvem não é preciso investir antes em hardware: paga-se pelo consumo, como despesa variável.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 340,
       'Em qual modelo de serviço o cliente gerencia o sistema operacional das máquinas virtuais?',
       array['IaaS', 'PaaS', 'SaaS', 'Nenhum: o sistema operacional é sempre do provedor'], array[1],
       'Em IaaS o provedor entrega a infraestrutura; sistema operacional, patches e aplicações ficam com o cliente.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 395,
       'Um serviço de e-mail pronto, que a equipe apenas usa pelo navegador, é exemplo de qual modelo de serviço?',
       array['SaaS', 'IaaS', 'PaaS', 'Nuvem híbrida'], array[1],
       'Em SaaS o software inteiro é do provedor; o cliente só usa a aplicação e cuida dos seus dados e acessos.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 470,
       'Quais são modelos de implantação de nuvem? (escolha 2)',
       array['Nuvem pública', 'Nuvem híbrida', 'Nuvem escalável', 'Nuvem reservada'], array[1, 2],
       'Os modelos de implantação são nuvem pública, privada (local) e híbrida; escalável é uma característica, não um modelo.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 520,
       'Uma empresa mantém parte dos sistemas no próprio data center e parte na AWS, conectadas entre si. Qual modelo de implantação é esse?',
       array['Híbrido', 'Público', 'Privado', 'Multirregião'], array[1],
       'Combinar infraestrutura local com a nuvem pública, integradas, é o modelo híbrido.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 610,
       'Qual pilar do AWS Well-Architected Framework trata de se recuperar de falhas e atender à demanda sem interrupções?',
       array['Confiabilidade', 'Otimização de custos', 'Excelência operacional', 'Sustentabilidade'], array[1],
       'Confiabilidade cobre recuperação de falhas, cotas e mudanças de demanda; os outros pilares tratam de custos, operação e impacto ambiental.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 655,
       'Quais são pilares do AWS Well-Architected Framework? (escolha 2)',
       array['Segurança', 'Sustentabilidade', 'Portabilidade', 'Virtualização'], array[1, 2],
       'Os seis pilares são excelência operacional, segurança, confiabilidade, eficiência de desempenho, otimização de custos e sustentabilidade.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 720,
       'Por que "parar de adivinhar a capacidade" é uma vantagem da nuvem?',
       array['Porque a capacidade pode acompanhar a demanda real, sem superdimensionar', 'Porque a AWS define a capacidade mínima de cada cliente', 'Porque a capacidade é contratada por três anos', 'Porque os servidores do cliente nunca ficam ociosos'], array[1],
       'Sem comprar hardware antes, não é preciso prever picos: a capacidade sobe e desce com o uso.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 780,
       'Qual vantagem da nuvem permite publicar uma aplicação em várias regiões do mundo em poucos minutos?',
       array['Tornar-se global em minutos', 'Economia de escala', 'Trocar CapEx por OpEx', 'Deixar de manter data centers'], array[1],
       'A infraestrutura global já existe: basta lançar os recursos em outras regiões, perto dos usuários.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 840,
       'Por que a AWS consegue cobrar menos por uso do que custaria um data center próprio pequeno?',
       array['Economia de escala: o uso somado de muitos clientes reduz o custo por unidade', 'Porque ela não cobra transferência de dados', 'Porque os clientes dividem máquinas sem isolamento', 'Porque ela usa apenas servidores usados'], array[1],
       'Comprando e operando em escala enorme, o custo unitário cai, e a AWS repassa parte disso em preços menores.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 900,
       'Na migração para a nuvem, qual estratégia move a aplicação sem alterações (lift and shift)?',
       array['Redefinir a hospedagem (rehost)', 'Refatorar (refactor)', 'Recomprar (repurchase)', 'Retirar (retire)'], array[1],
       'Rehost leva a aplicação como está para a nuvem; refatorar reescreve, recomprar troca por um SaaS e retirar desliga o sistema.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 950,
       'Qual guia da AWS organiza a adoção da nuvem em perspectivas como negócios, pessoas, governança, plataforma, segurança e operações?',
       array['AWS Cloud Adoption Framework (AWS CAF)', 'AWS Well-Architected Tool', 'AWS Trusted Advisor', 'AWS Organizations'], array[1],
       'O AWS CAF reúne as seis perspectivas e as capacidades que uma organização desenvolve para adotar a nuvem.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 990,
       'Quais práticas mostram a agilidade que a nuvem traz? (escolha 2)',
       array['Provisionar recursos em minutos, em vez de semanas', 'Experimentar com baixo custo e descartar o que não funcionar', 'Comprar hardware antecipadamente para os picos', 'Aprovar toda mudança em um comitê mensal'], array[1, 2],
       'Agilidade é reduzir o tempo e o custo de testar ideias; compras antecipadas e aprovações lentas fazem o contrário.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 1030,
       'Uma loja recebe dez vezes mais acessos na Black Friday. Em um data center próprio, qual é o problema típico?',
       array['Os servidores comprados para o pico ficam ociosos no resto do ano', 'O tráfego não pode passar de dez usuários', 'A energia fica mais barata no pico', 'Não é possível usar balanceadores de carga'], array[1],
       'Dimensionar para o pico significa pagar o ano todo por capacidade que só é usada alguns dias.'),
      ('Conceitos de nuvem', 1, 'O que é computação em nuvem', 1060,
       'Em PaaS, o que continua sob responsabilidade do cliente?',
       array['O código da aplicação e os seus dados', 'O hardware físico', 'O sistema operacional dos servidores', 'A rede do data center'], array[1],
       'Na plataforma como serviço o provedor cuida da infraestrutura e do sistema operacional; o cliente cuida do código e dos dados.'),
      ('Tecnologia e serviços de nuvem', 1, 'Infraestrutura global da AWS', 180,
       'O que é uma Zona de Disponibilidade (AZ)?',
       array['Um ou mais data centers isolados, com energia e rede próprias, dentro de uma região', 'Um país onde a AWS tem escritório', 'Um ponto de presença do Amazon CloudFront', 'Uma conta da AWS dedicada'], array[1],
       'Cada região tem várias AZs separadas fisicamente e ligadas por rede de baixa latência, para tolerar falhas.'),
      ('Tecnologia e serviços de nuvem', 1, 'Infraestrutura global da AWS', 420,
       'Quais fatores pesam na escolha de uma região da AWS? (escolha 2)',
       array['Leis de proteção de dados e requisitos de conformidade', 'Proximidade dos usuários, para reduzir a latência', 'O idioma do console da AWS', 'O fuso horário da equipe de suporte'], array[1, 2],
       'Escolhe-se a região por conformidade, latência, serviços disponíveis e preço; idioma e fuso do suporte não dependem dela.'),
      ('Tecnologia e serviços de nuvem', 1, 'Infraestrutura global da AWS', 760,
       'Para que servem os pontos de presença (edge locations)?',
       array['Entregar conteúdo com baixa latência perto dos usuários, como faz o Amazon CloudFront', 'Hospedar bancos de dados relacionais', 'Guardar cópias de segurança por dez anos', 'Processar o faturamento da conta'], array[1],
       'Os pontos de presença guardam conteúdo em cache perto das pessoas e são usados pelo CloudFront e pelo Route 53.'),
      ('Tecnologia e serviços de nuvem', 1, 'Infraestrutura global da AWS', 1100,
       'Por que distribuir uma aplicação em duas ou mais Zonas de Disponibilidade?',
       array['Para continuar funcionando se uma AZ falhar', 'Para pagar menos transferência de dados', 'Porque cada AZ aceita só uma instância', 'Para faturar em outra moeda'], array[1],
       'Com cópias em AZs diferentes, a falha de um data center não derruba a aplicação: é a base da alta disponibilidade.'),
      -- Módulo 2 — Serviços essenciais ---------------------------------------------------------
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 90,
       'Qual serviço oferece servidores virtuais redimensionáveis na AWS?',
       array['Amazon EC2', 'Amazon S3', 'Amazon RDS', 'AWS Lambda'], array[1],
       'O Amazon EC2 fornece instâncias (máquinas virtuais) de vários tamanhos, que podem ser criadas e desligadas a qualquer momento.'),
      ('Cobrança, preços e suporte', 2, 'Amazon EC2: servidores virtuais', 1180,
       'Um processamento em lote pode ser interrompido e retomado a qualquer momento. Qual opção de compra de EC2 costuma custar menos?',
       array['Instâncias Spot', 'Instâncias sob demanda', 'Hosts dedicados', 'Instâncias reservadas sem pagamento adiantado'], array[1],
       'Instâncias Spot usam capacidade ociosa com grande desconto, mas podem ser interrompidas: servem a cargas tolerantes a interrupção.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 300,
       'O que é uma AMI (Amazon Machine Image)?',
       array['Um modelo com sistema operacional e software usado para iniciar instâncias EC2', 'Um tipo de armazenamento de objetos', 'Uma política de permissões do IAM', 'Uma região da AWS'], array[1],
       'A AMI é a imagem de onde a instância nasce: sistema operacional, configurações e programas já instalados.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 960,
       'Quais serviços ajudam uma aplicação em EC2 a acompanhar a demanda e distribuir o tráfego entre instâncias? (escolha 2)',
       array['Amazon EC2 Auto Scaling', 'Elastic Load Balancing', 'Amazon S3 Glacier', 'AWS Artifact'], array[1, 2],
       'O Auto Scaling ajusta o número de instâncias e o Elastic Load Balancing reparte as requisições entre elas.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 1320,
       'Qual serviço executa código sem provisionar nem gerenciar servidores, cobrando pelo tempo de execução?',
       array['AWS Lambda', 'Amazon EC2', 'Amazon Lightsail', 'AWS Outposts'], array[1],
       'O Lambda é computação sem servidor: o código roda em resposta a eventos e a cobrança é por requisição e duração.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 640,
       'Qual armazenamento em bloco fica anexado a uma instância EC2 e mantém os dados quando ela é parada?',
       array['Amazon EBS', 'Amazon S3', 'Armazenamento de instância (instance store)', 'Amazon CloudFront'], array[1],
       'Volumes EBS persistem independentemente da instância; o instance store é temporário e se perde quando ela para.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon EC2: servidores virtuais', 1420,
       'Em vez de instalar e manter um MySQL em uma instância EC2, qual serviço gerenciado oferece banco relacional com backups e atualizações automáticos?',
       array['Amazon RDS', 'Amazon DynamoDB', 'Amazon S3', 'Amazon EBS'], array[1],
       'O Amazon RDS administra bancos relacionais (MySQL, PostgreSQL e outros); o DynamoDB é um banco NoSQL de chave e valor.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon S3: armazenamento de objetos', 75,
       'Como o Amazon S3 armazena os dados?',
       array['Como objetos dentro de buckets', 'Como blocos anexados a uma instância', 'Como arquivos em um servidor Windows', 'Como linhas de tabelas relacionais'], array[1],
       'No S3 cada arquivo é um objeto (dados, metadados e chave) guardado em um bucket.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon S3: armazenamento de objetos', 610,
       'Dados raramente acessados, que podem levar horas para serem recuperados e devem custar o mínimo possível, combinam com qual classe do S3?',
       array['S3 Glacier Deep Archive', 'S3 Standard', 'S3 Express One Zone', 'S3 Standard-IA'], array[1],
       'O Glacier Deep Archive tem o menor preço de armazenamento, em troca de recuperações que levam horas.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon S3: armazenamento de objetos', 820,
       'Quais destes são recursos do Amazon S3 para gerenciar objetos ao longo do tempo? (escolha 2)',
       array['Versionamento', 'Regras de ciclo de vida', 'Grupos de segurança', 'Pares de chaves'], array[1, 2],
       'O versionamento guarda versões anteriores e as regras de ciclo de vida movem ou apagam objetos; grupos de segurança e pares de chaves são do EC2.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon S3: armazenamento de objetos', 300,
       'Qual é a durabilidade projetada para os objetos na classe S3 Standard?',
       array['99,999999999% (11 noves)', '99%', '99,9%', '90%'], array[1],
       'O S3 guarda cópias em vários dispositivos e AZs, com durabilidade projetada de 11 noves.'),
      ('Tecnologia e serviços de nuvem', 2, 'Amazon S3: armazenamento de objetos', 1010,
       'Quando a classe S3 Intelligent-Tiering é a mais indicada?',
       array['Quando o padrão de acesso aos dados é desconhecido ou muda com o tempo', 'Quando os dados precisam ficar em um disco anexado à instância', 'Quando os dados são um banco relacional', 'Quando a aplicação exige um compartilhamento de arquivos SMB'], array[1],
       'O Intelligent-Tiering move cada objeto entre camadas de acesso conforme o uso, sem custo de recuperação.'),
      ('Tecnologia e serviços de nuvem', 2, 'Redes com Amazon VPC', 110,
       'O que é uma Amazon VPC?',
       array['Uma rede virtual isolada logicamente, onde você lança seus recursos na AWS', 'Um servidor físico de VPN', 'Um serviço de DNS', 'Uma conta de faturamento'], array[1],
       'A VPC é a sua rede privada na AWS: você define faixas de IP, sub-redes, rotas e gateways.'),
      ('Tecnologia e serviços de nuvem', 2, 'Redes com Amazon VPC', 480,
       'O que torna uma sub-rede "pública" em uma VPC?',
       array['Uma rota para um internet gateway na sua tabela de rotas', 'Ter mais de 100 endereços IP', 'Estar em duas Zonas de Disponibilidade', 'Ter uma instância com Windows'], array[1],
       'A sub-rede é pública quando sua tabela de rotas envia o tráfego da internet a um internet gateway.'),
      ('Tecnologia e serviços de nuvem', 2, 'Redes com Amazon VPC', 1250,
       'Qual serviço da AWS oferece DNS gerenciado e registro de domínios?',
       array['Amazon Route 53', 'Amazon CloudFront', 'AWS Direct Connect', 'Amazon VPC'], array[1],
       'O Route 53 traduz nomes em endereços, registra domínios e faz verificações de saúde e roteamento.'),
      ('Tecnologia e serviços de nuvem', 2, 'Redes com Amazon VPC', 1330,
       'Quais opções conectam um data center local a uma VPC? (escolha 2)',
       array['AWS Site-to-Site VPN', 'AWS Direct Connect', 'Amazon Route 53', 'Amazon SNS'], array[1, 2],
       'A VPN cria um túnel criptografado pela internet; o Direct Connect é uma conexão de rede dedicada.'),
      ('Tecnologia e serviços de nuvem', 2, 'Redes com Amazon VPC', 900,
       'Uma instância em sub-rede privada precisa baixar atualizações da internet sem receber conexões de entrada. O que usar?',
       array['Um NAT gateway', 'Um internet gateway anexado à instância', 'Um IP elástico em cada pacote', 'O Amazon Route 53'], array[1],
       'O NAT gateway, em uma sub-rede pública, deixa instâncias privadas iniciarem conexões de saída sem ficarem expostas.'),
      ('Segurança e conformidade', 2, 'Redes com Amazon VPC', 640,
       'Como funciona um grupo de segurança (security group) do EC2?',
       array['Como firewall com estado no nível da instância, só com regras de permissão', 'Como firewall sem estado no nível da sub-rede', 'Criptografando o disco da instância', 'Controlando o faturamento da instância'], array[1],
       'Grupos de segurança têm estado (o retorno é permitido automaticamente) e só permitem; negar é papel das network ACLs.'),
      ('Segurança e conformidade', 2, 'Redes com Amazon VPC', 760,
       'Quais afirmações sobre as network ACLs estão corretas? (escolha 2)',
       array['Atuam no nível da sub-rede', 'Não têm estado: o tráfego de retorno precisa de regra própria', 'Só aceitam regras de permissão', 'Atuam dentro do sistema operacional da instância'], array[1, 2],
       'As network ACLs filtram o tráfego de cada sub-rede, aceitam regras de permissão e de negação e não guardam estado.'),
      -- Módulo 3 — Segurança e custos ----------------------------------------------------------
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 95,
       'No modelo de responsabilidade compartilhada, quem cuida da segurança física dos data centers?',
       array['A AWS', 'O cliente', 'Os dois igualmente', 'O provedor de internet do cliente'], array[1],
       'A AWS é responsável pela segurança "da" nuvem: instalações, hardware e rede; o cliente, pela segurança "na" nuvem.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 180,
       'Ao usar Amazon EC2, quais tarefas são do cliente no modelo de responsabilidade compartilhada? (escolha 2)',
       array['Aplicar patches no sistema operacional da instância', 'Configurar os grupos de segurança', 'Manter o hardware dos servidores', 'Garantir energia e refrigeração do data center'], array[1, 2],
       'No EC2 o cliente administra o sistema operacional, as aplicações e o firewall da instância; o físico é da AWS.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 420,
       'Qual é a prática recomendada para o usuário raiz (root) da conta AWS?',
       array['Ativar MFA e usá-lo só nas poucas tarefas que o exigem', 'Usá-lo no dia a dia e compartilhar a senha com a equipe', 'Criar chaves de acesso para ele e guardá-las no código', 'Apagá-lo logo após criar a conta'], array[1],
       'O usuário raiz tem acesso total e não pode ser restringido: proteja-o com MFA e use identidades do IAM no dia a dia.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 510,
       'O que significa o princípio do menor privilégio?',
       array['Conceder só as permissões necessárias para cada tarefa', 'Dar acesso de administrador a todos para evitar bloqueios', 'Usar a mesma senha em todas as contas', 'Retirar a permissão de leitura de todos os usuários'], array[1],
       'Com o mínimo necessário, um erro ou uma credencial vazada causa o menor dano possível.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 600,
       'Uma aplicação em EC2 precisa ler um bucket do S3. Qual é a forma recomendada de dar essa permissão?',
       array['Uma função (role) do IAM associada à instância', 'As chaves de acesso do usuário raiz no código', 'Tornar o bucket público', 'Um usuário IAM compartilhado, com a senha no código'], array[1],
       'A role entrega credenciais temporárias e trocadas automaticamente, sem nenhuma chave guardada na instância.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1150,
       'Onde obter os relatórios de conformidade da AWS, como relatórios SOC e certificações ISO?',
       array['AWS Artifact', 'AWS Config', 'Amazon Inspector', 'AWS Budgets'], array[1],
       'O AWS Artifact é o portal de relatórios de auditoria e acordos de conformidade da AWS.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 980,
       'Quais serviços ajudam a detectar ameaças e vulnerabilidades no ambiente? (escolha 2)',
       array['Amazon GuardDuty', 'Amazon Inspector', 'AWS Cost Explorer', 'Amazon Route 53'], array[1, 2],
       'O GuardDuty detecta atividade suspeita nos registros da conta e o Inspector procura vulnerabilidades em instâncias e contêineres.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1040,
       'Qual serviço registra as chamadas de API feitas na conta, para auditar quem fez o quê e quando?',
       array['AWS CloudTrail', 'Amazon CloudWatch', 'AWS Config', 'AWS Shield'], array[1],
       'O CloudTrail grava cada chamada de API; o CloudWatch acompanha métricas e logs, e o Config o histórico de configuração.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1090,
       'Qual serviço protege contra ataques DDoS e tem uma camada gratuita ativada automaticamente em todas as contas?',
       array['AWS Shield', 'AWS WAF', 'Amazon Macie', 'AWS KMS'], array[1],
       'O Shield Standard protege todos os clientes sem custo; o Shield Advanced acrescenta proteção e suporte especializados.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1120,
       'Qual serviço cria e controla as chaves de criptografia usadas pelos outros serviços da AWS?',
       array['AWS Key Management Service (AWS KMS)', 'Amazon Macie', 'AWS Artifact', 'AWS IAM Identity Center'], array[1],
       'O KMS gerencia chaves e se integra ao S3, EBS, RDS e outros para criptografar dados em repouso.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 700,
       'Para que serve um grupo de usuários do IAM?',
       array['Atribuir as mesmas permissões a várias pessoas de uma vez', 'Agrupar instâncias EC2 em uma sub-rede', 'Dividir a fatura entre departamentos', 'Criar uma rede privada'], array[1],
       'As políticas anexadas ao grupo valem para todos os seus membros, o que simplifica dar e retirar acessos.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 780,
       'Quais medidas fortalecem o acesso das pessoas ao console da AWS? (escolha 2)',
       array['Exigir autenticação multifator (MFA)', 'Definir uma política de senhas fortes', 'Compartilhar um único usuário entre a equipe', 'Guardar as senhas em uma planilha compartilhada'], array[1, 2],
       'MFA e senhas fortes reduzem o risco de invasão; usuários compartilhados impedem saber quem fez cada ação.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1180,
       'Qual serviço usa aprendizado de máquina para encontrar dados sensíveis, como CPFs e números de cartão, em buckets do S3?',
       array['Amazon Macie', 'Amazon GuardDuty', 'AWS Shield', 'Amazon Inspector'], array[1],
       'O Macie classifica o conteúdo dos buckets e alerta quando encontra dados pessoais ou financeiros expostos.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 1210,
       'Contra o que o AWS WAF protege?',
       array['Ataques a aplicações web, como injeção de SQL, filtrando as requisições HTTP', 'Falhas de energia no data center', 'Gastos acima do orçamento', 'Perda de objetos por exclusão acidental'], array[1],
       'O WAF é um firewall de aplicação web: regras inspecionam as requisições antes de chegarem à aplicação.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 860,
       'Qual serviço administra várias contas AWS em um só lugar, com políticas de controle de serviço (SCPs)?',
       array['AWS Organizations', 'AWS Artifact', 'Amazon Cognito', 'AWS Trusted Advisor'], array[1],
       'O Organizations agrupa contas em unidades organizacionais e aplica SCPs que limitam o que cada conta pode fazer.'),
      ('Segurança e conformidade', 3, 'IAM e responsabilidade compartilhada', 260,
       'Em um serviço gerenciado como o Amazon RDS, quem aplica os patches do sistema operacional do servidor do banco?',
       array['A AWS', 'O cliente', 'O usuário raiz da conta', 'Ninguém: bancos gerenciados não recebem patches'], array[1],
       'Em serviços gerenciados a AWS assume mais responsabilidades, incluindo o sistema operacional; o cliente cuida dos dados e dos acessos.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 60,
       'Qual ferramenta estima o custo mensal de uma arquitetura antes de criá-la?',
       array['AWS Pricing Calculator', 'AWS Cost Explorer', 'AWS Budgets', 'AWS Artifact'], array[1],
       'A Pricing Calculator estima custos de serviços que ainda não existem; o Cost Explorer analisa o que já foi gasto.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 190,
       'Qual serviço envia alertas quando o custo ou o uso passa de um valor definido?',
       array['AWS Budgets', 'AWS Pricing Calculator', 'AWS CloudTrail', 'Amazon Inspector'], array[1],
       'No AWS Budgets você define orçamentos e recebe alertas quando o gasto real ou previsto os ultrapassa.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 270,
       'Qual ferramenta mostra os gastos dos últimos meses e a previsão dos próximos?',
       array['AWS Cost Explorer', 'AWS Pricing Calculator', 'AWS Shield', 'AWS Artifact'], array[1],
       'O Cost Explorer tem gráficos e filtros por serviço, conta e etiqueta, além de previsão de gastos.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 380,
       'Quais benefícios o faturamento consolidado do AWS Organizations oferece? (escolha 2)',
       array['Uma única fatura para várias contas', 'Descontos por volume somando o uso de todas as contas', 'Plano de suporte Enterprise gratuito', 'Transferência de dados gratuita entre regiões'], array[1, 2],
       'Com o faturamento consolidado, o uso das contas é somado para atingir faixas de desconto e tudo chega em uma fatura.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 610,
       'Qual plano de suporte da AWS inclui um gerente técnico de conta (TAM) dedicado?',
       array['Enterprise', 'Basic', 'Developer', 'Business'], array[1],
       'O TAM dedicado faz parte do plano Enterprise; Business e Developer oferecem suporte técnico sem esse papel.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 470,
       'Um servidor de aplicação vai rodar 24 horas por dia pelos próximos três anos. Qual opção reduz o custo em relação ao sob demanda?',
       array['Savings Plans ou instâncias reservadas, com compromisso de 1 ou 3 anos', 'Instâncias Spot', 'Aumentar o tamanho da instância', 'Mudar para o plano de suporte Basic'], array[1],
       'Para uso contínuo e previsível, o compromisso de 1 ou 3 anos dá grandes descontos; Spot pode ser interrompida.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 540,
       'Em geral, qual transferência de dados a AWS não cobra?',
       array['A entrada de dados vindos da internet para a AWS', 'A saída de dados da AWS para a internet', 'A transferência entre regiões', 'A saída pelo Amazon CloudFront acima do nível gratuito'], array[1],
       'A entrada de dados é gratuita; cobra-se principalmente a saída para a internet e a transferência entre regiões.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 720,
       'Qual serviço analisa a conta e recomenda economias e melhorias de segurança, desempenho e tolerância a falhas?',
       array['AWS Trusted Advisor', 'AWS Budgets', 'AWS Artifact', 'Amazon Macie'], array[1],
       'O Trusted Advisor compara a conta com boas práticas e aponta, por exemplo, recursos ociosos e portas abertas.'),
      ('Cobrança, preços e suporte', 3, 'Preços, faturamento e suporte', 830,
       'Quais itens entram no custo do Amazon S3? (escolha 2)',
       array['O volume de dados armazenado', 'As requisições e a transferência de dados de saída', 'O número de usuários do IAM da conta', 'A quantidade de grupos de segurança'], array[1, 2],
       'No S3 paga-se por gigabyte armazenado, por requisição e pela saída de dados; usuários do IAM e grupos de segurança não têm custo.')
    ) as t(domain, module_number, lesson, second, prompt, options, correct, explanation)
  loop
    insert into public.assessment_questions
      (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second)
    values (
      v_course,
      (select m.id from public.course_modules m where m.course_id = v_course and m.order_index = q.module_number),
      (select d.id from public.exam_domains d where d.course_id = v_course and d.name = q.domain),
      case when cardinality(q.correct) = 1 then 'single' else 'multiple' end,
      q.prompt,
      q.explanation,
      (select l.id from public.lessons l where l.course_id = v_course and l.title = q.lesson),
      q.second
    )
    returning id into v_id;
    -- The right options are written first above; each question turns its options by a fixed
    -- amount taken from its prompt, so the answer is not always 'A'.
    v_shift := abs(hashtext(q.prompt)) % cardinality(q.options);
    insert into public.assessment_options (question_id, position, text, is_correct)
    select v_id, (o.position - 1 + v_shift) % cardinality(q.options) + 1, o.text, o.position = any (q.correct)
    from unnest(q.options) with ordinality as o(text, position);
  end loop;
end;
$seed_assessments$;

insert into public.module_quizzes (module_id, question_count, pass_percent) values
  ('d0000000-0000-4000-8000-000000000101', 5, 70),
  ('d0000000-0000-4000-8000-000000000102', 5, 70),
  ('d0000000-0000-4000-8000-000000000103', 5, 70);

insert into public.practice_exams (course_id, question_count, time_limit_minutes, pass_score, published) values
  ('c0000000-0000-4000-8000-000000000001', 30, 42, 700, true);


-- =============================================================================
-- Selling (docs/payments.md): the AWS course is sold at R$ 297,00 ('ou 12x de R$ 24,75') and
-- included in the plans; Azure, DevOps and IA stay free. The demo aluno was enrolled in AWS
-- while it was free, so the change gives them a grant: they keep their access. The first
-- book is on sale as an e-book; its file (supabase/seed-files/book-files/…) is put into
-- Storage by `npm run dev` (scripts/lib/seed-files.mjs).
-- =============================================================================
update public.pricing_plans set amount = 49.90, billing_interval = 'month' where name = 'Essencial';
update public.pricing_plans set amount = 89.90, billing_interval = 'month' where name = 'Profissional';
update public.pricing_plans set amount = 399.00, billing_interval = 'year' where name = 'Anual Promocional 2024';

update public.courses set access_model = 'paid_or_plans', price = 297.00 where slug = 'aws';

insert into public.plan_courses (plan_id, course_id)
select p.id, c.id
from public.pricing_plans p, public.courses c
where p.name in ('Essencial', 'Profissional', 'Anual Promocional 2024') and c.slug = 'aws';

update public.books
   set file_path = 'demo/guia-pratico-da-nuvem-aws.pdf'
 where title = 'Guia Prático da Nuvem AWS';


-- =============================================================================
-- Trilhas (docs/tracks.md): two tracks over the demo courses. The AWS course is Cloud
-- Practitioner level, so the AWS track says plainly that it is the base on the way to the
-- SAA-C03, not the whole preparation. The demo aluno follows it (the dashboard's track card).
-- =============================================================================
insert into public.tracks
  (id, slug, title, target_role, exam_code, exam_name, level, description, audience, outcomes, faq,
   published, access_model, price)
values
  ('e0000000-0000-4000-8000-000000000001', 'arquiteto-de-solucoes-aws',
   'Arquiteto(a) de Soluções AWS: a base para a SAA-C03',
   'Arquiteto(a) de Soluções AWS', 'SAA-C03', 'AWS Certified Solutions Architect – Associate',
   'Iniciante',
   'O primeiro trecho do caminho para trabalhar como arquiteto(a) de soluções na AWS: os fundamentos da nuvem AWS no nível Cloud Practitioner, a entrega automatizada com Docker, Kubernetes e CI/CD, e um simulado final para medir o que você já domina. A trilha não cobre sozinha todo o conteúdo da prova SAA-C03: ela monta a base que a preparação para a certificação associate pressupõe.',
   'Para quem está começando na nuvem ou vem de desenvolvimento ou infraestrutura e quer se tornar arquiteto(a) de soluções AWS. Não é preciso experiência prévia com AWS.',
   array[
     'Explicar a infraestrutura global da AWS, o modelo de responsabilidade compartilhada e os serviços centrais de computação, armazenamento e rede',
     'Aplicar IAM e boas práticas de segurança e de custos em uma conta AWS',
     'Empacotar aplicações em contêineres e publicá-las com pipelines de CI/CD',
     'Identificar o que estudar a seguir para a prova SAA-C03'
   ],
   jsonb_build_array(
     jsonb_build_object('question', 'Esta trilha me prepara para a prova SAA-C03?',
       'answer', 'Ela cobre a base: fundamentos da AWS no nível Cloud Practitioner e práticas de DevOps. O simulado final é o do curso de fundamentos. Para a SAA-C03 você ainda vai estudar arquitetura em mais profundidade (alta disponibilidade, desacoplamento, bancos de dados gerenciados).'),
     jsonb_build_object('question', 'Como recebo o certificado da trilha?',
       'answer', 'Siga a trilha, conclua todos os cursos e seja aprovado no simulado final. O certificado é emitido na hora, com o código de verificação, a carga horária de cada curso e a sua melhor nota no simulado.'),
     jsonb_build_object('question', 'Já tenho o curso de AWS. Preciso comprar a trilha?',
       'answer', 'Não. Se você já tem acesso a todos os cursos (comprados, gratuitos ou pelo seu plano), basta seguir a trilha.')
   ),
   true, 'paid_or_plans', 347.00),

  ('e0000000-0000-4000-8000-000000000002', 'devops-no-azure',
   'DevOps no Azure',
   'Engenheiro(a) DevOps com Azure', 'AZ-900', 'Microsoft Azure Fundamentals',
   'Iniciante',
   'Dos fundamentos do Microsoft Azure à entrega contínua: conheça os serviços, a identidade e a governança do Azure com foco na prova AZ-900 e depois automatize builds, contêineres e implantações com as práticas DevOps.',
   'Para quem desenvolve ou opera sistemas e quer levar aplicações para o Azure com entrega automatizada.',
   array[
     'Escolher entre IaaS, PaaS e SaaS no Azure e organizar recursos com governança',
     'Configurar identidade com Microsoft Entra ID',
     'Construir pipelines de CI/CD e implantar contêineres com segurança'
   ],
   jsonb_build_array(
     jsonb_build_object('question', 'A trilha é gratuita?',
       'answer', 'Sim. Os dois cursos são gratuitos: siga a trilha e você é inscrito neles na hora.'),
     jsonb_build_object('question', 'Qual certificação ela prepara?',
       'answer', 'A AZ-900 (Microsoft Azure Fundamentals), a porta de entrada das certificações Azure. O curso de DevOps acrescenta a prática de entrega contínua que a carreira exige.')
   ),
   true, 'free', null);

insert into public.track_steps (track_id, position, kind, course_id) values
  ('e0000000-0000-4000-8000-000000000001', 1, 'course', 'c0000000-0000-4000-8000-000000000001'),
  ('e0000000-0000-4000-8000-000000000001', 2, 'course', 'c0000000-0000-4000-8000-000000000003'),
  ('e0000000-0000-4000-8000-000000000001', 3, 'exam',   'c0000000-0000-4000-8000-000000000001'),
  ('e0000000-0000-4000-8000-000000000002', 1, 'course', 'c0000000-0000-4000-8000-000000000002'),
  ('e0000000-0000-4000-8000-000000000002', 2, 'course', 'c0000000-0000-4000-8000-000000000003');

insert into public.plan_tracks (plan_id, track_id)
select p.id, 'e0000000-0000-4000-8000-000000000001'
from public.pricing_plans p
where p.name = 'Profissional';

insert into public.track_followers (track_id, user_id, followed_at) values
  ('e0000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000003', now() - interval '3 days');


-- =============================================================================
-- Empresas (docs/companies.md): membership, seats and invitations. Nuvem Consultoria Ltda
-- bought 10 seats of the Profissional plan for 12 months (a paid company order, inserted here
-- as the payment functions would have left it). The demo gestor manages it; Ana and Bruno are
-- members holding a seat, Carla is a member without one. Logins (README):
--   gestor   gestor@trilhacloud.dev           Gestor@12345
--   membro   ana@nuvemconsultoria.com.br      Membro@12345  (also bruno@, carla@)
-- =============================================================================
do $seed_company_users$
declare
  crypto_schema text;
  demo record;
  password_hash text;
  -- bcrypt's cost for the demo passwords: 10 (hosted Auth's) unless the local test stack asks
  -- for its lower one (scripts/lib/stack.mjs, seedPasswordCost).
  seed_password_cost int := coalesce(nullif(current_setting('trilha.seed_password_cost', true), '')::int, 10);
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
      ('0a000000-0000-4000-8000-000000000011'::uuid, 'gestor@trilhacloud.dev',        'Gestor@12345', 'Gabriela Gestora', '11987650011'),
      ('0a000000-0000-4000-8000-000000000012'::uuid, 'ana@nuvemconsultoria.com.br',   'Membro@12345', 'Ana Souza',        '11987650012'),
      ('0a000000-0000-4000-8000-000000000013'::uuid, 'bruno@nuvemconsultoria.com.br', 'Membro@12345', 'Bruno Lima',       '11987650013'),
      ('0a000000-0000-4000-8000-000000000014'::uuid, 'carla@nuvemconsultoria.com.br', 'Membro@12345', 'Carla Mendes',     '11987650014')
    ) as t(id, email, password, full_name, phone)
  loop
    insert into private.account_origin_reservations (email, origin, expires_at)
    values (demo.email, 'demonstracao', now() + interval '5 minutes');

    execute format('select %1$I.crypt($1, %1$I.gen_salt(''bf'', $2))', crypto_schema)
      into password_hash using demo.password, seed_password_cost;

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
      where id in ('0a000000-0000-4000-8000-000000000011', '0a000000-0000-4000-8000-000000000012',
                   '0a000000-0000-4000-8000-000000000013', '0a000000-0000-4000-8000-000000000014')
        and instance_id is null
    $sql$;
  end if;

  drop schema if exists seed_pgcrypto cascade;
end
$seed_company_users$;

insert into public.organisations
  (id, cnpj, legal_name, billing_email, address_line, city, state, postal_code, email_domain, created_by)
values
  ('0e000000-0000-4000-8000-000000000001', '11222333000181', 'Nuvem Consultoria Ltda',
   'financeiro@nuvemconsultoria.com.br', 'Rua Funchal, 418, 12º andar', 'São Paulo', 'SP', '04551060',
   'nuvemconsultoria.com.br', '0a000000-0000-4000-8000-000000000011');

insert into public.organisation_members (organisation_id, user_id, role, joined_at) values
  ('0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000011', 'gestor', now() - interval '30 days'),
  ('0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000012', 'membro', now() - interval '20 days'),
  ('0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000013', 'membro', now() - interval '20 days'),
  ('0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000014', 'membro', now() - interval '5 days');

insert into public.organisation_seats
  (id, organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
select '0e100000-0000-4000-8000-000000000001', '0e000000-0000-4000-8000-000000000001', 'plan', p.id, p.name,
       10, now() - interval '30 days', now() - interval '30 days' + interval '12 months'
from public.pricing_plans p
where p.name = 'Profissional';

-- 10 seats × R$ 89,90 × 12 months, the order as the payment functions leave it once paid.
insert into public.orders
  (user_id, product_kind, product_id, product_title, amount, installments, method, status, provider,
   provider_payment_id, buyer_name, buyer_email, organisation_id, seat_count, seat_block_id, buyer_cnpj,
   created_at, paid_at)
select '0a000000-0000-4000-8000-000000000011', 'plan', b.product_id, b.product_title, 10788.00, 1, 'boleto',
       'paid', 'stand-in', 'demo-empresa-nuvem-1', 'Nuvem Consultoria Ltda', 'financeiro@nuvemconsultoria.com.br',
       b.organisation_id, 10, b.id, '11222333000181', b.period_start, b.period_start
from public.organisation_seats b
where b.id = '0e100000-0000-4000-8000-000000000001';

insert into public.seat_holders (seat_block_id, organisation_id, user_id, taken_at) values
  ('0e100000-0000-4000-8000-000000000001', '0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000011', now() - interval '30 days'),
  ('0e100000-0000-4000-8000-000000000001', '0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000012', now() - interval '20 days'),
  ('0e100000-0000-4000-8000-000000000001', '0e000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000013', now() - interval '20 days');

-- What the gestor assigned (docs/companies.md → Atribuições): the AWS track to everyone, due in
-- three weeks, and the Azure course to Bruno, due three days ago (late), so the dashboards and
-- 'Visão geral' show each status.
insert into public.assignments (id, organisation_id, track_id, course_id, due_on, everyone, created_by, created_at)
select '0e200000-0000-4000-8000-000000000001'::uuid, '0e000000-0000-4000-8000-000000000001'::uuid, t.id, null::uuid,
       private.sao_paulo_date(now()) + 21, true, '0a000000-0000-4000-8000-000000000011'::uuid, now() - interval '10 days'
from public.tracks t where t.slug = 'arquiteto-de-solucoes-aws'
union all
select '0e200000-0000-4000-8000-000000000002', '0e000000-0000-4000-8000-000000000001', null, c.id,
       private.sao_paulo_date(now()) - 3, false, '0a000000-0000-4000-8000-000000000011', now() - interval '10 days'
from public.courses c where c.slug = 'azure';

insert into public.assignment_members (assignment_id, organisation_id, user_id, created_at)
select '0e200000-0000-4000-8000-000000000001'::uuid, m.organisation_id, m.user_id, now() - interval '10 days'
from public.organisation_members m where m.organisation_id = '0e000000-0000-4000-8000-000000000001'
union all
select '0e200000-0000-4000-8000-000000000002', '0e000000-0000-4000-8000-000000000001',
       '0a000000-0000-4000-8000-000000000013', now() - interval '10 days';
-- ================================================================================================
-- Empresas: the seat price tiers (docs/companies.md → Vendendo assentos). 5–19 seats at the
-- product's price, 20–49 with 10% off, 50 or more with 20% off; fewer than 5 are not sold.
-- ================================================================================================
insert into public.seat_price_tiers (min_seats, discount_percent) values
  (5, 0),
  (20, 10),
  (50, 20)
on conflict (min_seats) do nothing;

-- ================================================================================================
-- Coupons (docs/coupons.md): a welcome coupon for any product, first purchase only, and a launch
-- campaign on the AWS course with 100 uses.
-- ================================================================================================
insert into public.coupons (code, description, discount_kind, discount_value, applies_to_all,
                            max_uses_per_person, first_purchase_only)
values ('BEMVINDO10', 'Boas-vindas: 10% na primeira compra', 'percent', 10, true, 1, true)
on conflict (code) do nothing;

insert into public.coupons (code, description, discount_kind, discount_value, applies_to_all, max_uses,
                            max_uses_per_person, valid_until)
values ('AWS40', 'Lançamento do curso de AWS', 'percent', 40, false, 100, 1, now() + interval '60 days')
on conflict (code) do nothing;

insert into public.coupon_products (coupon_id, product_kind, product_id)
select k.id, 'course', c.id
from public.coupons k, public.courses c
where k.code = 'AWS40' and c.slug = 'aws'
on conflict do nothing;

-- ================================================================================================
-- Notas fiscais (docs/invoices.md): the demo school's fiscal settings, issuing on: locally every
-- paid order's NFS-e goes to the stand-in of Focus NFe (docs/fiscal-provider.md). Not a real
-- company: the CNPJ only has valid check digits.
-- ================================================================================================
insert into public.fiscal_settings (id, enabled, cnpj, legal_name, municipal_registration, municipality_code,
                                    tax_regime, service_code, iss_rate, service_description)
values (true, true, '11222333000181', 'Trilha Cloud Educação Digital Ltda (demonstração)', '1234567',
        '3550308', 'simples_nacional', '08.02', 2.00,
        'Curso livre on-line de computação em nuvem (instrução e treinamento)')
on conflict (id) do nothing;
