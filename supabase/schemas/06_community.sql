-- Community: course reviews, lesson questions, answers and votes, notifications, hourly limits.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.course_reviews --------------------------------------------------------------------------
-- Learner reviews (1-5 stars, optional plain text). Written by save_course_review/delete_course_review/set_review_hidden only.
create table public.course_reviews (
  id uuid default gen_random_uuid() not null,
  course_id uuid not null,
  author_id uuid not null,
  rating smallint not null,
  body text,
  is_hidden boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint course_reviews_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint course_reviews_body_check CHECK (body ~ '[^[:space:]]'::text AND char_length(body) <= 1000),
  constraint course_reviews_course_id_author_id_key UNIQUE (course_id, author_id),
  constraint course_reviews_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint course_reviews_pkey PRIMARY KEY (id),
  constraint course_reviews_rating_check CHECK (rating >= 1 AND rating <= 5)
);
alter table public.course_reviews enable row level security;
CREATE INDEX course_reviews_author_id_idx ON public.course_reviews USING btree (author_id);
CREATE INDEX course_reviews_hidden_idx ON public.course_reviews USING btree (course_id, created_at DESC, id DESC) WHERE is_hidden;
comment on table public.course_reviews is 'Learner reviews (1-5 stars, optional plain text). Written by save_course_review/delete_course_review/set_review_hidden only.';

-- public.course_review_cards ---------------------------------------------------------------------
-- Stars, text, dates and the author's first name + last initial of every visible review, readable wherever the course is. Written only by triggers; never holds who wrote it.
create table public.course_review_cards (
  id uuid not null,
  course_id uuid not null,
  rating smallint not null,
  body text,
  author_name text not null,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  constraint course_review_cards_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint course_review_cards_id_fkey FOREIGN KEY (id) REFERENCES public.course_reviews(id) ON DELETE CASCADE,
  constraint course_review_cards_pkey PRIMARY KEY (id)
);
alter table public.course_review_cards enable row level security;
CREATE INDEX course_review_cards_course_id_created_at_idx ON public.course_review_cards USING btree (course_id, created_at DESC, id DESC);
comment on table public.course_review_cards is 'Stars, text, dates and the author''s first name + last initial of every visible review, readable wherever the course is. Written only by triggers; never holds who wrote it.';

-- public.lesson_questions ------------------------------------------------------------------------
-- Students' questions under a lesson. Readable through list_lesson_questions/get_question_thread; written by RPCs only.
create table public.lesson_questions (
  id uuid default gen_random_uuid() not null,
  lesson_id uuid not null,
  course_id uuid not null,
  author_id uuid not null,
  title text not null,
  body text not null,
  is_resolved boolean default false not null,
  resolved_at timestamp with time zone,
  is_hidden boolean default false not null,
  upvote_count integer default 0 not null,
  answer_count integer default 0 not null,
  teacher_answer_count integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint lesson_questions_answer_count_check CHECK (answer_count >= 0),
  constraint lesson_questions_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint lesson_questions_body_check CHECK (body ~ '[^[:space:]]'::text AND char_length(body) <= 5000),
  constraint lesson_questions_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint lesson_questions_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.lessons(id) ON DELETE CASCADE,
  constraint lesson_questions_pkey PRIMARY KEY (id),
  constraint lesson_questions_resolved_at_matches CHECK (is_resolved = (resolved_at IS NOT NULL)),
  constraint lesson_questions_teacher_answer_count_check CHECK (teacher_answer_count >= 0),
  constraint lesson_questions_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 150),
  constraint lesson_questions_upvote_count_check CHECK (upvote_count >= 0)
);
alter table public.lesson_questions enable row level security;
CREATE INDEX lesson_questions_author_id_idx ON public.lesson_questions USING btree (author_id, created_at DESC);
CREATE INDEX lesson_questions_course_id_idx ON public.lesson_questions USING btree (course_id, created_at DESC, id DESC);
CREATE INDEX lesson_questions_lesson_recent_idx ON public.lesson_questions USING btree (lesson_id, created_at DESC, id DESC);
CREATE INDEX lesson_questions_lesson_votes_idx ON public.lesson_questions USING btree (lesson_id, upvote_count DESC, created_at DESC, id DESC);
CREATE INDEX lesson_questions_waiting_idx ON public.lesson_questions USING btree (course_id, created_at DESC, id DESC) WHERE ((NOT is_hidden) AND (NOT is_resolved) AND (teacher_answer_count = 0));
comment on table public.lesson_questions is 'Students'' questions under a lesson. Readable through list_lesson_questions/get_question_thread; written by RPCs only.';

-- public.question_answers ------------------------------------------------------------------------
-- Answers to lesson questions. is_teacher ('Resposta do professor') is set by answer_question(), never by the browser.
create table public.question_answers (
  id uuid default gen_random_uuid() not null,
  question_id uuid not null,
  author_id uuid not null,
  body text not null,
  is_teacher boolean default false not null,
  is_hidden boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  is_solution boolean default false not null,
  solution_marked_at timestamp with time zone,
  solution_marked_by uuid,
  constraint question_answers_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint question_answers_body_check CHECK (body ~ '[^[:space:]]'::text AND char_length(body) <= 5000),
  constraint question_answers_pkey PRIMARY KEY (id),
  constraint question_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.lesson_questions(id) ON DELETE CASCADE,
  constraint question_answers_solution_marked_by_fkey FOREIGN KEY (solution_marked_by) REFERENCES public.profiles(id) ON DELETE SET NULL,
  constraint question_answers_solution_marked_matches CHECK (is_solution = (solution_marked_at IS NOT NULL))
);
alter table public.question_answers enable row level security;
CREATE INDEX question_answers_author_id_idx ON public.question_answers USING btree (author_id, created_at DESC);
CREATE UNIQUE INDEX question_answers_one_solution_idx ON public.question_answers USING btree (question_id) WHERE is_solution;
CREATE INDEX question_answers_question_id_idx ON public.question_answers USING btree (question_id, created_at, id);
CREATE INDEX question_answers_solution_marked_by_idx ON public.question_answers USING btree (solution_marked_by);
comment on table public.question_answers is 'Answers to lesson questions. is_teacher (''Resposta do professor'') is set by answer_question(), never by the browser.';
comment on column public.question_answers.is_teacher is 'The author taught the course or was an administrator when answering (decided by the database).';
comment on column public.question_answers.is_solution is 'A teacher of the course (or an administrator) marked it as the solution (set_answer_solution); one per question.';

