-- =============================================================================
-- Trilha Cloud — every refusal the app can meet says a stable reason code
-- =============================================================================
-- The app shows a message only for a code its catalogue knows (src/lib/errors/catalogue.ts);
-- these guards said free text (English sentences, one pt-BR sentence, a module id, the hourly
-- limit's count), so they now say a snake_case code instead. Each body below is the current
-- definition (read with pg_get_functiondef) with only its raise changed. See docs/errors.md.
--
--   server_managed_columns       a client wrote a column the server keeps (42501)
--   enrollment_keys_fixed        an enrolment's user or course changed (P0001)
--   module_course_fixed          a module moved to another course (P0001)
--   module_not_found             a lesson names a module that does not exist (23503)
--   course_has_certificates      deleting a course with certificates issued (23503)
--   certificate_immutable        a certificate changed other than being revoked once (42501)
--   certificate_issue_rpc_only   a client inserted a certificate directly (42501)
--   question_hourly_limit,       the hourly limits (code rate_limited, HTTP 429)
--   answer_hourly_limit,
--   edit_hourly_limit
-- =============================================================================

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
$$;

create or replace function private.guard_course_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
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
  elsif new.created_at     is distinct from old.created_at
     or new.total_students is distinct from old.total_students
     or new.lesson_count   is distinct from old.lesson_count
     or new.total_minutes  is distinct from old.total_minutes
     or new.review_count   is distinct from old.review_count
     or new.review_total   is distinct from old.review_total
     or new.review_stars   is distinct from old.review_stars then
    -- created_at, total_students, lesson_count, total_minutes and the review figures.
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$$;

create or replace function private.guard_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

create or replace function private.guard_enrollment_keys()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id or new.course_id is distinct from old.course_id then
    raise exception 'enrollment_keys_fixed' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create or replace function private.guard_module_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

create or replace function private.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id                   is distinct from old.id
    or new.email                is distinct from old.email
    or new.is_active            is distinct from old.is_active
    or new.created_at           is distinct from old.created_at
    or new.unread_notifications is distinct from old.unread_notifications
    or new.account_origin       is distinct from old.account_origin
  ) then
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$$;

create or replace function private.prepare_lesson()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

create or replace function private.prevent_deleting_certified_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.certificates c where c.course_id = old.id) then
    raise exception 'course_has_certificates' using errcode = '23503';
  end if;
  return old;
end;
$$;

create or replace function private.refuse_certificate_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is null and new.revoked_at is not null
     and (new.id, new.user_id, new.course_id, new.title, new.verification_code, new.issued_at,
          new.holder_name, new.workload_minutes, new.syllabus, new.issued_on, new.issue_reason)
         is not distinct from
         (old.id, old.user_id, old.course_id, old.title, old.verification_code, old.issued_at,
          old.holder_name, old.workload_minutes, old.syllabus, old.issued_on, old.issue_reason)
  then
    return new;
  end if;
  raise exception 'certificate_immutable' using errcode = '42501';
end;
$$;

create or replace function private.require_certificate_grounds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'certificate_issue_rpc_only' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lessons l where l.course_id = new.course_id) then
    perform private.raise_api_error('course_without_lessons');
  end if;
  if new.issue_reason is null and not exists (
    select 1 from public.enrollments e
    where e.user_id = new.user_id and e.course_id = new.course_id and e.completed
  ) then
    perform private.raise_api_error('issue_reason_required');
  end if;
  return new;
end;
$$;
