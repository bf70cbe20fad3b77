-- =============================================================================
-- Trilha Cloud — questions and answers under each lesson, moderation, limits, notifications
-- =============================================================================
-- lesson_questions   a student's question under a lesson: title and text (plain text; the
--                    app shows it as text, never as HTML). course_id is the lesson's
--                    (copied here, kept in step if the lesson moves): access and the
--                    teacher's lists filter by course without a join.
-- question_answers   answers by classmates, the course's teachers and administrators.
--                    is_teacher ('Resposta do professor') is decided by the database when the
--                    answer is written: the author teaches the course or is an administrator.
-- question_votes     'Também tenho essa dúvida': one per person and question.
-- notifications      in-app only: 'new_question' to each teacher of the course, and
--                    'question_answered' to the asker when someone else answers.
--
-- Counters kept by triggers (never sent by the browser): lesson_questions.upvote_count,
-- answer_count (visible answers) and teacher_answer_count (visible teacher answers; a
-- question without one, not resolved and not hidden, waits for the teacher).
--
-- Who may do what (every write through the RPCs below; the tables have no write policies):
--   read      people enrolled in the course, its teachers (private.teaches) and
--             administrators. Hidden questions/answers: only their author and the
--             course's teachers and administrators still see them (marked hidden).
--   ask       an active user enrolled in the course: at most 10 questions per hour.
--   answer    enrolled users (at most 30 answers per hour), the course's teachers and
--             administrators (no limit: answering is their job).
--   edit, delete   the author, own rows only. Deleting a question deletes its answers.
--   resolve   the asker.   vote   anyone who may read it, not on their own question.
--   hide      the course's teachers and administrators (and show again). Hiding also removes
--             the notifications about it.
-- The limits count the rows written in the last hour, under a per-person advisory lock, so
-- parallel requests cannot slip past them.
--
-- ON DELETE: profiles -> every table here CASCADE (account deletion: the person's questions,
-- with the answers given to them, their answers, votes and notifications go, as the Privacy
-- Policy says); lessons/courses -> questions CASCADE; questions -> answers, votes,
-- notifications CASCADE; answers -> notifications CASCADE.
--
-- RPCs (EXECUTE for authenticated; 42501 not_authenticated / account_inactive first):
--   list_lesson_questions(p_lesson_id uuid, p_order text = 'recentes', p_page integer = 1,
--                         p_page_size integer = 10)
--       -> {total, page, page_size, order, can_ask, can_moderate,
--           rows: [{id, title, excerpt, author_name, is_mine, is_resolved, is_hidden, upvotes,
--                   has_voted, answer_count, teacher_answered, created_at, updated_at}]}
--       p_order 'recentes' (newest first) or 'votadas' (most votes first, then newest).
--       excerpt: the first 280 characters of the text.
--   get_question_thread(p_question_id uuid, p_page integer = 1, p_page_size integer = 20)
--       -> {question: <question>, can_moderate,
--           answers: {total, page, page_size, rows: [<answer>]}}   answers oldest first
--   ask_question(p_lesson_id uuid, p_title text, p_body text)  -> <question>
--   edit_question(p_question_id uuid, p_title text, p_body text) -> <question>
--   delete_question(p_question_id uuid) -> boolean
--   answer_question(p_question_id uuid, p_body text) -> <answer>
--   edit_answer(p_answer_id uuid, p_body text) -> <answer>
--   delete_answer(p_answer_id uuid) -> boolean
--   set_question_resolved(p_question_id uuid, p_resolved boolean) -> {id, is_resolved}
--   set_question_vote(p_question_id uuid, p_voted boolean) -> {id, upvotes, has_voted}
--   set_question_hidden(p_question_id uuid, p_hidden boolean) -> {id, is_hidden}
--   set_answer_hidden(p_answer_id uuid, p_hidden boolean) -> {id, is_hidden}
--   list_my_notifications(p_page integer = 1, p_page_size integer = 20)
--       -> {total, unread, page, page_size, rows: [{id, kind, created_at, read_at,
--           by_teacher, question: {id, title}, lesson: {id, title}, course: {id, title}}]}
--       newest first; by_teacher: the answer is a teacher's (null for new questions).
--   mark_notifications_read(p_notification_id uuid = null) -> integer (how many were marked;
--       null marks all of the caller's)
-- <question> = {id, lesson_id, course_id, title, body, author_name, is_mine, is_resolved,
--               resolved_at, is_hidden, upvotes, has_voted, answer_count, teacher_answered,
--               created_at, updated_at}
-- <answer>   = {id, question_id, body, author_name, is_teacher, is_mine, is_hidden,
--               created_at, updated_at}
-- Errors: P0001 lesson_not_found, question_not_found, answer_not_found,
--   question_title_required, question_title_too_long (150), question_body_required,
--   question_body_too_long (5 000), answer_body_required, answer_body_too_long (5 000),
--   cannot_vote_own_question; 42501 not_enrolled (may not read or write here),
--   not_author, not_moderator; rate_limited (HTTP 429) with the Portuguese message
--   'Você atingiu o limite de 10 perguntas por hora. Tente novamente mais tarde.' /
--   'Você atingiu o limite de 30 respostas por hora. Tente novamente mais tarde.'
-- Authors appear as first name + last initial (private.public_author_name), never with any
-- other profile field.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- lesson_questions
-- -----------------------------------------------------------------------------
create table public.lesson_questions (
  id                   uuid primary key default gen_random_uuid(),
  lesson_id            uuid not null references public.lessons (id) on delete cascade,
  course_id            uuid not null references public.courses (id) on delete cascade,
  author_id            uuid not null references public.profiles (id) on delete cascade,
  title                text not null check (title ~ '[^[:space:]]' and char_length(title) <= 150),
  body                 text not null check (body ~ '[^[:space:]]' and char_length(body) <= 5000),
  is_resolved          boolean not null default false,
  resolved_at          timestamptz,
  is_hidden            boolean not null default false,
  upvote_count         integer not null default 0 check (upvote_count >= 0),
  answer_count         integer not null default 0 check (answer_count >= 0),
  teacher_answer_count integer not null default 0 check (teacher_answer_count >= 0),
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  constraint lesson_questions_resolved_at_matches check (is_resolved = (resolved_at is not null))
);
comment on table public.lesson_questions is
  'Students'' questions under a lesson. Readable through list_lesson_questions/get_question_thread; written by RPCs only.';

-- A lesson's questions, newest first and most voted first (the first also serves the FK).
create index lesson_questions_lesson_recent_idx on public.lesson_questions (lesson_id, created_at desc, id desc);
create index lesson_questions_lesson_votes_idx
  on public.lesson_questions (lesson_id, upvote_count desc, created_at desc, id desc);
create index lesson_questions_course_id_idx on public.lesson_questions (course_id, created_at desc, id desc);
-- What waits for the teacher: not hidden, not resolved, no teacher answer, newest first.
create index lesson_questions_waiting_idx on public.lesson_questions (course_id, created_at desc, id desc)
  where not is_hidden and not is_resolved and teacher_answer_count = 0;
-- The author's own questions (the hourly limit, the export) and the FK.
create index lesson_questions_author_id_idx on public.lesson_questions (author_id, created_at desc);

alter table public.lesson_questions enable row level security;


-- -----------------------------------------------------------------------------
-- question_answers
-- -----------------------------------------------------------------------------
create table public.question_answers (
  id          uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.lesson_questions (id) on delete cascade,
  author_id   uuid not null references public.profiles (id) on delete cascade,
  body        text not null check (body ~ '[^[:space:]]' and char_length(body) <= 5000),
  is_teacher  boolean not null default false,
  is_hidden   boolean not null default false,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
comment on table public.question_answers is
  'Answers to lesson questions. is_teacher (''Resposta do professor'') is set by answer_question(), never by the browser.';
comment on column public.question_answers.is_teacher is
  'The author taught the course or was an administrator when answering (decided by the database).';

create index question_answers_question_id_idx on public.question_answers (question_id, created_at, id);
create index question_answers_author_id_idx on public.question_answers (author_id, created_at desc);

alter table public.question_answers enable row level security;


-- -----------------------------------------------------------------------------
-- question_votes — 'Também tenho essa dúvida'
-- -----------------------------------------------------------------------------
create table public.question_votes (
  question_id uuid not null references public.lesson_questions (id) on delete cascade,
  user_id     uuid not null references public.profiles (id) on delete cascade,
  created_at  timestamptz not null default now(),
  primary key (question_id, user_id)
);
comment on table public.question_votes is '''Também tenho essa dúvida'': one vote per person and question.';

create index question_votes_user_id_idx on public.question_votes (user_id);

alter table public.question_votes enable row level security;


-- -----------------------------------------------------------------------------
-- notifications
-- -----------------------------------------------------------------------------
create table public.notifications (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references public.profiles (id) on delete cascade,
  kind        text not null check (kind in ('new_question', 'question_answered')),
  question_id uuid not null references public.lesson_questions (id) on delete cascade,
  answer_id   uuid references public.question_answers (id) on delete cascade,
  created_at  timestamptz not null default now(),
  read_at     timestamptz,
  constraint notifications_answer_matches_kind check ((kind = 'question_answered') = (answer_id is not null))
);
comment on table public.notifications is
  'In-app notifications: a new question for the course''s teachers, an answer for the asker. Written by the question RPCs only.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);
-- The account menu's badge: unread ones only.
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_question_id_idx on public.notifications (question_id);
create index notifications_answer_id_idx on public.notifications (answer_id);

alter table public.notifications enable row level security;


-- =============================================================================
-- Triggers: counters, and questions follow their lesson
-- =============================================================================
create function private.on_question_answers_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create function private.on_question_votes_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.lesson_questions q set upvote_count = q.upvote_count + 1 where q.id = new.question_id;
  else
    update public.lesson_questions q set upvote_count = q.upvote_count - 1 where q.id = old.question_id;
  end if;
  return null;
end;
$$;

-- A lesson moved to a module of another course takes its questions along.
create function private.on_lesson_course_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lesson_questions q set course_id = new.course_id where q.lesson_id = new.id;
  return null;
end;
$$;

revoke all on function private.on_question_answers_changed() from public, anon, authenticated;
revoke all on function private.on_question_votes_changed() from public, anon, authenticated;
revoke all on function private.on_lesson_course_changed() from public, anon, authenticated;

create trigger question_answers_count
  after insert or delete or update of is_hidden on public.question_answers
  for each row execute function private.on_question_answers_changed();

create trigger question_votes_count
  after insert or delete on public.question_votes
  for each row execute function private.on_question_votes_changed();

create trigger lessons_move_questions
  after update of course_id on public.lessons
  for each row
  when (old.course_id is distinct from new.course_id)
  execute function private.on_lesson_course_changed();


-- =============================================================================
-- Grants and policies: read your own rows only; everything else through the RPCs.
-- =============================================================================
revoke all on public.lesson_questions, public.question_answers, public.question_votes, public.notifications
  from public, anon, authenticated;
grant select on public.lesson_questions, public.question_answers, public.question_votes, public.notifications
  to authenticated;

create policy "Authors and administrators can read questions"
  on public.lesson_questions for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Authors and administrators can read answers"
  on public.question_answers for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Voters can read their own votes"
  on public.question_votes for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));


-- =============================================================================
-- Helpers of the RPCs (owner only)
-- =============================================================================

-- The caller's standing in a course's questions: 'staff' (teaches it, or administrador),
-- 'student' (enrolled, active), or null (nothing here is theirs to read).
create function private.question_access(p_course_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_admin() or private.teaches(p_course_id) then 'staff'
    when private.is_enrolled(p_course_id) then 'student'
  end;
$$;

-- A text field of a question or answer, trimmed; raises `<field>_required` / `<field>_too_long`.
create function private.checked_text(p_text text, p_max integer, p_field text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  -- Blanks of any kind (spaces, line breaks) around the text go; inside it they stay.
  v_text text := regexp_replace(p_text, '^[[:space:]]+|[[:space:]]+$', '', 'g');
begin
  if v_text is null or v_text = '' then
    perform private.raise_api_error(p_field || '_required');
  end if;
  if char_length(v_text) > p_max then
    perform private.raise_api_error(p_field || '_too_long');
  end if;
  return v_text;
end;
$$;

-- At most p_limit rows of `p_kind` (questions or answers) by the caller in the last hour.
create function private.enforce_hourly_limit(p_user uuid, p_kind text, p_limit integer)
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
  if p_kind = 'questions' then
    select count(*) into v_recent from public.lesson_questions q
    where q.author_id = p_user and q.created_at > pg_catalog.clock_timestamp() - interval '1 hour';
  else
    select count(*) into v_recent from public.question_answers a
    where a.author_id = p_user and a.created_at > pg_catalog.clock_timestamp() - interval '1 hour';
  end if;
  if v_recent >= p_limit then
    perform private.raise_api_error(
      format('Você atingiu o limite de %s %s por hora. Tente novamente mais tarde.',
             p_limit, case when p_kind = 'questions' then 'perguntas' else 'respostas' end),
      'rate_limited',
      429
    );
  end if;
end;
$$;

create function private.question_json(p_question public.lesson_questions, p_user uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
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
$$;

create function private.answer_json(p_answer public.question_answers, p_user uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'id', p_answer.id,
    'question_id', p_answer.question_id,
    'body', p_answer.body,
    'author_name', (select private.public_author_name(p.full_name) from public.profiles p where p.id = p_answer.author_id),
    'is_teacher', p_answer.is_teacher,
    'is_mine', p_answer.author_id = p_user,
    'is_hidden', p_answer.is_hidden,
    'created_at', p_answer.created_at,
    'updated_at', p_answer.updated_at
  );
$$;

-- The question, when the caller may see it (its course is theirs to read, and it is not hidden
-- unless they wrote it or moderate it); raises question_not_found / not_enrolled otherwise.
create function private.visible_question(p_question_id uuid, p_user uuid)
returns public.lesson_questions
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

revoke all on function
  private.question_access(uuid),
  private.checked_text(text, integer, text),
  private.enforce_hourly_limit(uuid, text, integer),
  private.question_json(public.lesson_questions, uuid),
  private.answer_json(public.question_answers, uuid),
  private.visible_question(uuid, uuid)
from public, anon, authenticated;


-- =============================================================================
-- Reading
-- =============================================================================
create function public.list_lesson_questions(
  p_lesson_id uuid,
  p_order text default 'recentes',
  p_page integer default 1,
  p_page_size integer default 10
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;


create function public.get_question_thread(
  p_question_id uuid,
  p_page integer default 1,
  p_page_size integer default 20
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
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
      select json_agg(private.answer_json(x, v_user) order by x.created_at, x.id)
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
$$;


-- =============================================================================
-- Asking, answering, editing, deleting
-- =============================================================================
create function public.ask_question(p_lesson_id uuid, p_title text, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.edit_question(p_question_id uuid, p_title text, p_body text)
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

  update public.lesson_questions q
     set title = v_title, body = v_body, updated_at = clock_timestamp()
   where q.id = p_question_id
  returning * into v_question;
  return private.question_json(v_question, v_user);
end;
$$;


create function public.delete_question(p_question_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.answer_question(p_question_id uuid, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.edit_answer(p_answer_id uuid, p_body text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user   uuid := private.require_active_user();
  v_body   text;
  v_answer public.question_answers;
begin
  select * into v_answer from public.question_answers a where a.id = p_answer_id for update;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  if v_answer.author_id <> v_user then
    raise exception 'not_author' using errcode = '42501';
  end if;
  v_body := private.checked_text(p_body, 5000, 'answer_body');

  update public.question_answers a
     set body = v_body, updated_at = clock_timestamp()
   where a.id = p_answer_id
  returning * into v_answer;
  return private.answer_json(v_answer, v_user);
end;
$$;


create function public.delete_answer(p_answer_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- =============================================================================
-- Resolving, voting, moderating
-- =============================================================================
create function public.set_question_resolved(p_question_id uuid, p_resolved boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.set_question_vote(p_question_id uuid, p_voted boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.set_question_hidden(p_question_id uuid, p_hidden boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


create function public.set_answer_hidden(p_answer_id uuid, p_hidden boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- =============================================================================
-- Notifications
-- =============================================================================
create function public.list_my_notifications(p_page integer default 1, p_page_size integer default 20)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
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
               'question', json_build_object('id', q.id, 'title', q.title),
               'lesson', json_build_object('id', l.id, 'title', l.title),
               'course', json_build_object('id', c.id, 'title', c.title)
             ) order by x.created_at desc, x.id desc)
      from (
        select n.*
        from public.notifications n
        where n.user_id = v_user
        order by n.created_at desc, n.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      join public.lesson_questions q on q.id = x.question_id
      join public.lessons l on l.id = q.lesson_id
      join public.courses c on c.id = q.course_id
      left join public.question_answers a on a.id = x.answer_id
    ), '[]'::json)
  );
end;
$$;


create function public.mark_notifications_read(p_notification_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- =============================================================================
-- EXECUTE: authenticated only
-- =============================================================================
revoke all on function
  public.list_lesson_questions(uuid, text, integer, integer),
  public.get_question_thread(uuid, integer, integer),
  public.ask_question(uuid, text, text),
  public.edit_question(uuid, text, text),
  public.delete_question(uuid),
  public.answer_question(uuid, text),
  public.edit_answer(uuid, text),
  public.delete_answer(uuid),
  public.set_question_resolved(uuid, boolean),
  public.set_question_vote(uuid, boolean),
  public.set_question_hidden(uuid, boolean),
  public.set_answer_hidden(uuid, boolean),
  public.list_my_notifications(integer, integer),
  public.mark_notifications_read(uuid)
from public, anon;

grant execute on function
  public.list_lesson_questions(uuid, text, integer, integer),
  public.get_question_thread(uuid, integer, integer),
  public.ask_question(uuid, text, text),
  public.edit_question(uuid, text, text),
  public.delete_question(uuid),
  public.answer_question(uuid, text),
  public.edit_answer(uuid, text),
  public.delete_answer(uuid),
  public.set_question_resolved(uuid, boolean),
  public.set_question_vote(uuid, boolean),
  public.set_question_hidden(uuid, boolean),
  public.set_answer_hidden(uuid, boolean),
  public.list_my_notifications(integer, integer),
  public.mark_notifications_read(uuid)
to authenticated;