-- public.question_votes --------------------------------------------------------------------------
-- 'Também tenho essa dúvida': one vote per person and question.
create table public.question_votes (
  question_id uuid not null,
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint question_votes_pkey PRIMARY KEY (question_id, user_id),
  constraint question_votes_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.lesson_questions(id) ON DELETE CASCADE,
  constraint question_votes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.question_votes enable row level security;
CREATE INDEX question_votes_user_id_idx ON public.question_votes USING btree (user_id);
comment on table public.question_votes is '''Também tenho essa dúvida'': one vote per person and question.';

-- public.notifications ---------------------------------------------------------------------------
-- In-app notifications: a new question for the course's teachers, an answer for the asker. Written by the question RPCs only.
create table public.notifications (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  kind text not null,
  question_id uuid,
  answer_id uuid,
  created_at timestamp with time zone default now() not null,
  read_at timestamp with time zone,
  order_id uuid,
  link text,
  week_start date,
  emailed_at timestamp with time zone,
  assignment_id uuid,
  constraint notifications_answer_id_fkey FOREIGN KEY (answer_id) REFERENCES public.question_answers(id) ON DELETE CASCADE,
  constraint notifications_answer_matches_kind CHECK ((kind = 'question_answered'::text) = (answer_id IS NOT NULL)),
  constraint notifications_kind_check CHECK (kind = ANY (ARRAY['new_question'::text, 'question_answered'::text, 'subscription_renewal'::text, 'goal_reminder'::text, 'order_refunded'::text, 'assignment'::text, 'assignment_reminder'::text])),
  constraint notifications_link_check CHECK (link ~ '^https?://'::text AND char_length(link) <= 2000),
  constraint notifications_pkey PRIMARY KEY (id),
  constraint notifications_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.lesson_questions(id) ON DELETE CASCADE,
  constraint notifications_subject_matches_kind CHECK (
CASE kind
    WHEN 'subscription_renewal'::text THEN question_id IS NULL AND order_id IS NOT NULL AND link IS NOT NULL AND week_start IS NULL AND assignment_id IS NULL
    WHEN 'order_refunded'::text THEN question_id IS NULL AND order_id IS NOT NULL AND link IS NULL AND week_start IS NULL AND assignment_id IS NULL
    WHEN 'goal_reminder'::text THEN question_id IS NULL AND order_id IS NULL AND link IS NULL AND week_start IS NOT NULL AND assignment_id IS NULL
    WHEN 'assignment'::text THEN question_id IS NULL AND order_id IS NULL AND link IS NULL AND week_start IS NULL AND assignment_id IS NOT NULL
    WHEN 'assignment_reminder'::text THEN question_id IS NULL AND order_id IS NULL AND link IS NULL AND week_start IS NULL AND assignment_id IS NOT NULL
    ELSE question_id IS NOT NULL AND order_id IS NULL AND link IS NULL AND week_start IS NULL AND assignment_id IS NULL
END),
  constraint notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.notifications enable row level security;
CREATE INDEX notifications_answer_id_idx ON public.notifications USING btree (answer_id);
CREATE INDEX notifications_assignment_id_idx ON public.notifications USING btree (assignment_id);
CREATE UNIQUE INDEX notifications_one_per_assignment ON public.notifications USING btree (assignment_id, user_id) WHERE (kind = 'assignment'::text);
CREATE UNIQUE INDEX notifications_one_goal_reminder_per_week ON public.notifications USING btree (user_id, week_start) WHERE (kind = 'goal_reminder'::text);
CREATE UNIQUE INDEX notifications_one_per_refunded_order ON public.notifications USING btree (order_id) WHERE (kind = 'order_refunded'::text);
CREATE UNIQUE INDEX notifications_one_per_renewal_order ON public.notifications USING btree (order_id) WHERE (kind = 'subscription_renewal'::text);
CREATE INDEX notifications_question_id_idx ON public.notifications USING btree (question_id);
CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);
CREATE INDEX notifications_user_id_created_at_idx ON public.notifications USING btree (user_id, created_at DESC, id DESC);
comment on table public.notifications is 'In-app notifications: a new question for the course''s teachers, an answer for the asker. Written by the question RPCs only.';
comment on column public.notifications.order_id is 'subscription_renewal: the renewal order to pay.';
comment on column public.notifications.link is 'subscription_renewal: the provider''s page where that order is paid.';
comment on column public.notifications.week_start is 'goal_reminder: the Monday of the week whose goal is below half.';
comment on column public.notifications.emailed_at is 'order_refunded: when the refund''s e-mail went out (sent once).';
comment on column public.notifications.assignment_id is 'assignment / assignment_reminder: the company assignment (14_assignments.sql; its foreign key is there).';

-- private.post_events ----------------------------------------------------------------------------
-- Questions, answers and edits written per person and time: what the hourly limits count. Written by triggers only; never readable by clients.
create table private.post_events (
  id bigint generated always as identity not null,
  user_id uuid not null,
  kind text not null,
  created_at timestamp with time zone default clock_timestamp() not null,
  constraint post_events_kind_check CHECK (kind = ANY (ARRAY['questions'::text, 'answers'::text, 'edits'::text])),
  constraint post_events_pkey PRIMARY KEY (id),
  constraint post_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table private.post_events enable row level security;
CREATE INDEX post_events_user_kind_created_at_idx ON private.post_events USING btree (user_id, kind, created_at DESC);
comment on table private.post_events is 'Questions, answers and edits written per person and time: what the hourly limits count. Written by triggers only; never readable by clients.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.answer_json(p_answer public.question_answers, p_user uuid)
CREATE OR REPLACE FUNCTION private.answer_json(p_answer public.question_answers, p_user uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_answer.id,
    'question_id', p_answer.question_id,
    'body', p_answer.body,
    'author_name', (select private.public_author_name(p.full_name) from public.profiles p where p.id = p_answer.author_id),
    'is_teacher', p_answer.is_teacher,
    'is_mine', p_answer.author_id = p_user,
    'is_hidden', p_answer.is_hidden,
    'is_solution', p_answer.is_solution,
    'created_at', p_answer.created_at,
    'updated_at', p_answer.updated_at
  );
$function$;
revoke execute on function private.answer_json(public.question_answers,uuid) from public;

-- private.enforce_hourly_limit(p_user uuid, p_kind text, p_limit integer)
CREATE OR REPLACE FUNCTION private.enforce_hourly_limit(p_user uuid, p_kind text, p_limit integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_recent bigint;
begin
  -- One writer per person and kind at a time: parallel requests count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_kind || ':' || p_user::text, 0));
  select count(*) into v_recent
  from private.post_events e
  where e.user_id = p_user
    and e.kind = p_kind
    and e.created_at > pg_catalog.clock_timestamp() - interval '1 hour';
  if v_recent >= p_limit then
    perform private.raise_api_error(
      case p_kind
        when 'questions' then 'question_hourly_limit'
        when 'answers' then 'answer_hourly_limit'
        else 'edit_hourly_limit'
      end,
      'rate_limited',
      429
    );
  end if;
end;
$function$;
revoke execute on function private.enforce_hourly_limit(uuid,text,integer) from public;

-- private.on_course_review_written()
CREATE OR REPLACE FUNCTION private.on_course_review_written()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.award_points(new.author_id, 'course_review', new.course_id, new.course_id);
  return null;
end;
$function$;
revoke execute on function private.on_course_review_written() from public;

-- private.on_course_reviews_changed()
CREATE OR REPLACE FUNCTION private.on_course_reviews_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_old_counts boolean := tg_op in ('UPDATE', 'DELETE') and not old.is_hidden;
  v_new_counts boolean := tg_op in ('INSERT', 'UPDATE') and not new.is_hidden;
begin
  -- Two statements (out, then in): one UPDATE cannot assign the same array element twice.
  if v_old_counts then
    update public.courses c
       set review_count = c.review_count - 1,
           review_total = c.review_total - old.rating,
           review_stars[old.rating] = c.review_stars[old.rating] - 1
     where c.id = old.course_id;
  end if;
  if v_new_counts then
    update public.courses c
       set review_count = c.review_count + 1,
           review_total = c.review_total + new.rating,
           review_stars[new.rating] = c.review_stars[new.rating] + 1
     where c.id = new.course_id;
  end if;

  if v_new_counts then
    insert into public.course_review_cards as card
      (id, course_id, rating, body, author_name, created_at, updated_at)
    select new.id, new.course_id, new.rating, new.body, private.public_author_name(p.full_name),
           new.created_at, new.updated_at
    from public.profiles p
    where p.id = new.author_id
    on conflict (id) do update
      set rating = excluded.rating,
          body = excluded.body,
          author_name = excluded.author_name,
          updated_at = excluded.updated_at;
  elsif tg_op = 'UPDATE' then
    delete from public.course_review_cards card where card.id = new.id;
  end if;
  -- DELETE: the card goes with the review (foreign key ON DELETE CASCADE).
  return null;
end;
$function$;
revoke execute on function private.on_course_reviews_changed() from public;

-- private.on_lesson_course_changed()
CREATE OR REPLACE FUNCTION private.on_lesson_course_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.lesson_questions q set course_id = new.course_id where q.lesson_id = new.id;
  return null;
end;
$function$;
revoke execute on function private.on_lesson_course_changed() from public;

-- private.on_profile_name_changed()
CREATE OR REPLACE FUNCTION private.on_profile_name_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.course_review_cards card
     set author_name = private.public_author_name(new.full_name)
    from public.course_reviews r
   where r.author_id = new.id
     and card.id = r.id
     and card.author_name is distinct from private.public_author_name(new.full_name);
  return null;
end;
$function$;
revoke execute on function private.on_profile_name_changed() from public;

-- private.on_question_answers_changed()
CREATE OR REPLACE FUNCTION private.on_question_answers_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_old_counts boolean := tg_op in ('UPDATE', 'DELETE') and not old.is_hidden;
  v_new_counts boolean := tg_op in ('INSERT', 'UPDATE') and not new.is_hidden;
begin
  if v_old_counts then
    update public.lesson_questions q
       set answer_count = q.answer_count - 1,
           teacher_answer_count = q.teacher_answer_count - old.is_teacher::integer
     where q.id = old.question_id;
  end if;
  if v_new_counts then
    update public.lesson_questions q
       set answer_count = q.answer_count + 1,
           teacher_answer_count = q.teacher_answer_count + new.is_teacher::integer
     where q.id = new.question_id;
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_question_answers_changed() from public;

-- private.on_question_votes_changed()
CREATE OR REPLACE FUNCTION private.on_question_votes_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    update public.lesson_questions q set upvote_count = q.upvote_count + 1 where q.id = new.question_id;
  else
    update public.lesson_questions q set upvote_count = q.upvote_count - 1 where q.id = old.question_id;
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_question_votes_changed() from public;

-- private.on_teacher_answer_read_notifications()
CREATE OR REPLACE FUNCTION private.on_teacher_answer_read_notifications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = new.author_id
     and n.question_id = new.question_id
     and n.kind = 'new_question'
     and n.read_at is null;
  return null;
end;
$function$;
revoke execute on function private.on_teacher_answer_read_notifications() from public;

-- private.on_teacher_course_unlinked()
CREATE OR REPLACE FUNCTION private.on_teacher_course_unlinked()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.teacher_courses tc
    where tc.teacher_id = old.teacher_id and tc.course_id = old.course_id
  ) then
    return null;
  end if;
  delete from public.notifications n
   using public.lesson_questions q
   where n.user_id = old.teacher_id
     and n.kind = 'new_question'
     and q.id = n.question_id
     and q.course_id = old.course_id;
  return null;
end;
$function$;
revoke execute on function private.on_teacher_course_unlinked() from public;

-- private.public_author_name(p_full_name text)
CREATE OR REPLACE FUNCTION private.public_author_name(p_full_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when w is null then 'Participante'
    when pg_catalog.cardinality(w) = 1 then pg_catalog.left(w[1], 40)
    else pg_catalog.left(w[1], 40) || ' ' || pg_catalog.upper(pg_catalog.left(w[pg_catalog.cardinality(w)], 1)) || '.'
  end
  from (
    select case when pg_catalog.btrim(coalesce(p_full_name, '')) = '' then null
                else pg_catalog.regexp_split_to_array(pg_catalog.btrim(p_full_name), '[[:space:]]+')
           end as w
  ) words;
$function$;
revoke execute on function private.public_author_name(text) from public;
comment on function private.public_author_name(text) is 'A person''s name as others see it: first name and last initial (''Maria L.''), ''Participante'' without a name.';

-- private.question_access(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.question_access(p_course_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when private.is_admin() or private.teaches(p_course_id) then 'staff'
    when private.is_enrolled(p_course_id) then 'student'
  end;
$function$;
revoke execute on function private.question_access(uuid) from public;

-- private.question_json(p_question public.lesson_questions, p_user uuid)
CREATE OR REPLACE FUNCTION private.question_json(p_question public.lesson_questions, p_user uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_question.id,
    'lesson_id', p_question.lesson_id,
    'course_id', p_question.course_id,
    'title', p_question.title,
    'body', p_question.body,
    'author_name', (select private.public_author_name(p.full_name) from public.profiles p where p.id = p_question.author_id),
    'is_mine', p_question.author_id = p_user,
    'is_resolved', p_question.is_resolved,
    'resolved_at', p_question.resolved_at,
    'is_hidden', p_question.is_hidden,
    'upvotes', p_question.upvote_count,
    'has_voted', exists (select 1 from public.question_votes v where v.question_id = p_question.id and v.user_id = p_user),
    'answer_count', p_question.answer_count,
    'teacher_answered', p_question.teacher_answer_count > 0,
    'created_at', p_question.created_at,
    'updated_at', p_question.updated_at
  );
$function$;
revoke execute on function private.question_json(public.lesson_questions,uuid) from public;

-- private.record_post_event()
CREATE OR REPLACE FUNCTION private.record_post_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.post_events e
   where e.user_id = new.author_id
     and e.created_at < pg_catalog.clock_timestamp() - interval '1 hour';
  insert into private.post_events (user_id, kind) values (new.author_id, tg_argv[0]);
  return null;
end;
$function$;
revoke execute on function private.record_post_event() from public;

-- private.review_json(p_review public.course_reviews)
CREATE OR REPLACE FUNCTION private.review_json(p_review public.course_reviews)
 RETURNS json
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_review.id,
    'rating', p_review.rating,
    'body', p_review.body,
    'is_hidden', p_review.is_hidden,
    'created_at', p_review.created_at,
    'updated_at', p_review.updated_at
  );
$function$;
revoke execute on function private.review_json(public.course_reviews) from public;

-- private.visible_question(p_question_id uuid, p_user uuid)
CREATE OR REPLACE FUNCTION private.visible_question(p_question_id uuid, p_user uuid)
 RETURNS public.lesson_questions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_question public.lesson_questions;
  v_access   text;
begin
  select * into v_question from public.lesson_questions q where q.id = p_question_id;
  if not found then
    perform private.raise_api_error('question_not_found');
  end if;
  v_access := private.question_access(v_question.course_id);
  if v_access is null then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  if v_question.is_hidden and v_access <> 'staff' and v_question.author_id <> p_user then
    perform private.raise_api_error('question_not_found');
  end if;
  return v_question;
end;
$function$;
revoke execute on function private.visible_question(uuid,uuid) from public;

-- public.admin_list_hidden_reviews(p_course_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_hidden_reviews(p_course_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.course_reviews r where r.course_id = p_course_id and r.is_hidden;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'rating', x.rating,
             'body', x.body,
             'author_name', private.public_author_name(p.full_name),
             'created_at', x.created_at,
             'updated_at', x.updated_at
           ) order by x.created_at desc, x.id desc)
    from (
      select r.*
      from public.course_reviews r
      where r.course_id = p_course_id and r.is_hidden
      order by r.created_at desc, r.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.author_id
  ));
end;
$function$;
revoke execute on function public.admin_list_hidden_reviews(uuid,integer,integer) from anon, public;

-- public.answer_question(p_question_id uuid, p_body text)
CREATE OR REPLACE FUNCTION public.answer_question(p_question_id uuid, p_body text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
  v_access   text;
  v_body     text;
  v_answer   public.question_answers;
begin
  v_question := private.visible_question(p_question_id, v_user);
  v_access := private.question_access(v_question.course_id);
  v_body := private.checked_text(p_body, 5000, 'answer_body');
  if v_access <> 'staff' then
    perform private.enforce_hourly_limit(v_user, 'answers', 30);
  end if;

  insert into public.question_answers (question_id, author_id, body, is_teacher, created_at, updated_at)
  values (p_question_id, v_user, v_body, v_access = 'staff', clock_timestamp(), clock_timestamp())
  returning * into v_answer;

  if v_question.author_id <> v_user then
    insert into public.notifications (user_id, kind, question_id, answer_id)
    values (v_question.author_id, 'question_answered', p_question_id, v_answer.id);
  end if;

  return private.answer_json(v_answer, v_user);
end;
$function$;
revoke execute on function public.answer_question(uuid,text) from anon, public;

-- public.ask_question(p_lesson_id uuid, p_title text, p_body text)
CREATE OR REPLACE FUNCTION public.ask_question(p_lesson_id uuid, p_title text, p_body text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_course   uuid;
  v_title    text;
  v_body     text;
  v_question public.lesson_questions;
begin
  select l.course_id into v_course from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;
  if not private.is_enrolled(v_course) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  v_title := private.checked_text(p_title, 150, 'question_title');
  v_body := private.checked_text(p_body, 5000, 'question_body');
  perform private.enforce_hourly_limit(v_user, 'questions', 10);

  insert into public.lesson_questions (lesson_id, course_id, author_id, title, body, created_at, updated_at)
  values (p_lesson_id, v_course, v_user, v_title, v_body, clock_timestamp(), clock_timestamp())
  returning * into v_question;

  -- The course's active teachers hear about it (not the asker, should they teach it too).
  insert into public.notifications (user_id, kind, question_id)
  select tc.teacher_id, 'new_question', v_question.id
  from public.teacher_courses tc
  join public.user_roles r on r.user_id = tc.teacher_id and r.role = 'professor'
  join public.profiles p on p.id = tc.teacher_id and p.is_active
  where tc.course_id = v_course
    and tc.teacher_id <> v_user
    and not exists (select 1 from public.teacher_docs d where d.user_id = tc.teacher_id and d.status <> 'ativo');

  return private.question_json(v_question, v_user);
end;
$function$;
revoke execute on function public.ask_question(uuid,text,text) from anon, public;

-- public.delete_answer(p_answer_id uuid)
CREATE OR REPLACE FUNCTION public.delete_answer(p_answer_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_author uuid;
begin
  select a.author_id into v_author from public.question_answers a where a.id = p_answer_id;
  if not found then
    return false;
  end if;
  if v_author <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;
  delete from public.question_answers a where a.id = p_answer_id;
  return true;
end;
$function$;
revoke execute on function public.delete_answer(uuid) from anon, public;

-- public.delete_course_review(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.delete_course_review(p_course_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  delete from public.course_reviews r where r.course_id = p_course_id and r.author_id = v_user;
  return found;
end;
$function$;
revoke execute on function public.delete_course_review(uuid) from anon, public;

-- public.delete_question(p_question_id uuid)
CREATE OR REPLACE FUNCTION public.delete_question(p_question_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_author uuid;
begin
  select q.author_id into v_author from public.lesson_questions q where q.id = p_question_id;
  if not found then
    return false;
  end if;
  if v_author <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;
  delete from public.lesson_questions q where q.id = p_question_id;
  return true;
end;
$function$;
revoke execute on function public.delete_question(uuid) from anon, public;

-- public.edit_answer(p_answer_id uuid, p_body text)
CREATE OR REPLACE FUNCTION public.edit_answer(p_answer_id uuid, p_body text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_body   text;
  v_answer public.question_answers;
  v_course uuid;
begin
  select * into v_answer from public.question_answers a where a.id = p_answer_id for update;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  if v_answer.author_id <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;
  v_body := private.checked_text(p_body, 5000, 'answer_body');
  select q.course_id into v_course from public.lesson_questions q where q.id = v_answer.question_id;
  if private.question_access(v_course) is distinct from 'staff' then
    perform private.enforce_hourly_limit(v_user, 'edits', 20);
  end if;

  update public.question_answers a
     set body = v_body, updated_at = clock_timestamp()
   where a.id = p_answer_id
  returning * into v_answer;
  return private.answer_json(v_answer, v_user);
end;
$function$;
revoke execute on function public.edit_answer(uuid,text) from anon, public;

-- public.edit_question(p_question_id uuid, p_title text, p_body text)
CREATE OR REPLACE FUNCTION public.edit_question(p_question_id uuid, p_title text, p_body text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_title    text;
  v_body     text;
  v_question public.lesson_questions;
begin
  select * into v_question from public.lesson_questions q where q.id = p_question_id for update;
  if not found then
    perform private.raise_api_error('question_not_found');
  end if;
  if v_question.author_id <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;
  v_title := private.checked_text(p_title, 150, 'question_title');
  v_body := private.checked_text(p_body, 5000, 'question_body');
  if private.question_access(v_question.course_id) is distinct from 'staff' then
    perform private.enforce_hourly_limit(v_user, 'edits', 20);
  end if;

  update public.lesson_questions q
     set title = v_title, body = v_body, updated_at = clock_timestamp()
   where q.id = p_question_id
  returning * into v_question;
  return private.question_json(v_question, v_user);
end;
$function$;
revoke execute on function public.edit_question(uuid,text,text) from anon, public;

-- public.get_my_course_review(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_my_course_review(p_course_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_review public.course_reviews;
begin
  select * into v_review from public.course_reviews r
  where r.course_id = p_course_id and r.author_id = v_user;
  return json_build_object(
    'can_review', private.may_review(v_user, p_course_id),
    'review', case when v_review.id is null then null else private.review_json(v_review) end
  );
end;
$function$;
revoke execute on function public.get_my_course_review(uuid) from anon, public;

-- public.get_question_thread(p_question_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.get_question_thread(p_question_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
  v_access   text;
  v_staff    boolean;
  v_size     integer := private.list_page_size(p_page_size);
  v_total    bigint;
  v_page     integer;
begin
  v_question := private.visible_question(p_question_id, v_user);
  v_access := private.question_access(v_question.course_id);
  v_staff := v_access = 'staff';

  select count(*) into v_total
  from public.question_answers a
  where a.question_id = p_question_id and (not a.is_hidden or v_staff or a.author_id = v_user);
  v_page := private.list_page(p_page, v_total, v_size);

  return json_build_object(
    'question', private.question_json(v_question, v_user),
    'can_moderate', v_staff,
    'answers', private.list_result(v_total, v_page, v_size, (
      -- can_mark_solution mirrors set_answer_solution's checks, in its order.
      select json_agg(
               (private.answer_json(x, v_user)::jsonb
                || jsonb_build_object(
                     'can_mark_solution',
                     v_staff and x.author_id <> v_user
                       and (x.is_solution or not (x.is_hidden or v_question.is_hidden))))::json
               order by x.created_at, x.id)
      from (
        select a.*
        from public.question_answers a
        where a.question_id = p_question_id and (not a.is_hidden or v_staff or a.author_id = v_user)
        order by a.created_at, a.id
        limit v_size offset (v_page - 1) * v_size
      ) x
    ))
  );
end;
$function$;
revoke execute on function public.get_question_thread(uuid,integer,integer) from anon, public;

-- public.list_lesson_questions(p_lesson_id uuid, p_order text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_lesson_questions(p_lesson_id uuid, p_order text DEFAULT 'recentes'::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 10)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_course uuid;
  v_access text;
  v_staff  boolean;
  v_order  text := case when p_order = 'votadas' then 'votadas' else 'recentes' end;
  v_size   integer := private.list_page_size(p_page_size);
  v_total  bigint;
  v_page   integer;
  v_ids    uuid[];
begin
  select l.course_id into v_course from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;
  v_access := private.question_access(v_course);
  if v_access is null then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  v_staff := v_access = 'staff';

  select count(*) into v_total
  from public.lesson_questions q
  where q.lesson_id = p_lesson_id and (not q.is_hidden or v_staff or q.author_id = v_user);
  v_page := private.list_page(p_page, v_total, v_size);

  if v_order = 'votadas' then
    v_ids := array(
      select q.id from public.lesson_questions q
      where q.lesson_id = p_lesson_id and (not q.is_hidden or v_staff or q.author_id = v_user)
      order by q.upvote_count desc, q.created_at desc, q.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  else
    v_ids := array(
      select q.id from public.lesson_questions q
      where q.lesson_id = p_lesson_id and (not q.is_hidden or v_staff or q.author_id = v_user)
      order by q.created_at desc, q.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return json_build_object(
    'total', v_total,
    'page', v_page,
    'page_size', v_size,
    'order', v_order,
    'can_ask', v_access = 'student',
    'can_moderate', v_staff,
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', q.id,
               'title', q.title,
               'excerpt', left(q.body, 280),
               'author_name', private.public_author_name(p.full_name),
               'is_mine', q.author_id = v_user,
               'is_resolved', q.is_resolved,
               'is_hidden', q.is_hidden,
               'upvotes', q.upvote_count,
               'has_voted', exists (select 1 from public.question_votes v where v.question_id = q.id and v.user_id = v_user),
               'answer_count', q.answer_count,
               'teacher_answered', q.teacher_answer_count > 0,
               'created_at', q.created_at,
               'updated_at', q.updated_at
             ) order by o.position)
      from unnest(v_ids) with ordinality as o(id, position)
      join public.lesson_questions q on q.id = o.id
      join public.profiles p on p.id = q.author_id
    ), '[]'::json)
  );
end;
$function$;
revoke execute on function public.list_lesson_questions(uuid,text,integer,integer) from anon, public;

-- public.list_my_notifications(p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_my_notifications(p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.notifications n where n.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return json_build_object(
    'total', v_total,
    'unread', (select count(*) from public.notifications n where n.user_id = v_user and n.read_at is null),
    'page', v_page,
    'page_size', v_size,
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id,
               'kind', x.kind,
               'created_at', x.created_at,
               'read_at', x.read_at,
               'by_teacher', a.is_teacher,
               'question', case when q.id is not null then json_build_object('id', q.id, 'title', q.title) end,
               'lesson', case when l.id is not null then json_build_object('id', l.id, 'title', l.title) end,
               'course', case when c.id is not null then json_build_object('id', c.id, 'title', c.title) end,
               'renewal', case when x.kind = 'subscription_renewal' and o.id is not null then json_build_object(
                 'order_id', o.id,
                 'plan_name', o.product_title,
                 'amount', o.amount,
                 'due_at', r.period_end,
                 'payment_url', x.link,
                 'paid', o.status = 'paid'
               ) end,
               'refund', case when x.kind = 'order_refunded' and o.id is not null then json_build_object(
                 'order_id', o.id,
                 'product_kind', o.product_kind,
                 'product_title', o.product_title,
                 'amount', o.amount,
                 'method', o.method,
                 'status', o.status
               ) end,
               'goal_week', case when x.kind = 'goal_reminder' then json_build_object(
                 'week_start', x.week_start,
                 'week_end', x.week_start + 6
               ) end,
               'assignment', case when asg.id is not null then json_build_object(
                 'id', asg.id,
                 'organisation_name', org.legal_name,
                 'kind', case when asg.track_id is not null then 'track' else 'course' end,
                 'title', coalesce(atr.title, aco.title),
                 'slug', coalesce(atr.slug, aco.slug),
                 'due_on', asg.due_on
               ) end
             ) order by x.created_at desc, x.id desc)
      from (
        select n.*
        from public.notifications n
        where n.user_id = v_user
        order by n.created_at desc, n.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      left join public.lesson_questions q on q.id = x.question_id
      left join public.lessons l on l.id = q.lesson_id
      left join public.courses c on c.id = q.course_id
      left join public.question_answers a on a.id = x.answer_id
      left join public.orders o on o.id = x.order_id
      left join public.subscription_renewals r on r.order_id = x.order_id
      left join public.assignments asg on asg.id = x.assignment_id
      left join public.organisations org on org.id = asg.organisation_id
      left join public.tracks atr on atr.id = asg.track_id
      left join public.courses aco on aco.id = asg.course_id
    ), '[]'::json)
  );
end;
$function$;
revoke execute on function public.list_my_notifications(integer,integer) from anon, public;

-- public.mark_notifications_read(p_notification_id uuid)
CREATE OR REPLACE FUNCTION public.mark_notifications_read(p_notification_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_count integer;
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = v_user
     and n.read_at is null
     and (p_notification_id is null or n.id = p_notification_id);
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke execute on function public.mark_notifications_read(uuid) from anon, public;

-- public.release_refund_mail(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.release_refund_mail(p_order_id uuid)
 RETURNS boolean
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with released as (
    update public.notifications n set emailed_at = null
     where n.order_id = p_order_id and n.kind = 'order_refunded' and n.emailed_at is not null
    returning 1
  )
  select exists (select 1 from released);
$function$;
revoke execute on function public.release_refund_mail(uuid) from anon, authenticated, public;
comment on function public.release_refund_mail(uuid) is 'Gives back the claim of a refund e-mail whose sending failed. Service role only. docs/payments.md.';

-- public.save_course_review(p_course_id uuid, p_rating integer, p_body text)
CREATE OR REPLACE FUNCTION public.save_course_review(p_course_id uuid, p_rating integer, p_body text DEFAULT NULL::text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_body   text := nullif(regexp_replace(p_body, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
  v_review public.course_reviews;
begin
  if not exists (select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  if not private.may_review(v_user, p_course_id) then
    perform private.raise_api_error('review_requires_completed_lesson');
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    perform private.raise_api_error('invalid_rating');
  end if;
  if char_length(v_body) > 1000 then
    perform private.raise_api_error('review_too_long');
  end if;

  insert into public.course_reviews as r (course_id, author_id, rating, body)
  values (p_course_id, v_user, p_rating, v_body)
  on conflict (course_id, author_id) do update
    set rating = excluded.rating,
        body = excluded.body,
        updated_at = now()
  returning * into v_review;
  return private.review_json(v_review);
end;
$function$;
revoke execute on function public.save_course_review(uuid,integer,text) from anon, public;

-- public.set_answer_hidden(p_answer_id uuid, p_hidden boolean)
CREATE OR REPLACE FUNCTION public.set_answer_hidden(p_answer_id uuid, p_hidden boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_course uuid;
  v_answer public.question_answers;
begin
  select q.course_id into v_course
  from public.question_answers a
  join public.lesson_questions q on q.id = a.question_id
  where a.id = p_answer_id;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  if private.question_access(v_course) is distinct from 'staff' then
    raise exception 'not_moderator' using errcode = '42501';
  end if;

  update public.question_answers a set is_hidden = coalesce(p_hidden, a.is_hidden)
   where a.id = p_answer_id
  returning * into v_answer;
  if v_answer.is_hidden then
    delete from public.notifications n where n.answer_id = p_answer_id;
  end if;
  return json_build_object('id', v_answer.id, 'is_hidden', v_answer.is_hidden);
end;
$function$;
revoke execute on function public.set_answer_hidden(uuid,boolean) from anon, public;

-- public.set_answer_solution(p_answer_id uuid, p_solution boolean)
CREATE OR REPLACE FUNCTION public.set_answer_solution(p_answer_id uuid, p_solution boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_answer   public.question_answers;
  v_question public.lesson_questions;
  v_points   boolean := false;
begin
  select * into v_answer from public.question_answers a where a.id = p_answer_id;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  select * into v_question from public.lesson_questions q where q.id = v_answer.question_id for update;
  if not (private.teaches(v_question.course_id) or private.is_admin()) then
    raise exception 'not_moderator' using errcode = '42501';
  end if;
  -- The mark is the school vouching for someone else's answer: never its author's own.
  if v_answer.author_id = v_user then
    perform private.raise_api_error('solution_own_answer');
  end if;
  if coalesce(p_solution, false) and (v_answer.is_hidden or v_question.is_hidden) then
    perform private.raise_api_error('solution_hidden');
  end if;

  if coalesce(p_solution, false) then
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.question_id = v_question.id and a.is_solution and a.id <> v_answer.id;
    update public.question_answers a
       set is_solution = true,
           solution_marked_at = coalesce(a.solution_marked_at, now()),
           solution_marked_by = coalesce(a.solution_marked_by, v_user)
     where a.id = v_answer.id;
    -- Never for answering one's own question or for an answer given as teacher.
    if v_answer.author_id <> v_question.author_id and not v_answer.is_teacher then
      v_points := private.award_points(v_answer.author_id, 'answer_solution', v_question.course_id, v_question.id);
    end if;
  else
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.id = v_answer.id;
  end if;

  return json_build_object(
    'answer_id', v_answer.id,
    'question_id', v_question.id,
    'is_solution', coalesce(p_solution, false),
    'points_awarded', v_points
  );
end;
$function$;
revoke execute on function public.set_answer_solution(uuid,boolean) from anon, public;

-- public.set_question_hidden(p_question_id uuid, p_hidden boolean)
CREATE OR REPLACE FUNCTION public.set_question_hidden(p_question_id uuid, p_hidden boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
begin
  select * into v_question from public.lesson_questions q where q.id = p_question_id for update;
  if not found then
    perform private.raise_api_error('question_not_found');
  end if;
  if private.question_access(v_question.course_id) is distinct from 'staff' then
    raise exception 'not_moderator' using errcode = '42501';
  end if;

  update public.lesson_questions q set is_hidden = coalesce(p_hidden, q.is_hidden)
   where q.id = p_question_id
  returning * into v_question;
  if v_question.is_hidden then
    delete from public.notifications n where n.question_id = p_question_id;
  end if;
  return json_build_object('id', v_question.id, 'is_hidden', v_question.is_hidden);
end;
$function$;
revoke execute on function public.set_question_hidden(uuid,boolean) from anon, public;

-- public.set_question_resolved(p_question_id uuid, p_resolved boolean)
CREATE OR REPLACE FUNCTION public.set_question_resolved(p_question_id uuid, p_resolved boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
begin
  select * into v_question from public.lesson_questions q where q.id = p_question_id for update;
  if not found then
    perform private.raise_api_error('question_not_found');
  end if;
  if v_question.author_id <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;

  update public.lesson_questions q
     set is_resolved = coalesce(p_resolved, q.is_resolved),
         resolved_at = case
           when not coalesce(p_resolved, q.is_resolved) then null
           when q.is_resolved then q.resolved_at
           else clock_timestamp()
         end
   where q.id = p_question_id
  returning * into v_question;
  return json_build_object('id', v_question.id, 'is_resolved', v_question.is_resolved);
end;
$function$;
revoke execute on function public.set_question_resolved(uuid,boolean) from anon, public;

-- public.set_question_vote(p_question_id uuid, p_voted boolean)
CREATE OR REPLACE FUNCTION public.set_question_vote(p_question_id uuid, p_voted boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_question public.lesson_questions;
  v_access   text;
begin
  v_question := private.visible_question(p_question_id, v_user);
  v_access := private.question_access(v_question.course_id);
  if v_question.author_id = v_user then
    perform private.raise_api_error('cannot_vote_own_question');
  end if;

  if coalesce(p_voted, true) then
    insert into public.question_votes (question_id, user_id) values (p_question_id, v_user)
    on conflict (question_id, user_id) do nothing;
  else
    delete from public.question_votes v where v.question_id = p_question_id and v.user_id = v_user;
  end if;

  return json_build_object(
    'id', p_question_id,
    'upvotes', (select q.upvote_count from public.lesson_questions q where q.id = p_question_id),
    'has_voted', exists (select 1 from public.question_votes v where v.question_id = p_question_id and v.user_id = v_user)
  );
end;
$function$;
revoke execute on function public.set_question_vote(uuid,boolean) from anon, public;

-- public.set_review_hidden(p_review_id uuid, p_hidden boolean)
CREATE OR REPLACE FUNCTION public.set_review_hidden(p_review_id uuid, p_hidden boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin  uuid := private.require_admin();
  v_review public.course_reviews;
begin
  update public.course_reviews r
     set is_hidden = coalesce(p_hidden, r.is_hidden)
   where r.id = p_review_id
  returning * into v_review;
  if not found then
    perform private.raise_api_error('review_not_found');
  end if;
  return json_build_object('id', v_review.id, 'is_hidden', v_review.is_hidden);
end;
$function$;
revoke execute on function public.set_review_hidden(uuid,boolean) from anon, public;

-- public.teacher_waiting_questions(p_course_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.teacher_waiting_questions(p_course_id uuid DEFAULT NULL::uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 10)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user    uuid := private.require_active_user();
  v_size    integer := private.list_page_size(p_page_size);
  v_courses uuid[];
  v_total   bigint;
  v_page    integer;
begin
  if p_course_id is not null then
    if not private.teaches(p_course_id) then
      raise exception 'not_teacher' using errcode = '42501';
    end if;
    v_courses := array[p_course_id];
  else
    if not private.has_role('professor') then
      raise exception 'teacher_only' using errcode = '42501';
    end if;
    v_courses := private.my_taught_course_ids();
  end if;

  select count(*) into v_total
  from public.lesson_questions q
  where q.course_id = any (v_courses)
    and not q.is_hidden and not q.is_resolved and q.teacher_answer_count = 0;
  v_page := private.list_page(p_page, v_total, v_size);

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'title', x.title,
             'excerpt', left(x.body, 280),
             'author_name', private.public_author_name(p.full_name),
             'created_at', x.created_at,
             'upvotes', x.upvote_count,
             'answer_count', x.answer_count,
             'course', json_build_object('id', c.id, 'title', c.title),
             'lesson', json_build_object('id', l.id, 'title', l.title)
           ) order by x.created_at desc, x.id desc)
    from (
      select q.*
      from public.lesson_questions q
      where q.course_id = any (v_courses)
        and not q.is_hidden and not q.is_resolved and q.teacher_answer_count = 0
      order by q.created_at desc, q.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.author_id
    join public.lessons l on l.id = x.lesson_id
    join public.courses c on c.id = x.course_id
  ));
end;
$function$;
revoke execute on function public.teacher_waiting_questions(uuid,integer,integer) from anon, public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER profiles_sync_author_name AFTER UPDATE OF full_name ON public.profiles FOR EACH ROW WHEN (old.full_name IS DISTINCT FROM new.full_name) EXECUTE FUNCTION private.on_profile_name_changed();

CREATE TRIGGER lessons_move_questions AFTER UPDATE ON public.lessons FOR EACH ROW WHEN (old.course_id IS DISTINCT FROM new.course_id) EXECUTE FUNCTION private.on_lesson_course_changed();

CREATE CONSTRAINT TRIGGER teacher_courses_unlinked_notifications AFTER DELETE ON public.teacher_courses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.on_teacher_course_unlinked();

CREATE TRIGGER course_reviews_award_points AFTER INSERT ON public.course_reviews FOR EACH ROW EXECUTE FUNCTION private.on_course_review_written();

CREATE TRIGGER course_reviews_sync AFTER INSERT OR DELETE OR UPDATE OF rating, body, is_hidden, updated_at ON public.course_reviews FOR EACH ROW EXECUTE FUNCTION private.on_course_reviews_changed();

CREATE TRIGGER lesson_questions_edit_event AFTER UPDATE OF title, body ON public.lesson_questions FOR EACH ROW WHEN (old.title IS DISTINCT FROM new.title OR old.body IS DISTINCT FROM new.body) EXECUTE FUNCTION private.record_post_event('edits');

CREATE TRIGGER lesson_questions_post_event AFTER INSERT ON public.lesson_questions FOR EACH ROW EXECUTE FUNCTION private.record_post_event('questions');

CREATE TRIGGER question_answers_count AFTER INSERT OR DELETE OR UPDATE OF is_hidden ON public.question_answers FOR EACH ROW EXECUTE FUNCTION private.on_question_answers_changed();

CREATE TRIGGER question_answers_edit_event AFTER UPDATE OF body ON public.question_answers FOR EACH ROW WHEN (old.body IS DISTINCT FROM new.body) EXECUTE FUNCTION private.record_post_event('edits');

CREATE TRIGGER question_answers_post_event AFTER INSERT ON public.question_answers FOR EACH ROW EXECUTE FUNCTION private.record_post_event('answers');

CREATE TRIGGER question_answers_teacher_reads_notifications AFTER INSERT ON public.question_answers FOR EACH ROW WHEN (new.is_teacher) EXECUTE FUNCTION private.on_teacher_answer_read_notifications();

CREATE TRIGGER question_votes_count AFTER INSERT OR DELETE ON public.question_votes FOR EACH ROW EXECUTE FUNCTION private.on_question_votes_changed();

CREATE TRIGGER notifications_unread_count_delete AFTER DELETE ON public.notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.on_notifications_changed();

CREATE TRIGGER notifications_unread_count_insert AFTER INSERT ON public.notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.on_notifications_changed();

CREATE TRIGGER notifications_unread_count_update AFTER UPDATE ON public.notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.on_notifications_changed();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Authors and administrators can read reviews" on public.course_reviews
  for select to authenticated
  using (((author_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Users can read review cards of public, studied or taught course" on public.course_review_cards
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = course_review_cards.course_id) AND c.is_active AND (c.lesson_count > 0)))) OR (course_id = ANY (( SELECT private.my_course_ids() AS my_course_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read the review cards of public courses" on public.course_review_cards
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = course_review_cards.course_id) AND c.is_active AND (c.lesson_count > 0)))));

create policy "Authors and administrators can read questions" on public.lesson_questions
  for select to authenticated
  using (((author_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Authors and administrators can read answers" on public.question_answers
  for select to authenticated
  using (((author_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Voters can read their own votes" on public.question_votes
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Users can read their own notifications" on public.notifications
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.course_reviews
revoke all on table public.course_reviews from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.course_reviews from authenticated;

-- public.course_review_cards
revoke insert, update, delete, truncate, references, trigger, maintain on table public.course_review_cards from anon, authenticated;

-- public.lesson_questions
revoke all on table public.lesson_questions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.lesson_questions from authenticated;

-- public.question_answers
revoke all on table public.question_answers from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.question_answers from authenticated;

-- public.question_votes
revoke all on table public.question_votes from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.question_votes from authenticated;

-- public.notifications
revoke all on table public.notifications from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.notifications from authenticated;
