-- Catalogue: courses, modules, lessons, books, pricing plans, teachers and the courses they teach; search.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.course_search_document(p_title text, p_description text, p_learning_points text[])
CREATE OR REPLACE FUNCTION private.course_search_document(p_title text, p_description text, p_learning_points text[])
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE COST 1000
 SET search_path TO ''
AS $function$
  select pg_catalog.setweight(private.catalogue_search_vector(p_title), 'A')
      || pg_catalog.setweight(
           private.catalogue_search_vector(pg_catalog.array_to_string(coalesce(p_learning_points, '{}'), ' ')),
           'B')
      || pg_catalog.setweight(private.catalogue_search_vector(p_description), 'C');
$function$;
comment on function private.course_search_document(text,text,text[]) is 'A course''s title (A), learning points (B) and description (C) as one search document.';

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.courses ---------------------------------------------------------------------------------
-- Courses for sale. Public when is_active and lesson_count > 0.
create table public.courses (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  title text not null,
  description text,
  image_url text,
  duration text,
  level text,
  price numeric(10,2),
  total_hours numeric(6,1),
  learning_points text[] not null,
  is_active boolean default true not null,
  total_students integer default 0 not null,
  lesson_count integer default 0 not null,
  total_minutes integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  review_count integer default 0 not null,
  review_total integer default 0 not null,
  review_stars integer[] default '{0,0,0,0,0}'::integer[] not null,
  topic text,
  public_rating numeric(2,1) generated always as (
CASE
    WHEN (review_count > 0) THEN round(((review_total)::numeric / (review_count)::numeric), 1)
    ELSE NULL::numeric
END) stored,
  requires_quizzes boolean default false not null,
  requires_practice_exam boolean default false not null,
  requires_watching boolean default false not null,
  requires_exercises boolean default false not null,
  access_model text default 'free'::text not null,
  constraint courses_access_model_check CHECK (access_model = ANY (ARRAY['free'::text, 'paid'::text, 'plans'::text, 'paid_or_plans'::text])),
  constraint courses_description_check CHECK (char_length(description) <= 5000),
  constraint courses_duration_check CHECK (char_length(duration) <= 60),
  constraint courses_image_url_check CHECK (image_url ~ '^(https?://|/)[^[:space:]]*$'::text),
  constraint courses_learning_points_check CHECK (private.texts_are_filled(learning_points, 5, 5)),
  constraint courses_lesson_count_check CHECK (lesson_count >= 0),
  constraint courses_level_check CHECK (level = ANY (ARRAY['Iniciante'::text, 'Intermediário'::text, 'Avançado'::text])),
  constraint courses_pkey PRIMARY KEY (id),
  constraint courses_price_check CHECK (price >= 0::numeric),
  constraint courses_price_required_when_sold CHECK ((access_model <> ALL (ARRAY['paid'::text, 'paid_or_plans'::text])) OR price >= 1::numeric),
  constraint courses_review_count_check CHECK (review_count >= 0),
  constraint courses_review_stars_check CHECK (array_ndims(review_stars) = 1 AND cardinality(review_stars) = 5),
  constraint courses_review_total_check CHECK (review_total >= 0),
  constraint courses_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text AND char_length(slug) <= 80),
  constraint courses_slug_key UNIQUE (slug),
  constraint courses_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 200),
  constraint courses_topic_check CHECK (topic = ANY (ARRAY['aws'::text, 'azure'::text, 'devops'::text, 'ia'::text])),
  constraint courses_total_hours_check CHECK (total_hours >= 0::numeric AND (total_hours * 2::numeric) = trunc(total_hours * 2::numeric)),
  constraint courses_total_minutes_check CHECK (total_minutes >= 0),
  constraint courses_total_students_check CHECK (total_students >= 0)
);
alter table public.courses enable row level security;
CREATE INDEX courses_public_created_at_idx ON public.courses USING btree (created_at DESC) WHERE (is_active AND (lesson_count > 0));
CREATE INDEX courses_public_search_idx ON public.courses USING gin (private.course_search_document(title, description, learning_points)) WHERE (is_active AND (lesson_count > 0));
CREATE INDEX courses_public_topic_idx ON public.courses USING btree (topic, created_at DESC) WHERE (is_active AND (lesson_count > 0));
comment on table public.courses is 'Courses for sale. Public when is_active and lesson_count > 0.';
comment on column public.courses.level is 'Iniciante, Intermediário or Avançado (the catalogue''s level filter), or null.';
comment on column public.courses.price is 'Price when sold separately (access_model paid or paid_or_plans); otherwise shown only.';
comment on column public.courses.learning_points is 'Exactly 5 non-blank texts (''Preencha exatamente 5 pontos de aprendizado'').';
comment on column public.courses.total_students is 'Number of enrolments, kept by a trigger on enrollments.';
comment on column public.courses.lesson_count is 'Number of lessons over all modules, kept by a trigger on lessons.';
comment on column public.courses.total_minutes is 'Sum of lesson durations, kept by a trigger on lessons.';
comment on column public.courses.review_count is 'Visible learner reviews (kept by a trigger on course_reviews).';
comment on column public.courses.review_total is 'Sum of the stars of the visible reviews (trigger).';
comment on column public.courses.review_stars is 'Visible reviews per star: element 1 = one star … element 5 = five stars (trigger).';
comment on column public.courses.topic is 'Subject of the course for the catalogue filter: aws, azure, devops, ia, or null (none of them).';
comment on column public.courses.public_rating is 'Average stars of the visible reviews, rounded to one decimal; null while the course has none. The only rating shown.';
comment on column public.courses.requires_quizzes is 'The certificate waits until every module quiz of the course is passed.';
comment on column public.courses.requires_practice_exam is 'The certificate waits until the simulado is passed.';
comment on column public.courses.requires_watching is 'The certificate waits until at least 90 % of every lesson was watched.';
comment on column public.courses.requires_exercises is 'The certificate waits until every published hands-on exercise (''Prática'') of the course is passed.';
comment on column public.courses.access_model is 'free: anyone enrols. paid: sold separately at price. plans: only through a plan (plan_courses). paid_or_plans: both.';

-- public.course_modules --------------------------------------------------------------------------
-- Ordered sections of a course. Public (title, description, counters) when the course is public.
create table public.course_modules (
  id uuid default gen_random_uuid() not null,
  course_id uuid not null,
  title text not null,
  description text,
  order_index integer default 1 not null,
  lesson_count integer default 0 not null,
  total_minutes integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  constraint course_modules_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint course_modules_description_check CHECK (char_length(description) <= 5000),
  constraint course_modules_lesson_count_check CHECK (lesson_count >= 0),
  constraint course_modules_order_index_check CHECK (order_index >= 0),
  constraint course_modules_pkey PRIMARY KEY (id),
  constraint course_modules_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 200),
  constraint course_modules_total_minutes_check CHECK (total_minutes >= 0)
);
alter table public.course_modules enable row level security;
CREATE INDEX course_modules_course_id_order_idx ON public.course_modules USING btree (course_id, order_index);
comment on table public.course_modules is 'Ordered sections of a course. Public (title, description, counters) when the course is public.';

