-- =============================================================================
-- Trilha Cloud — hourly limits of questions, answers and edits that deleting cannot reset
-- =============================================================================
-- Before: private.enforce_hourly_limit counted the questions and answers that still
-- existed, so deleting one's posts gave the hour back, and editing was not limited at all.
--
-- private.post_events   one row per question or answer written and per edit of one
--                       (kind 'questions', 'answers', 'edits'), by its author and when.
--                       Written by triggers on lesson_questions and question_answers (so
--                       every path that writes a post records it); deleting a post does not
--                       touch it. Append-only for everyone but its triggers: no client role
--                       has any privilege on it, and the schema is not exposed by the Data
--                       API. Rows older than an hour count for nothing: each author's go
--                       when they next write; account deletion removes them (CASCADE).
--
-- Limits (per person, last hour, under the same per-person advisory lock as before):
--   questions 10, answers 30 (students; the course's teachers and administrators answer
--   without limit), edits of questions and answers together 20 (the same people as posting).
--   rate_limited (HTTP 429): 'Você atingiu o limite de 20 edições por hora. Tente novamente
--   mais tarde.' (and the two existing messages for questions and answers, unchanged).
-- See docs/rules/community.md.
-- =============================================================================

create table private.post_events (
  id         bigint generated always as identity primary key,
  user_id    uuid not null references public.profiles (id) on delete cascade,
  kind       text not null check (kind in ('questions', 'answers', 'edits')),
  created_at timestamptz not null default pg_catalog.clock_timestamp()
);
comment on table private.post_events is
  'Questions, answers and edits written per person and time: what the hourly limits count. Written by triggers only; never readable by clients.';

-- The limit's count (person, kind, last hour) and the FK.
create index post_events_user_kind_created_at_idx on private.post_events (user_id, kind, created_at desc);

alter table private.post_events enable row level security;
revoke all on private.post_events from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- The record: one trigger function, its kind given by each trigger.
-- -----------------------------------------------------------------------------
create function private.record_post_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.post_events e
   where e.user_id = new.author_id
     and e.created_at < pg_catalog.clock_timestamp() - interval '1 hour';
  insert into private.post_events (user_id, kind) values (new.author_id, tg_argv[0]);
  return null;
end;
$$;
revoke all on function private.record_post_event() from public, anon, authenticated;

create trigger lesson_questions_post_event
  after insert on public.lesson_questions
  for each row execute function private.record_post_event('questions');

create trigger question_answers_post_event
  after insert on public.question_answers
  for each row execute function private.record_post_event('answers');

create trigger lesson_questions_edit_event
  after update of title, body on public.lesson_questions
  for each row
  when (old.title is distinct from new.title or old.body is distinct from new.body)
  execute function private.record_post_event('edits');

create trigger question_answers_edit_event
  after update of body on public.question_answers
  for each row
  when (old.body is distinct from new.body)
  execute function private.record_post_event('edits');

-- What the last hour already holds counts from the start (posts still there; deleted ones are
-- gone for good, which is why this table exists).
insert into private.post_events (user_id, kind, created_at)
select q.author_id, 'questions', q.created_at
from public.lesson_questions q
where q.created_at > now() - interval '1 hour'
union all
select a.author_id, 'answers', a.created_at
from public.question_answers a
where a.created_at > now() - interval '1 hour';


-- -----------------------------------------------------------------------------
-- The limit counts the record, not the posts.
-- -----------------------------------------------------------------------------
create or replace function private.enforce_hourly_limit(p_user uuid, p_kind text, p_limit integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
      format('Você atingiu o limite de %s %s por hora. Tente novamente mais tarde.',
             p_limit,
             case p_kind when 'questions' then 'perguntas' when 'answers' then 'respostas' else 'edições' end),
      'rate_limited',
      429
    );
  end if;
end;
$$;
revoke all on function private.enforce_hourly_limit(uuid, text, integer) from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- Editing counts against the edit limit (the bodies are those of 20261126010100, plus the
-- limit; the course's teachers and administrators are not limited, as when answering).
-- -----------------------------------------------------------------------------
create or replace function public.edit_question(p_question_id uuid, p_title text, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create or replace function public.edit_answer(p_answer_id uuid, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