-- public.lessons ---------------------------------------------------------------------------------
-- Lessons. Visible only to enrolled active students, the course's active teachers and administrators.
create table public.lessons (
  id uuid default gen_random_uuid() not null,
  module_id uuid not null,
  course_id uuid not null,
  title text not null,
  video_url text not null,
  duration_minutes integer not null,
  order_index integer default 1 not null,
  created_at timestamp with time zone default now() not null,
  description text,
  is_preview boolean default false not null,
  constraint lessons_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint lessons_description_check CHECK (char_length(description) <= 5000),
  constraint lessons_duration_minutes_check CHECK (duration_minutes >= 1 AND duration_minutes <= 1440),
  constraint lessons_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.course_modules(id) ON DELETE CASCADE,
  constraint lessons_order_index_check CHECK (order_index >= 0),
  constraint lessons_pkey PRIMARY KEY (id),
  constraint lessons_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 200),
  constraint lessons_video_url_check CHECK (video_url ~ '^https://((www|m)\.)?youtube\.com/watch\?([^[:space:]<>"#]*&)?v=[A-Za-z0-9_-]{11}([&#][^[:space:]<>"]*)?$'::text OR video_url ~ '^https://((www|m)\.)?youtube\.com/(embed|shorts|live)/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'::text OR video_url ~ '^https://youtu\.be/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'::text OR video_url ~ '^https://(www\.)?youtube-nocookie\.com/embed/[A-Za-z0-9_-]{11}([?#][^[:space:]<>"]*)?$'::text OR video_url ~ '^https://(www\.)?vimeo\.com/[0-9]+(/[0-9a-f]+)?([?#][^[:space:]<>"]*)?$'::text OR video_url ~ '^https://player\.vimeo\.com/video/[0-9]+([?#][^[:space:]<>"]*)?$'::text)
);
alter table public.lessons enable row level security;
CREATE INDEX lessons_course_id_idx ON public.lessons USING btree (course_id);
CREATE INDEX lessons_module_id_order_idx ON public.lessons USING btree (module_id, order_index);
comment on table public.lessons is 'Lessons. Visible only to enrolled active students, the course''s active teachers and administrators.';
comment on column public.lessons.course_id is 'Always the module''s course (set by a trigger; a value sent by the browser is replaced).';
comment on column public.lessons.description is 'Optional plain text under the video. Shown as text (links made clickable by the app), never as HTML.';
comment on column public.lessons.is_preview is '''Aula gratuita'': the lesson (video included) is readable by anyone while the course is public.';

-- public.lesson_outlines -------------------------------------------------------------------------
-- Title, length, order and preview flag of every lesson, readable wherever the course is (the curriculum on the course page). Written only by a trigger on lessons; never holds a video link.
create table public.lesson_outlines (
  id uuid not null,
  course_id uuid not null,
  module_id uuid not null,
  title text not null,
  duration_minutes integer not null,
  order_index integer not null,
  is_preview boolean not null,
  created_at timestamp with time zone not null,
  constraint lesson_outlines_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint lesson_outlines_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.course_modules(id) ON DELETE CASCADE,
  constraint lesson_outlines_pkey PRIMARY KEY (id)
);
alter table public.lesson_outlines enable row level security;
CREATE INDEX lesson_outlines_course_id_idx ON public.lesson_outlines USING btree (course_id);
CREATE INDEX lesson_outlines_module_id_order_idx ON public.lesson_outlines USING btree (module_id, order_index);
comment on table public.lesson_outlines is 'Title, length, order and preview flag of every lesson, readable wherever the course is (the curriculum on the course page). Written only by a trigger on lessons; never holds a video link.';

-- public.books -----------------------------------------------------------------------------------
-- Books for sale. Public when is_active.
create table public.books (
  id uuid default gen_random_uuid() not null,
  title text not null,
  subtitle text,
  description text,
  author text not null,
  pages integer,
  rating numeric(2,1),
  reviews integer default 0 not null,
  price numeric(10,2),
  image_url text,
  sample_url text,
  purchase_url text,
  topics text[] not null,
  benefits text[] not null,
  is_active boolean default true not null,
  order_index integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  file_path text,
  constraint books_author_check CHECK (author ~ '[^[:space:]]'::text AND char_length(author) <= 200),
  constraint books_benefits_check CHECK (private.texts_are_filled(benefits, 1, 6)),
  constraint books_description_check CHECK (char_length(description) <= 5000),
  constraint books_file_path_check CHECK (file_path ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*\.(pdf|epub)$'::text AND char_length(file_path) <= 300),
  constraint books_image_url_check CHECK (image_url ~ '^(https?://|/)[^[:space:]]*$'::text),
  constraint books_pages_check CHECK (pages > 0),
  constraint books_pkey PRIMARY KEY (id),
  constraint books_price_check CHECK (price >= 0::numeric),
  constraint books_purchase_url_check CHECK (purchase_url ~ '^https?://[^[:space:]]+$'::text),
  constraint books_rating_check CHECK (rating >= 0::numeric AND rating <= 5::numeric),
  constraint books_reviews_check CHECK (reviews >= 0),
  constraint books_sample_url_check CHECK (sample_url ~ '^https?://[^[:space:]]+$'::text),
  constraint books_subtitle_check CHECK (char_length(subtitle) <= 300),
  constraint books_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 200),
  constraint books_topics_check CHECK (private.texts_are_filled(topics, 1, 3))
);
alter table public.books enable row level security;
CREATE INDEX books_public_order_idx ON public.books USING btree (order_index) WHERE is_active;
comment on table public.books is 'Books for sale. Public when is_active.';
comment on column public.books.file_path is 'The e-book (PDF or EPUB) in the private bucket book-files; null = no digital file (the external purchase link stays).';

-- public.pricing_plans ---------------------------------------------------------------------------
-- Subscription plans. Public when is_active.
create table public.pricing_plans (
  id uuid default gen_random_uuid() not null,
  name text not null,
  price text not null,
  period text,
  description text,
  features text[] default '{}'::text[] not null,
  cta text not null,
  cta_link text not null,
  is_popular boolean default false not null,
  is_active boolean default true not null,
  order_index integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  amount numeric(10,2),
  billing_interval text,
  constraint pricing_plans_amount_check CHECK (amount >= 1::numeric),
  constraint pricing_plans_amount_needs_interval CHECK ((amount IS NULL) = (billing_interval IS NULL)),
  constraint pricing_plans_billing_interval_check CHECK (billing_interval = ANY (ARRAY['month'::text, 'year'::text])),
  constraint pricing_plans_cta_check CHECK (cta ~ '[^[:space:]]'::text AND char_length(cta) <= 60),
  constraint pricing_plans_cta_link_check CHECK (cta_link ~ '^https?://[^[:space:]]+$'::text),
  constraint pricing_plans_description_check CHECK (char_length(description) <= 2000),
  constraint pricing_plans_features_check CHECK (private.texts_are_filled(features, 0, 30)),
  constraint pricing_plans_name_check CHECK (name ~ '[^[:space:]]'::text AND char_length(name) <= 100),
  constraint pricing_plans_period_check CHECK (char_length(period) <= 50),
  constraint pricing_plans_pkey PRIMARY KEY (id),
  constraint pricing_plans_price_check CHECK (price ~ '[^[:space:]]'::text AND char_length(price) <= 50)
);
alter table public.pricing_plans enable row level security;
CREATE INDEX pricing_plans_public_order_idx ON public.pricing_plans USING btree (order_index) WHERE is_active;
comment on table public.pricing_plans is 'Subscription plans. Public when is_active.';
comment on column public.pricing_plans.amount is 'What one billing period costs; null = the plan cannot be bought here (the price text is only shown).';
comment on column public.pricing_plans.billing_interval is 'month or year; set exactly when amount is.';

-- public.teacher_docs ----------------------------------------------------------------------------
-- Teacher record. A teacher whose status is not ativo loses access to course content.
create table public.teacher_docs (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  bio text,
  specialization text,
  status public.teacher_status default 'ativo'::public.teacher_status not null,
  created_at timestamp with time zone default now() not null,
  constraint teacher_docs_bio_check CHECK (char_length(bio) <= 5000),
  constraint teacher_docs_pkey PRIMARY KEY (id),
  constraint teacher_docs_specialization_check CHECK (char_length(specialization) <= 200),
  constraint teacher_docs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint teacher_docs_user_id_key UNIQUE (user_id)
);
alter table public.teacher_docs enable row level security;
comment on table public.teacher_docs is 'Teacher record. A teacher whose status is not ativo loses access to course content.';

-- public.teacher_courses -------------------------------------------------------------------------
-- Links teachers to courses (gives them read access to the course content).
create table public.teacher_courses (
  teacher_id uuid not null,
  course_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint teacher_courses_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint teacher_courses_pkey PRIMARY KEY (teacher_id, course_id),
  constraint teacher_courses_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.teacher_courses enable row level security;
CREATE INDEX teacher_courses_course_id_idx ON public.teacher_courses USING btree (course_id);
comment on table public.teacher_courses is 'Links teachers to courses (gives them read access to the course content).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.catalogue_search_text(p_text text)
CREATE OR REPLACE FUNCTION private.catalogue_search_text(p_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             pg_catalog.regexp_replace(
               pg_catalog.regexp_replace(
                 private.normalize_search_text(coalesce(p_text, '')),
                 '\mcontainers\M', 'conteineres', 'g'),
               '\mcontainer\M', 'conteiner', 'g'),
             '([a-z]{2,})oes\M', '\1ao', 'g'),
           '([a-z]{2,})ens\M', '\1em', 'g');
$function$;
comment on function private.catalogue_search_text(text) is 'Catalogue search text: normalised (private.normalize_search_text), loanwords in Portuguese spelling, unaccented plurals in -oes/-ens back to -ao/-em.';

-- private.catalogue_search_vector(p_text text)
CREATE OR REPLACE FUNCTION private.catalogue_search_vector(p_text text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.to_tsvector('pg_catalog.portuguese'::pg_catalog.regconfig, t)
      || pg_catalog.to_tsvector('pg_catalog.simple'::pg_catalog.regconfig, t)
  from (select private.catalogue_search_text(p_text) as t) as normalised;
$function$;
comment on function private.catalogue_search_vector(text) is 'A text as Portuguese stems plus its whole words (for prefix matches).';

-- private.certificate_requirements_missing(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.certificate_requirements_missing(p_user uuid, p_course_id uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with course as (
    select c.requires_quizzes, c.requires_practice_exam, c.requires_watching, c.requires_exercises
    from public.courses c where c.id = p_course_id
  ),
  unwatched as (
    select count(*)::integer as lessons
    from public.lessons l
    where l.course_id = p_course_id and (select requires_watching from course)
      and not private.lesson_watched(p_user, l)
  )
  select array(
    select item.text from (
      select 1 as grp, m.module_number as ord, 'Falta: quiz do módulo ' || m.module_number as text
      from private.numbered_modules(p_course_id) m
      where (select requires_quizzes from course)
        and private.module_quiz_available(m.module_id)
        and not exists (
          select 1 from public.assessment_attempts a
          where a.user_id = p_user and a.module_id = m.module_id and a.kind = 'quiz' and a.passed
        )
      union all
      select 3, 0, 'Falta: aprovação no simulado'
      where (select requires_practice_exam from course)
        and not exists (
          select 1 from public.assessment_attempts a
          where a.user_id = p_user and a.course_id = p_course_id and a.kind = 'exam' and a.passed
        )
      union all
      select 2, p.module_number,
             'Falta: ' || p.missing || case when p.missing = 1 then ' prática' else ' práticas' end
             || ' do módulo ' || p.module_number
      from private.practice_missing_by_module(p_user, p_course_id) p
      where (select requires_exercises from course)
      union all
      select 4, 0, 'Falta: assistir a pelo menos 90% de ' || u.lessons
                   || case when u.lessons = 1 then ' aula' else ' aulas' end
      from unwatched u
      where u.lessons > 0
    ) item
    order by item.grp, item.ord
  );
$function$;
revoke execute on function private.certificate_requirements_missing(uuid,uuid) from public;

-- private.certificate_syllabus(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.certificate_syllabus(p_course_id uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(m.title order by m.order_index, m.created_at, m.id), '{}')
  from public.course_modules m
  where m.course_id = p_course_id and m.lesson_count > 0;
$function$;
revoke execute on function private.certificate_syllabus(uuid) from public;

-- private.certificate_workload_minutes(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.certificate_workload_minutes(p_course_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(round(nullif(c.total_hours, 0) * 60)::integer, c.total_minutes)
  from public.courses c
  where c.id = p_course_id;
$function$;
revoke execute on function private.certificate_workload_minutes(uuid) from public;

-- private.compute_course_analytics(p_course_id uuid, p_now timestamp with time zone)
CREATE OR REPLACE FUNCTION private.compute_course_analytics(p_course_id uuid, p_now timestamp with time zone)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    with lessons as materialized (
      select l.id, l.title, m.title as module_title,
             ceil(0.9 * ((l.duration_minutes - 1) * 60 + 1)) as end_seconds,
             row_number() over (order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id) as position
      from public.lessons l
      join public.course_modules m on m.id = l.module_id
      where l.course_id = p_course_id
    ),
    enrolled as materialized (
      select e.user_id, e.progress, e.completed from public.enrollments e where e.course_id = p_course_id
    ),
    -- One row per learner and lesson in each source (both tables are keyed by user and lesson).
    watched as materialized (
      select w.user_id, w.lesson_id, ls.position, w.updated_at as at, w.furthest_seconds >= ls.end_seconds as to_end
      from lessons ls
      join public.watch_positions w on w.lesson_id = ls.id
    ),
    completed as materialized (
      select lp.user_id, lp.lesson_id, ls.position, lp.completed_at as at
      from lessons ls
      join public.lesson_progress lp on lp.lesson_id = ls.id
      where lp.completed
    ),
    reach as (
      select x.lesson_id, count(*) as reached
      from (select user_id, lesson_id from watched union select user_id, lesson_id from completed) x
      join enrolled e on e.user_id = x.user_id
      group by x.lesson_id
    ),
    to_end as (
      select w.lesson_id, count(*) as learners
      from watched w
      join enrolled e on e.user_id = w.user_id
      where w.to_end
      group by w.lesson_id
    ),
    activity as (
      select t.user_id, max(t.at) as at
      from (select user_id, at from watched union all select user_id, at from completed) t
      group by t.user_id
    ),
    -- Not completed, nothing in the course for 14 days: the lesson of the latest activity (the
    -- later lesson on a tie).
    stale as (
      select a.user_id, a.at
      from activity a
      join enrolled e on e.user_id = a.user_id and not e.completed
      where a.at < p_now - interval '14 days'
    ),
    stale_lesson as (
      select s.user_id, max(t.position) as position
      from stale s
      join (select user_id, at, position from watched union all select user_id, at, position from completed) t
        on t.user_id = s.user_id and t.at = s.at
      group by s.user_id
    ),
    stopped as (
      select sl.position, count(*) as learners from stale_lesson sl group by sl.position
    ),
    funnel as (
      select count(*) as enrolled,
             count(*) filter (where e.progress > 0 or a.user_id is not null) as started,
             count(*) filter (where e.progress >= 25) as p25,
             count(*) filter (where e.progress >= 50) as p50,
             count(*) filter (where e.progress >= 75) as p75,
             count(*) filter (where e.progress = 100) as p100
      from enrolled e
      left join activity a on a.user_id = e.user_id
    ),
    first_answers as (
      select q.id, q.created_at,
             (select min(a.created_at) from public.question_answers a
              where a.question_id = q.id and a.is_teacher and not a.is_hidden) as answered_at
      from public.lesson_questions q
      where q.course_id = p_course_id and not q.is_hidden
    ),
    quiz as (
      select aq.id, aq.prompt, aq.module_id, m.title as module_title,
             count(aa.is_correct) as answered,
             count(*) filter (where aa.is_correct) as correct
      from public.assessment_questions aq
      left join public.course_modules m on m.id = aq.module_id
      left join public.attempt_answers aa on aa.question_id = aq.id and aa.is_correct is not null
      where aq.course_id = p_course_id
      group by aq.id, m.title
    )
    select json_build_object(
      'course_id', p_course_id,
      'computed_at', p_now,
      'funnel', (select json_build_object(
                   'enrolled', f.enrolled, 'started', f.started,
                   'progress_25', f.p25, 'progress_50', f.p50, 'progress_75', f.p75, 'completed', f.p100)
                 from funnel f),
      'lessons', coalesce((
        select json_agg(json_build_object(
                 'id', ls.id,
                 'position', ls.position,
                 'title', ls.title,
                 'module_title', ls.module_title,
                 'reached', coalesce(r.reached, 0),
                 'watched_to_end', coalesce(te.learners, 0),
                 'reached_share', case when f.enrolled > 0 then round(coalesce(r.reached, 0)::numeric / f.enrolled, 4) else 0 end,
                 'watched_to_end_share', case when f.enrolled > 0 then round(coalesce(te.learners, 0)::numeric / f.enrolled, 4) else 0 end,
                 'stopped_after', coalesce(st.learners, 0)
               ) order by ls.position)
        from lessons ls
        cross join funnel f
        left join reach r on r.lesson_id = ls.id
        left join to_end te on te.lesson_id = ls.id
        left join stopped st on st.position = ls.position
      ), '[]'::json),
      'stop_after', coalesce((
        select json_agg(json_build_object(
                 'lesson_id', ls.id, 'position', ls.position, 'title', ls.title, 'learners', st.learners
               ) order by st.learners desc, ls.position)
        from stopped st
        join lessons ls on ls.position = st.position
      ), '[]'::json),
      'questions', (
        select json_build_object(
                 'total', count(*),
                 'answered_by_teacher', count(fa.answered_at),
                 'median_minutes_to_teacher_answer',
                   round((percentile_cont(0.5) within group (
                     order by extract(epoch from (fa.answered_at - fa.created_at)) / 60
                   ) filter (where fa.answered_at is not null))::numeric, 1)
               )
        from first_answers fa
      ),
      'quiz_questions', coalesce((
        select json_agg(json_build_object(
                 'id', qz.id,
                 'prompt', qz.prompt,
                 'module_id', qz.module_id,
                 'module_title', qz.module_title,
                 'in_practice_exam', qz.module_id is null,
                 'answered', qz.answered,
                 'correct', qz.correct,
                 'correct_share', case when qz.answered > 0 then round(qz.correct::numeric / qz.answered, 4) end
               ) order by qz.correct::numeric / nullif(qz.answered, 0) nulls last, qz.id)
        from quiz qz
      ), '[]'::json)
    )
  );
end;
$function$;
revoke execute on function private.compute_course_analytics(uuid,timestamp with time zone) from public;

-- private.course_hours(p_total_hours numeric, p_total_minutes integer)
CREATE OR REPLACE FUNCTION private.course_hours(p_total_hours numeric, p_total_minutes integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(nullif(p_total_hours, 0), round(coalesce(p_total_minutes, 0) / 60.0, 1));
$function$;
revoke execute on function private.course_hours(numeric,integer) from public;

-- private.course_search_query(p_search text)
CREATE OR REPLACE FUNCTION private.course_search_query(p_search text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  with words as (
    select split.word, split.position
    from pg_catalog.regexp_split_to_table(
           private.catalogue_search_text(pg_catalog.left(p_search, 200)), '[^a-z0-9]+'
         ) with ordinality as split(word, position)
    where split.word <> ''
    order by split.position
    limit 8
  ),
  terms as (
    select
      words.word,
      words.position,
      (pg_catalog.tsvector_to_array(
         pg_catalog.to_tsvector('pg_catalog.portuguese'::pg_catalog.regconfig, words.word)))[1] as stem,
      words.position = pg_catalog.max(words.position) over () as is_last
    from words
  )
  select pg_catalog.to_tsquery(
           'pg_catalog.simple'::pg_catalog.regconfig,
           pg_catalog.string_agg(
             case
               when terms.stem is null then pg_catalog.quote_literal(terms.word) || ':*'
               else '(' || pg_catalog.quote_literal(terms.stem) || ' | '
                        || pg_catalog.quote_literal(terms.word) || ':*)'
             end,
             ' & ' order by terms.position))
  from terms
  where terms.stem is not null or terms.is_last;
$function$;
comment on function private.course_search_query(text) is 'What a visitor typed as a tsquery over course_search_document: every word by stem or prefix; null when nothing is searchable.';

-- private.digest_json(p_user uuid, p_since timestamp with time zone)
CREATE OR REPLACE FUNCTION private.digest_json(p_user uuid, p_since timestamp with time zone)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'user_id', p.id,
    'email', p.email,
    'first_name', nullif(split_part(btrim(coalesce(p.full_name, '')), ' ', 1), ''),
    'continue', coalesce((
      select json_agg(json_build_object(
               'course', json_build_object('id', c.id, 'slug', c.slug, 'title', c.title),
               'progress', e.progress,
               'lesson', private.continue_lesson(p.id, c.id)
             ) order by e.last_at desc nulls last)
      from (
        select e.*, (select max(w.updated_at) from public.watch_positions w
                     join public.lessons l on l.id = w.lesson_id
                     where w.user_id = e.user_id and l.course_id = e.course_id) as last_at
        from public.enrollments e
        where e.user_id = p.id and not e.completed
        order by last_at desc nulls last
        limit 3
      ) e
      join public.courses c on c.id = e.course_id and c.is_active
      where private.course_open_to(p.id, c.id)
    ), '[]'::json),
    'new_answers', coalesce((
      select json_agg(json_build_object(
               'answer_id', a.id,
               'created_at', a.created_at,
               'by_teacher', a.is_teacher,
               'question', json_build_object('id', q.id, 'title', q.title),
               'lesson', json_build_object('id', l.id, 'title', l.title),
               'course', json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
             ) order by a.created_at desc)
      from (
        select a.* from public.question_answers a
        join public.lesson_questions q on q.id = a.question_id
        where q.author_id = p.id and not q.is_hidden
          and a.author_id <> p.id and not a.is_hidden and a.created_at > p_since
        order by a.created_at desc
        limit 10
      ) a
      join public.lesson_questions q on q.id = a.question_id
      join public.lessons l on l.id = q.lesson_id
      join public.courses c on c.id = q.course_id
    ), '[]'::json)
  )
  from public.profiles p
  where p.id = p_user;
$function$;
revoke execute on function private.digest_json(uuid,timestamp with time zone) from public;

-- private.finish_lesson_if_watched(p_user uuid, p_lesson_id uuid)
CREATE OR REPLACE FUNCTION private.finish_lesson_if_watched(p_user uuid, p_lesson_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_course_id uuid;
begin
  if not private.lesson_finished_by_watching(p_user, p_lesson_id) then
    return;
  end if;
  select l.course_id into v_course_id from public.lessons l where l.id = p_lesson_id;
  if private.award_points(p_user, 'lesson_finished', v_course_id, p_lesson_id) then
    perform private.add_study_day(p_user, private.sao_paulo_date(now()), 0, 0, 1);
  end if;
end;
$function$;
revoke execute on function private.finish_lesson_if_watched(uuid,uuid) from public;

-- private.guard_course_columns()
CREATE OR REPLACE FUNCTION private.guard_course_columns()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at     := now();
    new.total_students := 0;
    new.lesson_count   := 0;
    new.total_minutes  := 0;
    new.review_count   := 0;
    new.review_total   := 0;
    new.review_stars   := '{0,0,0,0,0}';
    new.requires_quizzes       := false;
    new.requires_practice_exam := false;
    new.requires_watching      := false;
    new.requires_exercises     := false;
  elsif new.created_at     is distinct from old.created_at
     or new.total_students is distinct from old.total_students
     or new.lesson_count   is distinct from old.lesson_count
     or new.total_minutes  is distinct from old.total_minutes
     or new.review_count   is distinct from old.review_count
     or new.review_total   is distinct from old.review_total
     or new.review_stars   is distinct from old.review_stars
     or new.requires_quizzes       is distinct from old.requires_quizzes
     or new.requires_practice_exam is distinct from old.requires_practice_exam
     or new.requires_watching      is distinct from old.requires_watching
     or new.requires_exercises     is distinct from old.requires_exercises then
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_course_columns() from public;

-- private.guard_created_at()
CREATE OR REPLACE FUNCTION private.guard_created_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif new.created_at is distinct from old.created_at then
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;

  return new;
end;
$function$;
revoke execute on function private.guard_created_at() from public;
comment on function private.guard_created_at() is 'Trigger: created_at is server-owned for browser roles (see migration comment).';

-- private.guard_module_columns()
CREATE OR REPLACE FUNCTION private.guard_module_columns()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.course_id is distinct from old.course_id then
    raise exception 'module_course_fixed' using errcode = 'P0001';
  end if;

  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at    := now();
    new.lesson_count  := 0;
    new.total_minutes := 0;
  elsif new.created_at    is distinct from old.created_at
     or new.lesson_count  is distinct from old.lesson_count
     or new.total_minutes is distinct from old.total_minutes then
    -- created_at, lesson_count and total_minutes.
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_module_columns() from public;

-- private.guard_plan_course()
CREATE OR REPLACE FUNCTION private.guard_plan_course()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not exists (
    select 1 from public.courses c
    where c.id = new.course_id and c.access_model in ('plans', 'paid_or_plans')
  ) then
    perform private.raise_api_error('course_not_in_plans');
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_plan_course() from public;

-- private.guard_preview_video()
CREATE OR REPLACE FUNCTION private.guard_preview_video()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_key text := private.lesson_video_key(new.video_url);
begin
  if v_key is null then
    return null;
  end if;
  -- One writer per course at a time: two transactions (one adding a preview, the other a paid
  -- lesson with the same video) would otherwise each miss the other's row.
  perform pg_advisory_xact_lock(hashtext('lessons.preview_video'), hashtext(new.course_id::text));

  if exists (
    select 1 from public.lessons l
    where l.course_id = new.course_id
      and l.id <> new.id
      and l.is_preview <> new.is_preview
      and private.lesson_video_key(l.video_url) = v_key
  ) then
    perform private.raise_api_error('preview_video_shared');
  end if;
  return null;
end;
$function$;
revoke execute on function private.guard_preview_video() from public;
comment on function private.guard_preview_video() is 'Trigger: a preview lesson and a paid lesson of one course never play the same video (P0001 preview_video_shared).';

-- private.issue_certificate_after_watching()
CREATE OR REPLACE FUNCTION private.issue_certificate_after_watching()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_course uuid;
begin
  select l.course_id into v_course
  from public.lessons l join public.courses c on c.id = l.course_id
  where l.id = new.lesson_id and c.requires_watching;
  if v_course is not null and (tg_op = 'INSERT' or new.furthest_seconds > old.furthest_seconds) then
    perform private.issue_certificate_if_earned(new.user_id, v_course);
  end if;
  return null;
end;
$function$;
revoke execute on function private.issue_certificate_after_watching() from public;

-- private.lesson_video_key(p_url text)
CREATE OR REPLACE FUNCTION private.lesson_video_key(p_url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  select coalesce(
    'youtube:' || (regexp_match(p_url, '^https://((www|m)\.)?youtube\.com/watch\?([^#]*&)?v=([A-Za-z0-9_-]{11})'))[4],
    'youtube:' || (regexp_match(p_url, '^https://((www|m)\.)?youtube\.com/(embed|shorts|live)/([A-Za-z0-9_-]{11})'))[4],
    'youtube:' || (regexp_match(p_url, '^https://youtu\.be/([A-Za-z0-9_-]{11})'))[1],
    'youtube:' || (regexp_match(p_url, '^https://(www\.)?youtube-nocookie\.com/embed/([A-Za-z0-9_-]{11})'))[2],
    'vimeo:'   || ltrim((regexp_match(p_url, '^https://(www\.)?vimeo\.com/([0-9]+)'))[2], '0'),
    'vimeo:'   || ltrim((regexp_match(p_url, '^https://player\.vimeo\.com/video/([0-9]+)'))[1], '0')
  );
$function$;
revoke execute on function private.lesson_video_key(text) from public;
comment on function private.lesson_video_key(text) is 'The video a lesson link plays, as youtube:<id> or vimeo:<id> (start time and link form ignored).';

-- private.my_course_ids()
CREATE OR REPLACE FUNCTION private.my_course_ids()
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct x.course_id), '{}')
  from (
    select e.course_id
    from public.enrollments e
    where e.user_id = (select auth.uid())
    union all
    select tc.course_id
    from public.teacher_courses tc
    where tc.teacher_id = (select auth.uid())
      and private.has_role('professor')
      and not exists (
        select 1 from public.teacher_docs d
        where d.user_id = (select auth.uid()) and d.status <> 'ativo'
      )
  ) x
  where private.is_active_user();
$function$;
revoke execute on function private.my_course_ids() from public;
grant execute on function private.my_course_ids() to authenticated;
comment on function private.my_course_ids() is 'Ids of the courses the caller is enrolled in or teaches (active users only).';

-- private.my_taught_course_ids()
CREATE OR REPLACE FUNCTION private.my_taught_course_ids()
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(tc.course_id), '{}')
  from public.teacher_courses tc
  where tc.teacher_id = (select auth.uid())
    and private.teaches(tc.course_id);
$function$;
revoke execute on function private.my_taught_course_ids() from public;

-- private.numbered_modules(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.numbered_modules(p_course_id uuid)
 RETURNS TABLE(module_id uuid, module_number integer, title text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select m.id, (row_number() over (order by m.order_index, m.created_at, m.id))::integer, m.title
  from public.course_modules m
  where m.course_id = p_course_id;
$function$;
revoke execute on function private.numbered_modules(uuid) from public;

-- private.on_enrollments_changed()
CREATE OR REPLACE FUNCTION private.on_enrollments_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    update public.courses set total_students = total_students + 1 where id = new.course_id;
    return null;
  end if;

  -- DELETE
  update public.courses set total_students = total_students - 1 where id = old.course_id;
  delete from public.lesson_progress lp
   using public.lessons l
   where lp.lesson_id = l.id
     and l.course_id = old.course_id
     and lp.user_id = old.user_id;
  delete from public.watch_positions w
   using public.lessons l
   where w.lesson_id = l.id
     and l.course_id = old.course_id
     and w.user_id = old.user_id;
  return null;
end;
$function$;
revoke execute on function private.on_enrollments_changed() from public;

-- private.on_lessons_changed()
CREATE OR REPLACE FUNCTION private.on_lessons_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_content_counters(new.course_id);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.course_id is distinct from new.course_id) then
    perform private.refresh_content_counters(old.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_lessons_changed() from public;

-- private.on_lessons_changed_refresh_progress()
CREATE OR REPLACE FUNCTION private.on_lessons_changed_refresh_progress()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_course_progress(new.course_id);
  end if;
  -- Skip when the whole course is being deleted (its enrolments go with it).
  if (tg_op = 'DELETE' or old.course_id is distinct from new.course_id)
     and exists (select 1 from public.courses c where c.id = old.course_id) then
    perform private.refresh_course_progress(old.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_lessons_changed_refresh_progress() from public;

-- private.parse_lesson_second(p_text text)
CREATE OR REPLACE FUNCTION private.parse_lesson_second(p_text text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when coalesce(btrim(p_text), '') = '' then null
    when btrim(p_text) ~ '^[0-9]{1,5}$' then btrim(p_text)::integer
    when btrim(p_text) ~ '^[0-9]{1,4}:[0-5][0-9]$'
      then split_part(btrim(p_text), ':', 1)::integer * 60 + split_part(btrim(p_text), ':', 2)::integer
    when btrim(p_text) ~ '^[0-9]{1,2}:[0-5][0-9]:[0-5][0-9]$'
      then split_part(btrim(p_text), ':', 1)::integer * 3600 + split_part(btrim(p_text), ':', 2)::integer * 60
           + split_part(btrim(p_text), ':', 3)::integer
    else -1
  end;
$function$;
revoke execute on function private.parse_lesson_second(text) from public;

-- private.prepare_lesson()
CREATE OR REPLACE FUNCTION private.prepare_lesson()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  select m.course_id into new.course_id
  from public.course_modules m
  where m.id = new.module_id;

  if new.course_id is null then
    raise exception 'module_not_found' using errcode = '23503';
  end if;

  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    elsif new.created_at is distinct from old.created_at then
      raise exception 'server_managed_columns' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke execute on function private.prepare_lesson() from public;

-- private.purchase_standing(p_user uuid, p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION private.purchase_standing(p_user uuid, p_product_kind text, p_product_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_list     numeric(10,2);
  v_amount   numeric(10,2);
  v_state    text := 'available';
  v_reason   text;
  v_owned    jsonb := '[]'::jsonb;
  v_sub      public.subscriptions;
  v_sub_json jsonb;
begin
  if p_product_kind = 'course' then
    select c.price into v_list
    from public.courses c
    where c.id = p_product_id and c.is_active and c.lesson_count > 0
      and c.access_model in ('paid', 'paid_or_plans') and c.price >= 1;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif private.course_open_to(p_user, p_product_id) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := v_list;
  elsif p_product_kind = 'track' then
    select t.price into v_list
    from public.tracks t
    where t.id = p_product_id and t.published
      and t.access_model in ('paid', 'paid_or_plans') and t.price >= 1
      and exists (select 1 from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
                  where s.track_id = t.id and s.kind = 'course');
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif private.track_open_to(p_user, p_product_id) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := private.track_price_for(p_user, p_product_id);
    select coalesce(jsonb_agg(jsonb_build_object('id', o.course_id, 'title', o.title, 'price', o.price)), '[]'::jsonb)
      into v_owned
    from private.track_owned_courses(p_user, p_product_id) o;
  elsif p_product_kind = 'book' then
    select b.price into v_list
    from public.books b
    where b.id = p_product_id and b.is_active and b.file_path is not null and b.price >= 1;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif exists (select 1 from public.entitlements en
                  where en.user_id = p_user and en.book_id = p_product_id and en.revoked_at is null) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := v_list;
  elsif p_product_kind = 'plan' then
    select p.amount into v_list
    from public.pricing_plans p
    where p.id = p_product_id and p.is_active and p.amount is not null;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    else
      v_amount := v_list;
      -- The person's subscription to this plan that still counts, the open one first.
      select * into v_sub
      from public.subscriptions s
      where s.user_id = p_user and s.plan_id = p_product_id
        and (s.status in ('active', 'past_due')
             or (s.status = 'canceled' and private.subscription_open(s.status, s.current_period_end, s.grace_until)))
      order by (s.status = 'canceled'), s.created_at desc
      limit 1;
      if found then
        v_sub_json := jsonb_build_object(
          'id', v_sub.id,
          'status', v_sub.status,
          'current_period_end', v_sub.current_period_end,
          'renewed_by_card', v_sub.provider_subscription_id is not null
        );
        if v_sub.status = 'canceled' then
          v_state := 'reactivable'; v_reason := 'subscription_reactivable';
        else
          v_state := 'subscribed'; v_reason := 'already_subscribed';
        end if;
      else
        select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title, 'price', c.price) order by c.title, c.id), '[]'::jsonb)
          into v_owned
        from public.courses c
        where c.id in (select x.course_id from private.plan_course_ids(p_product_id) x)
          and private.course_open_to(p_user, c.id);
        if jsonb_array_length(v_owned) > 0
           and jsonb_array_length(v_owned) = (select count(*) from private.plan_course_ids(p_product_id)) then
          v_state := 'adds_nothing'; v_reason := 'plan_adds_nothing';
        end if;
      end if;
    end if;
  else
    v_state := 'not_for_sale'; v_reason := 'invalid_product';
  end if;

  return jsonb_build_object(
    'product_kind', p_product_kind,
    'product_id', p_product_id,
    'state', v_state,
    'reason', v_reason,
    'list_amount', v_list,
    'amount', v_amount,
    'owned_courses', v_owned,
    'subscription', v_sub_json
  );
end;
$function$;
revoke execute on function private.purchase_standing(uuid,text,uuid) from public;
comment on function private.purchase_standing(uuid,text,uuid) is 'What buying the product now would give the person: state, the refusal code start_order uses, the price for them.';

-- private.question_problem(p_course_id uuid, p_module_id uuid, p_domain_id uuid, p_lesson_id uuid, p_lesson_second integer, p_kind text, p_prompt text, p_explanation text, p_option_texts text[], p_option_correct boolean[])
CREATE OR REPLACE FUNCTION private.question_problem(p_course_id uuid, p_module_id uuid, p_domain_id uuid, p_lesson_id uuid, p_lesson_second integer, p_kind text, p_prompt text, p_explanation text, p_option_texts text[], p_option_correct boolean[])
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when p_kind is null or p_kind not in ('single', 'multiple') then 'question_kind_invalid'
    when coalesce(btrim(p_prompt), '') = '' then 'prompt_required'
    when char_length(btrim(p_prompt)) > 2000 then 'prompt_too_long'
    when coalesce(btrim(p_explanation), '') = '' then 'explanation_required'
    when char_length(btrim(p_explanation)) > 4000 then 'explanation_too_long'
    when exists (select 1 from unnest(p_option_texts) t where coalesce(btrim(t), '') = '') then 'option_text_required'
    when exists (select 1 from unnest(p_option_texts) t where char_length(btrim(t)) > 500) then 'option_text_too_long'
    when private.question_shape_problem(
           p_kind, coalesce(cardinality(p_option_texts), 0),
           (select count(*) from unnest(p_option_correct) as c(ok) where ok)::integer
         ) is not null
      then private.question_shape_problem(
           p_kind, coalesce(cardinality(p_option_texts), 0),
           (select count(*) from unnest(p_option_correct) as c(ok) where ok)::integer)
    when p_module_id is not null
         and not exists (select 1 from public.course_modules m where m.id = p_module_id and m.course_id = p_course_id)
      then 'module_not_in_course'
    when p_domain_id is not null
         and not exists (select 1 from public.exam_domains d where d.id = p_domain_id and d.course_id = p_course_id)
      then 'domain_not_in_course'
    when p_lesson_id is not null
         and not exists (select 1 from public.lessons l where l.id = p_lesson_id and l.course_id = p_course_id)
      then 'lesson_not_in_course'
    when p_lesson_second is not null and p_lesson_id is null then 'lesson_second_needs_lesson'
    when p_lesson_second is not null and (
           p_lesson_second < 0
           or p_lesson_second > (select l.duration_minutes * 60 from public.lessons l where l.id = p_lesson_id)
         ) then 'invalid_lesson_second'
  end;
$function$;
revoke execute on function private.question_problem(uuid,uuid,uuid,uuid,integer,text,text,text,text[],boolean[]) from public;

-- private.refresh_content_counters(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.refresh_content_counters(p_course_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.course_modules m
     set lesson_count = s.lessons, total_minutes = s.minutes
    from (
      select m2.id, count(l.id)::integer as lessons, coalesce(sum(l.duration_minutes), 0)::integer as minutes
      from public.course_modules m2
      left join public.lessons l on l.module_id = m2.id
      where m2.course_id = p_course_id
      group by m2.id
    ) s
   where m.id = s.id
     and (m.lesson_count, m.total_minutes) is distinct from (s.lessons, s.minutes);

  update public.courses c
     set lesson_count = s.lessons, total_minutes = s.minutes
    from (
      select count(*)::integer as lessons, coalesce(sum(l.duration_minutes), 0)::integer as minutes
      from public.lessons l
      where l.course_id = p_course_id
    ) s
   where c.id = p_course_id
     and (c.lesson_count, c.total_minutes) is distinct from (s.lessons, s.minutes);
$function$;
revoke execute on function private.refresh_content_counters(uuid) from public;

-- private.require_assessment_author(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.require_assessment_author(p_course_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  if not (private.is_admin() or private.teaches(p_course_id)) then
    raise exception 'assessment_author_only' using errcode = '42501';
  end if;
  return v_user;
end;
$function$;
revoke execute on function private.require_assessment_author(uuid) from public;

-- private.study_week_json(p_user uuid, p_now timestamp with time zone)
CREATE OR REPLACE FUNCTION private.study_week_json(p_user uuid, p_now timestamp with time zone)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    with wk as (select private.sao_paulo_week(p_now) as week_start),
    g as (select * from private.goal_for_week(p_user, (select week_start from wk))),
    days as (
      select gs::date as day,
             coalesce(d.watched_seconds, 0) as seconds,
             coalesce(d.lessons_finished, 0) as lessons,
             coalesce(d.lessons_completed, 0) as completed
      from wk
      cross join pg_catalog.generate_series(wk.week_start, wk.week_start + 6, interval '1 day') gs
      left join public.study_days d on d.user_id = p_user and d.day = gs::date
    ),
    totals as (
      select (sum(seconds) / 60)::integer as minutes, sum(lessons)::integer as lessons,
             sum(completed)::integer as completed
      from days
    )
    select json_build_object(
      'timezone', 'America/Sao_Paulo',
      'week_start', (select week_start from wk),
      'week_end', (select week_start + 6 from wk),
      'today', private.sao_paulo_date(p_now),
      'goal', (select json_build_object('kind', g.kind, 'target', g.target, 'since', g.week_start) from g where g.kind is not null),
      'minutes', t.minutes,
      'lessons', t.lessons,
      'lessons_completed', t.completed,
      'percent', (
        select least(100, floor(100.0 * case g.kind when 'minutes' then t.minutes else t.lessons end / g.target))::integer
        from g where g.kind is not null
      ),
      'met', coalesce((
        select case g.kind when 'minutes' then t.minutes >= g.target else t.lessons >= g.target end
        from g where g.kind is not null
      ), false),
      'days', (select json_agg(json_build_object('date', d.day, 'minutes', (d.seconds / 60)::integer,
                                                 'lessons', d.lessons, 'lessons_completed', d.completed)
                               order by d.day) from days d),
      'streak', private.study_streak(p_user, (select week_start from wk)),
      'points', json_build_object(
        'total', (select coalesce(sum(p.points), 0)::integer from public.point_events p where p.user_id = p_user),
        'this_week', (
          select coalesce(sum(p.points), 0)::integer from public.point_events p
          where p.user_id = p_user
            and p.created_at >= ((select week_start from wk)::timestamp at time zone 'America/Sao_Paulo')
        )
      )
    )
    from totals t
  );
end;
$function$;
revoke execute on function private.study_week_json(uuid,timestamp with time zone) from public;

-- private.sync_lesson_outline()
CREATE OR REPLACE FUNCTION private.sync_lesson_outline()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    delete from public.lesson_outlines o where o.id = old.id;
    return null;
  end if;

  insert into public.lesson_outlines as o
    (id, course_id, module_id, title, duration_minutes, order_index, is_preview, created_at)
  values
    (new.id, new.course_id, new.module_id, new.title, new.duration_minutes, new.order_index, new.is_preview, new.created_at)
  on conflict (id) do update
    set course_id        = excluded.course_id,
        module_id        = excluded.module_id,
        title            = excluded.title,
        duration_minutes = excluded.duration_minutes,
        order_index      = excluded.order_index,
        is_preview       = excluded.is_preview,
        created_at       = excluded.created_at
  where (o.course_id, o.module_id, o.title, o.duration_minutes, o.order_index, o.is_preview, o.created_at)
        is distinct from
        (excluded.course_id, excluded.module_id, excluded.title, excluded.duration_minutes,
         excluded.order_index, excluded.is_preview, excluded.created_at);
  return null;
end;
$function$;
revoke execute on function private.sync_lesson_outline() from public;

-- private.teaches(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.teaches(p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.has_role('professor')
     and exists (
       select 1 from public.teacher_courses tc
       where tc.teacher_id = (select auth.uid()) and tc.course_id = p_course_id
     )
     and not exists (
       select 1 from public.teacher_docs d
       where d.user_id = (select auth.uid()) and d.status <> 'ativo'
     );
$function$;
revoke execute on function private.teaches(uuid) from public;
grant execute on function private.teaches(uuid) to authenticated;
comment on function private.teaches(uuid) is 'Caller is an active professor (status ativo) linked to the course.';

-- public.assessment_standing(p_course public.courses)
CREATE OR REPLACE FUNCTION public.assessment_standing(p_course public.courses)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when auth.uid() is null or not private.is_active_user() then null
    when private.question_access(p_course.id) is null then null
    else public.get_course_assessments(p_course.id)
  end;
$function$;
revoke execute on function public.assessment_standing(public.courses) from anon, public;
comment on function public.assessment_standing(public.courses) is 'The caller''s quiz and simulado standing in this course (get_course_assessments), or null without access.';

-- public.catalogue_levels()
CREATE OR REPLACE FUNCTION public.catalogue_levels()
 RETURNS TABLE(level text, level_key text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select pg_catalog.mode() within group (order by pg_catalog.btrim(c.level)) as level, keyed.level_key
  from public.courses c
  cross join lateral (select private.normalize_search_text(pg_catalog.btrim(c.level)) as level_key) as keyed
  where c.is_active and c.lesson_count > 0 and coalesce(pg_catalog.btrim(c.level), '') <> ''
  group by keyed.level_key
  order by
    case keyed.level_key when 'iniciante' then 1 when 'intermediario' then 2 when 'avancado' then 3 else 4 end,
    keyed.level_key;
$function$;
revoke execute on function public.catalogue_levels() from public;
comment on function public.catalogue_levels() is 'Levels of the published courses (free text), in the usual order, each with the key search_courses compares (normalised).';

-- public.delete_teacher(p_user_id uuid)
CREATE OR REPLACE FUNCTION public.delete_teacher(p_user_id uuid)
 RETURNS public.user_roles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_row   public.user_roles;
begin
  perform private.lock_teacher(p_user_id);

  update public.user_roles r set role = 'aluno' where r.user_id = p_user_id
  returning * into v_row;
  delete from public.teacher_courses tc where tc.teacher_id = p_user_id;
  delete from public.teacher_docs d where d.user_id = p_user_id;
  return v_row;
end;
$function$;
revoke execute on function public.delete_teacher(uuid) from anon, public;

-- public.get_admin_report()
CREATE OR REPLACE FUNCTION public.get_admin_report()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_roles record;
begin
  -- One pass over user_roles for the three role counters.
  select count(*) filter (where r.role = 'aluno')         as students,
         count(*) filter (where r.role = 'professor')     as teachers,
         count(*) filter (where r.role = 'administrador') as administrators
    into v_roles
    from public.user_roles r;

  return json_build_object(
    'total_users',    (select count(*) from public.profiles),
    'students',       v_roles.students,
    'teachers',       v_roles.teachers,
    'administrators', v_roles.administrators,
    'courses',        (select count(*) from public.courses),
    'lessons',        (select count(*) from public.lessons),
    'enrollments',    (select count(*) from public.enrollments),
    'certificates',   (select count(*) from public.certificates)
  );
end;
$function$;
revoke execute on function public.get_admin_report() from anon, public;

-- public.get_book_download(p_book_id uuid)
CREATE OR REPLACE FUNCTION public.get_book_download(p_book_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
  v_book public.books;
begin
  select * into v_book from public.books b where b.id = p_book_id;
  if not found then
    perform private.raise_api_error('book_not_found');
  end if;
  if not exists (select 1 from public.entitlements en
                 where en.user_id = v_user and en.book_id = p_book_id and en.revoked_at is null)
     and not private.is_admin() then
    raise exception 'book_not_owned' using errcode = '42501';
  end if;
  if v_book.file_path is null then
    perform private.raise_api_error('book_without_file');
  end if;
  return jsonb_build_object(
    'bucket', 'book-files',
    'path', v_book.file_path,
    'file_name', v_book.title || case when v_book.file_path ~ '\.epub$' then '.epub' else '.pdf' end
  );
end;
$function$;
revoke execute on function public.get_book_download(uuid) from anon, public;
comment on function public.get_book_download(uuid) is 'The caller''s live right to a book''s file: bucket, path and download name, for the download-book edge function, which signs the 60-second link (docs/payments.md, "E-book links").';

-- public.get_student_dashboard()
CREATE OR REPLACE FUNCTION public.get_student_dashboard()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return (
    with cards as (
      select
        e.id,
        e.progress,
        e.completed,
        e.enrolled_at,
        c.id as course_id,
        c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price,
        c.total_hours, c.lesson_count, c.total_minutes, c.is_active,
        (
          select count(*)
          from public.lesson_progress lp
          join public.lessons l on l.id = lp.lesson_id
          where lp.user_id = v_user and lp.completed and l.course_id = c.id
        ) as lessons_completed,
        coalesce(
          -- first lesson not completed yet, in module order then lesson order
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
              and not exists (
                select 1 from public.lesson_progress lp
                where lp.user_id = v_user and lp.lesson_id = l.id and lp.completed
              )
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          ),
          -- all done: the first lesson (null only when the course has none)
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          )
        ) as next_lesson,
        private.continue_lesson(v_user, c.id) as continue_lesson,
        private.certificate_requirements_missing(v_user, c.id) as missing
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    )
    select json_build_object(
      'counters', json_build_object(
        'active_courses',   (select count(*) from cards),
        'study_seconds',    private.study_seconds(v_user),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
      'study', private.study_week_json(v_user, now()),
      -- What the person's companies assigned them, first on the screen (14_assignments.sql).
      'assignments', public.list_my_assignments(),
      'tracks', coalesce((
        select json_agg((jsonb_build_object(
                 'id', t.id,
                 'slug', t.slug,
                 'title', t.title,
                 'target_role', t.target_role,
                 'image_url', t.image_url,
                 'followed_at', f.followed_at,
                 'certificate_code', (select tc.verification_code from public.track_certificates tc
                                      where tc.user_id = v_user and tc.track_id = t.id)
               ) || (private.track_progress_json(v_user, t.id) - 'steps'))::json
               order by f.followed_at desc, t.id)
        from public.track_followers f
        join public.tracks t on t.id = f.track_id and t.published
        where f.user_id = v_user
      ), '[]'::json),
      'enrollments', coalesce((
        select json_agg(json_build_object(
                 'id', k.id,
                 'progress', k.progress,
                 'completed', k.completed,
                 'enrolled_at', k.enrolled_at,
                 'lessons_completed', k.lessons_completed,
                 'lessons_total', k.lesson_count,
                 'next_lesson', k.next_lesson,
                 'continue_lesson', k.continue_lesson,
                 'missing', to_json(k.missing),
                 'course', json_build_object(
                   'id', k.course_id, 'slug', k.slug, 'title', k.title, 'description', k.description,
                   'image_url', k.image_url, 'duration', k.duration, 'level', k.level, 'price', k.price,
                   'total_hours', k.total_hours, 'lesson_count', k.lesson_count,
                   'total_minutes', k.total_minutes, 'is_active', k.is_active
                 )
               ) order by k.enrolled_at desc, k.id)
        from cards k
      ), '[]'::json)
    )
  );
end;
$function$;
revoke execute on function public.get_student_dashboard() from anon, public;

-- public.get_teacher_dashboard()
CREATE OR REPLACE FUNCTION public.get_teacher_dashboard()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if not private.has_role('professor') then
    raise exception 'teacher_only' using errcode = '42501';
  end if;

  return (
    with mine as (
      select c.id, c.slug, c.title, c.description, c.image_url, c.total_students, c.is_active
      from public.teacher_courses tc
      join public.courses c on c.id = tc.course_id
      where tc.teacher_id = v_user
    )
    select json_build_object(
      'own_courses',         (select count(*) from mine),
      'total_students',      (select coalesce(sum(total_students), 0) from mine),
      'certificates_issued', (select count(*) from public.certificates ce where ce.course_id in (select id from mine)),
      'courses', coalesce((
        select json_agg(json_build_object(
                 'id', m.id, 'slug', m.slug, 'title', m.title, 'description', m.description,
                 'image_url', m.image_url, 'total_students', m.total_students, 'is_active', m.is_active
               ) order by m.title, m.id)
        from mine m
      ), '[]'::json)
    )
  );
end;
$function$;
revoke execute on function public.get_teacher_dashboard() from anon, public;

-- public.link_teacher_course(p_user_id uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION public.link_teacher_course(p_user_id uuid, p_course_id uuid)
 RETURNS public.teacher_courses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_courses;
begin
  perform private.lock_teacher(p_user_id);
  -- key share: the course cannot be deleted before the link is written.
  perform 1 from public.courses c where c.id = p_course_id for key share;
  if not found then
    perform private.raise_api_error('course_not_found');
  end if;

  insert into public.teacher_courses (teacher_id, course_id)
  values (p_user_id, p_course_id)
  on conflict (teacher_id, course_id) do nothing
  returning * into v_row;
  if v_row.teacher_id is null then
    select * into v_row from public.teacher_courses tc
     where tc.teacher_id = p_user_id and tc.course_id = p_course_id;
  end if;
  return v_row;
end;
$function$;
revoke execute on function public.link_teacher_course(uuid,uuid) from anon, public;

-- public.reorder_course_modules(p_course_id uuid, p_module_ids uuid[])
CREATE OR REPLACE FUNCTION public.reorder_course_modules(p_course_id uuid, p_module_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_current uuid[];
begin
  perform private.require_admin();
  -- Serialises reorders (and module inserts' counters) of this course.
  perform 1 from public.courses c where c.id = p_course_id for update;
  if not found then
    perform private.raise_api_error('course_not_found');
  end if;

  select coalesce(array_agg(m.id order by m.id), '{}') into v_current
  from public.course_modules m where m.course_id = p_course_id;
  if p_module_ids is null
     or cardinality(p_module_ids) <> cardinality(v_current)
     or (select array_agg(x order by x) from (select distinct unnest(p_module_ids) as x) d) is distinct from v_current then
    perform private.raise_api_error('order_out_of_date');
  end if;

  update public.course_modules m
     set order_index = g.position
    from unnest(p_module_ids) with ordinality as g(id, position)
   where m.id = g.id
     and m.order_index is distinct from g.position::integer;
end;
$function$;
revoke execute on function public.reorder_course_modules(uuid,uuid[]) from anon, public;
comment on function public.reorder_course_modules(uuid,uuid[]) is 'Administrators: sets the course''s module order to the list given (all of its modules, first to last).';

-- public.reorder_module_lessons(p_module_id uuid, p_lesson_ids uuid[])
CREATE OR REPLACE FUNCTION public.reorder_module_lessons(p_module_id uuid, p_lesson_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_current uuid[];
begin
  perform private.require_admin();
  perform 1 from public.course_modules m where m.id = p_module_id for update;
  if not found then
    perform private.raise_api_error('module_not_found');
  end if;

  select coalesce(array_agg(l.id order by l.id), '{}') into v_current
  from public.lessons l where l.module_id = p_module_id;
  if p_lesson_ids is null
     or cardinality(p_lesson_ids) <> cardinality(v_current)
     or (select array_agg(x order by x) from (select distinct unnest(p_lesson_ids) as x) d) is distinct from v_current then
    perform private.raise_api_error('order_out_of_date');
  end if;

  update public.lessons l
     set order_index = g.position
    from unnest(p_lesson_ids) with ordinality as g(id, position)
   where l.id = g.id
     and l.order_index is distinct from g.position::integer;
end;
$function$;
revoke execute on function public.reorder_module_lessons(uuid,uuid[]) from anon, public;
comment on function public.reorder_module_lessons(uuid,uuid[]) is 'Administrators: sets the module''s lesson order to the list given (all of its lessons, first to last).';

-- public.save_watch_position(p_lesson_id uuid, p_position_seconds integer)
CREATE OR REPLACE FUNCTION public.save_watch_position(p_lesson_id uuid, p_position_seconds integer)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_lesson   public.lessons;
  v_position integer;
begin
  if p_position_seconds is null then
    perform private.raise_api_error('invalid_position');
  end if;

  select * into v_lesson from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  if not (
       v_lesson.is_preview
       and exists (
         select 1 from public.courses c
         where c.id = v_lesson.course_id and c.is_active and c.lesson_count > 0
       )
     ) then
    if not exists (
         select 1 from public.enrollments e
         where e.user_id = v_user and e.course_id = v_lesson.course_id
       ) then
      raise exception 'not_enrolled' using errcode = '42501';
    end if;
    if not private.course_open_to(v_user, v_lesson.course_id) then
      raise exception 'course_access_required' using errcode = '42501';
    end if;
  end if;

  v_position := least(greatest(p_position_seconds, 0), v_lesson.duration_minutes * 60);

  -- One row per user and lesson, whatever the number of parallel calls.
  insert into public.watch_positions as w (user_id, lesson_id, position_seconds, updated_at)
  values (v_user, p_lesson_id, v_position, now())
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        updated_at       = excluded.updated_at;

  return json_build_object(
    'lesson_id', p_lesson_id,
    'position_seconds', v_position,
    -- After the save's triggers: this save may be the one that finished the lesson.
    'study', private.lesson_study_json(v_user, p_lesson_id)
  );
end;
$function$;
revoke execute on function public.save_watch_position(uuid,integer) from anon, public;

-- public.search_courses(p_query text, p_topic text, p_level text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.search_courses(p_query text DEFAULT NULL::text, p_topic text DEFAULT NULL::text, p_level text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 12)
 RETURNS TABLE(id uuid, slug text, title text, description text, image_url text, duration text, level text, price numeric, access_model text, total_hours numeric, total_students integer, public_rating numeric, review_count integer, lesson_count integer, total_minutes integer, topic text, total_count integer, page integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  v_searching boolean := coalesce(pg_catalog.btrim(p_query), '') <> '';
  v_query tsquery := private.course_search_query(p_query);
  v_topic text := nullif(pg_catalog.btrim(p_topic), '');
  v_level text := nullif(private.normalize_search_text(pg_catalog.btrim(p_level)), '');
  v_page_size integer := least(greatest(coalesce(p_page_size, 12), 1), 48);
  v_page integer := greatest(coalesce(p_page, 1), 1);
begin
  -- Something was typed but nothing in it can be searched ('!!!'): no course matches it.
  if v_searching and v_query is null then
    return;
  end if;

  return query
  with matches as (
    select
      c.id, c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price, c.access_model, c.total_hours,
      c.total_students, c.public_rating, c.review_count, c.lesson_count, c.total_minutes, c.topic,
      (pg_catalog.count(*) over ())::integer as total,
      pg_catalog.row_number() over (
        order by
          case when v_query is null then 0
               else pg_catalog.ts_rank(private.catalogue_search_vector(c.title), v_query)
          end desc,
          c.created_at desc,
          c.id
      ) as position
    from public.courses c
    where c.is_active
      and c.lesson_count > 0
      and (v_query is null
           or private.course_search_document(c.title, c.description, c.learning_points) @@ v_query)
      and (v_topic is null or c.topic = v_topic)
      and (v_level is null or private.normalize_search_text(c.level) = v_level)
  ),
  answered as (
    -- Past the last page: the last page.
    select least(v_page, greatest(1, ((m.total + v_page_size - 1) / v_page_size)))::integer as page
    from matches m
    limit 1
  )
  select
    m.id, m.slug, m.title, m.description, m.image_url, m.duration, m.level, m.price, m.access_model, m.total_hours,
    m.total_students, m.public_rating, m.review_count, m.lesson_count, m.total_minutes, m.topic, m.total, a.page
  from matches m
  cross join answered a
  where m.position > (a.page - 1) * v_page_size
    and m.position <= a.page * v_page_size
  order by m.position;
end;
$function$;
revoke execute on function public.search_courses(text,text,text,integer,integer) from public;
comment on function public.search_courses(text,text,text,integer,integer) is 'The public catalogue searched (p_query), filtered by topic and level: one page (at most 48 rows), best title match first, each row with the total and the page answered.';

-- public.set_study_goal(p_kind text, p_target integer)
CREATE OR REPLACE FUNCTION public.set_study_goal(p_kind text, p_target integer)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if p_kind is null or p_kind not in ('minutes', 'lessons') then
    perform private.raise_api_error('invalid_goal_kind');
  end if;
  if p_target is null
     or (p_kind = 'minutes' and p_target not between 10 and 3000)
     or (p_kind = 'lessons' and p_target not between 1 and 100) then
    perform private.raise_api_error('invalid_goal_target');
  end if;
  -- A change applies to the current week on; earlier weeks keep their goal.
  insert into public.study_goals as g (user_id, week_start, kind, target, updated_at)
  values (v_user, private.sao_paulo_week(now()), p_kind, p_target, now())
  on conflict (user_id, week_start) do update
    set kind = excluded.kind, target = excluded.target, updated_at = excluded.updated_at;
  return private.study_week_json(v_user, now());
end;
$function$;
revoke execute on function public.set_study_goal(text,integer) from anon, public;

-- public.set_teacher_status(p_user_id uuid, p_status public.teacher_status)
CREATE OR REPLACE FUNCTION public.set_teacher_status(p_user_id uuid, p_status public.teacher_status)
 RETURNS public.teacher_docs
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_docs;
begin
  update public.teacher_docs d
     set status = coalesce(p_status, d.status)
   where d.user_id = p_user_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('teacher_not_found');
  end if;
  return v_row;
end;
$function$;
revoke execute on function public.set_teacher_status(uuid,public.teacher_status) from anon, public;

-- public.setup_teacher_account(p_user_id uuid, p_full_name text, p_phone text, p_bio text, p_specialization text, p_course_id uuid)
CREATE OR REPLACE FUNCTION public.setup_teacher_account(p_user_id uuid, p_full_name text, p_phone text DEFAULT NULL::text, p_bio text DEFAULT NULL::text, p_specialization text DEFAULT NULL::text, p_course_id uuid DEFAULT NULL::uuid)
 RETURNS public.teacher_docs
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_role           public.app_role;
  v_specialization text := nullif(btrim(p_specialization), '');
  v_title          text;
  v_row            public.teacher_docs;
begin
  select r.role into v_role from public.user_roles r where r.user_id = p_user_id for update;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  if v_role <> 'aluno' or exists (select 1 from public.teacher_docs d where d.user_id = p_user_id) then
    perform private.raise_api_error('account_not_new');
  end if;
  if p_course_id is not null then
    select c.title into v_title from public.courses c where c.id = p_course_id for key share;
    if not found then
      perform private.raise_api_error('course_not_found');
    end if;
  end if;

  update public.profiles p
     set full_name = nullif(btrim(p_full_name), ''),
         phone = nullif(btrim(p_phone), '')
   where p.id = p_user_id;
  update public.user_roles r set role = 'professor' where r.user_id = p_user_id;
  insert into public.teacher_docs (user_id, bio, specialization, status)
  values (p_user_id, nullif(btrim(p_bio), ''), coalesce(v_specialization, v_title), 'ativo')
  returning * into v_row;
  if p_course_id is not null then
    insert into public.teacher_courses (teacher_id, course_id) values (p_user_id, p_course_id);
  end if;
  return v_row;
end;
$function$;
revoke execute on function public.setup_teacher_account(uuid,text,text,text,text,uuid) from anon, authenticated, public;

-- public.unlink_teacher_course(p_user_id uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION public.unlink_teacher_course(p_user_id uuid, p_course_id uuid)
 RETURNS public.teacher_courses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_courses;
begin
  perform private.lock_teacher(p_user_id);
  delete from public.teacher_courses tc
   where tc.teacher_id = p_user_id and tc.course_id = p_course_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('link_not_found');
  end if;
  return v_row;
end;
$function$;
revoke execute on function public.unlink_teacher_course(uuid,uuid) from anon, public;

-- public.update_teacher(p_user_id uuid, p_bio text, p_specialization_course_id uuid, p_keep_specialization boolean)
CREATE OR REPLACE FUNCTION public.update_teacher(p_user_id uuid, p_bio text DEFAULT NULL::text, p_specialization_course_id uuid DEFAULT NULL::uuid, p_keep_specialization boolean DEFAULT false)
 RETURNS public.teacher_docs
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_bio   text := nullif(btrim(p_bio), '');
  v_title text;
  v_row   public.teacher_docs;
begin
  perform private.lock_teacher(p_user_id);
  if char_length(v_bio) > 5000 then
    perform private.raise_api_error('bio_too_long');
  end if;
  if p_keep_specialization then
    select d.specialization into v_title from public.teacher_docs d where d.user_id = p_user_id;
  elsif p_specialization_course_id is not null then
    select c.title into v_title from public.courses c where c.id = p_specialization_course_id;
    if not found then
      perform private.raise_api_error('course_not_found');
    end if;
  end if;

  insert into public.teacher_docs (user_id, bio, specialization)
  values (p_user_id, v_bio, v_title)
  on conflict (user_id) do update
    set bio = excluded.bio, specialization = excluded.specialization
  returning * into v_row;
  return v_row;
end;
$function$;
revoke execute on function public.update_teacher(uuid,text,uuid,boolean) from anon, public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER sensitive_user_data_guard_created_at BEFORE INSERT OR UPDATE ON public.sensitive_user_data FOR EACH ROW EXECUTE FUNCTION private.guard_created_at();

CREATE TRIGGER courses_guard_columns BEFORE INSERT OR UPDATE ON public.courses FOR EACH ROW EXECUTE FUNCTION private.guard_course_columns();

CREATE TRIGGER course_modules_guard_columns BEFORE INSERT OR UPDATE ON public.course_modules FOR EACH ROW EXECUTE FUNCTION private.guard_module_columns();

CREATE TRIGGER lessons_guard_preview_video AFTER INSERT OR UPDATE OF video_url, is_preview, module_id ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.guard_preview_video();

CREATE TRIGGER lessons_prepare BEFORE INSERT OR UPDATE ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.prepare_lesson();

CREATE TRIGGER lessons_refresh_counters AFTER INSERT OR DELETE OR UPDATE OF module_id, duration_minutes ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.on_lessons_changed();

CREATE TRIGGER lessons_refresh_progress AFTER INSERT OR DELETE OR UPDATE OF module_id ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.on_lessons_changed_refresh_progress();

CREATE TRIGGER lessons_sync_outline AFTER INSERT OR DELETE OR UPDATE ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.sync_lesson_outline();

CREATE TRIGGER books_guard_created_at BEFORE INSERT OR UPDATE ON public.books FOR EACH ROW EXECUTE FUNCTION private.guard_created_at();

CREATE TRIGGER pricing_plans_guard_created_at BEFORE INSERT OR UPDATE ON public.pricing_plans FOR EACH ROW EXECUTE FUNCTION private.guard_created_at();

CREATE TRIGGER teacher_docs_guard_created_at BEFORE INSERT OR UPDATE ON public.teacher_docs FOR EACH ROW EXECUTE FUNCTION private.guard_created_at();

CREATE TRIGGER teacher_courses_guard_created_at BEFORE INSERT OR UPDATE ON public.teacher_courses FOR EACH ROW EXECUTE FUNCTION private.guard_created_at();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Administrators can add courses" on public.courses
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete courses" on public.courses
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update courses" on public.courses
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Users can read public, studied or taught courses" on public.courses
  for select to authenticated
  using (((is_active AND (lesson_count > 0)) OR (id = ANY (( SELECT private.my_course_ids() AS my_course_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read active courses that have lessons" on public.courses
  for select to anon
  using ((is_active AND (lesson_count > 0)));

create policy "Administrators can add modules" on public.course_modules
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete modules" on public.course_modules
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update modules" on public.course_modules
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Users can read modules of public, studied or taught courses" on public.course_modules
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = course_modules.course_id) AND c.is_active AND (c.lesson_count > 0)))) OR (course_id = ANY (( SELECT private.my_course_ids() AS my_course_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read the modules of public courses" on public.course_modules
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = course_modules.course_id) AND c.is_active AND (c.lesson_count > 0)))));

create policy "Administrators can add lessons" on public.lessons
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete lessons" on public.lessons
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update lessons" on public.lessons
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Visitors can read the free preview lessons of public courses" on public.lessons
  for select to anon
  using ((is_preview AND (EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = lessons.course_id) AND c.is_active AND (c.lesson_count > 0))))));

create policy "Users can read lesson outlines of public, studied or taught cou" on public.lesson_outlines
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = lesson_outlines.course_id) AND c.is_active AND (c.lesson_count > 0)))) OR (course_id = ANY (( SELECT private.my_course_ids() AS my_course_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read the lesson outlines of public courses" on public.lesson_outlines
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = lesson_outlines.course_id) AND c.is_active AND (c.lesson_count > 0)))));

create policy "Administrators can add books" on public.books
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete books" on public.books
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update books" on public.books
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Users can read active books, administrators all books" on public.books
  for select to authenticated
  using ((is_active OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read active books" on public.books
  for select to anon
  using (is_active);

create policy "Administrators can add plans" on public.pricing_plans
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete plans" on public.pricing_plans
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update plans" on public.pricing_plans
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Users can read active plans, administrators all plans" on public.pricing_plans
  for select to authenticated
  using ((is_active OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read active plans" on public.pricing_plans
  for select to anon
  using (is_active);

create policy "Administrators can add teacher records" on public.teacher_docs
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can delete teacher records" on public.teacher_docs
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can update teacher records" on public.teacher_docs
  for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Teachers and administrators can read teacher records" on public.teacher_docs
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can link teachers to courses" on public.teacher_courses
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can unlink teachers from courses" on public.teacher_courses
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Teachers and administrators can read course links" on public.teacher_courses
  for select to authenticated
  using (((teacher_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.courses
revoke insert, update, delete, truncate, references, trigger, maintain on table public.courses from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.courses from authenticated;
grant insert (slug, title, description, image_url, duration, level, price, total_hours, learning_points, is_active, topic, access_model) on table public.courses to authenticated;
grant update (slug, title, description, image_url, duration, level, price, total_hours, learning_points, is_active, topic, access_model) on table public.courses to authenticated;

-- public.course_modules
revoke insert, update, delete, truncate, references, trigger, maintain on table public.course_modules from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.course_modules from authenticated;
grant insert (course_id, title, description, order_index) on table public.course_modules to authenticated;
grant update (title, description, order_index) on table public.course_modules to authenticated;

-- public.lessons
revoke insert, update, delete, truncate, references, trigger, maintain on table public.lessons from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.lessons from authenticated;
grant insert (module_id, course_id, title, video_url, duration_minutes, order_index, description, is_preview) on table public.lessons to authenticated;
grant update (module_id, course_id, title, video_url, duration_minutes, order_index, description, is_preview) on table public.lessons to authenticated;

-- public.lesson_outlines
revoke insert, update, delete, truncate, references, trigger, maintain on table public.lesson_outlines from anon, authenticated;

-- public.books
revoke insert, update, delete, truncate, references, trigger, maintain on table public.books from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.books from authenticated;
grant insert (title, subtitle, description, author, pages, rating, reviews, price, image_url, sample_url, purchase_url, topics, benefits, is_active, order_index, file_path) on table public.books to authenticated;
grant update (title, subtitle, description, author, pages, rating, reviews, price, image_url, sample_url, purchase_url, topics, benefits, is_active, order_index, file_path) on table public.books to authenticated;

-- public.pricing_plans
revoke insert, update, delete, truncate, references, trigger, maintain on table public.pricing_plans from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.pricing_plans from authenticated;
grant insert (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index, amount, billing_interval) on table public.pricing_plans to authenticated;
grant update (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index, amount, billing_interval) on table public.pricing_plans to authenticated;

-- public.teacher_docs
revoke all on table public.teacher_docs from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.teacher_docs from authenticated;
grant insert (user_id, bio, specialization, status) on table public.teacher_docs to authenticated;
grant update (bio, specialization, status) on table public.teacher_docs to authenticated;

-- public.teacher_courses
revoke all on table public.teacher_courses from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.teacher_courses from authenticated;
grant insert (teacher_id, course_id) on table public.teacher_courses to authenticated;
