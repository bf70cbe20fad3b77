-- =============================================================================
-- Trilha Cloud — a teacher's 'new_question' notifications follow what they do and teach
-- =============================================================================
-- 1. Answering a question as its course's teacher (or an administrator: the answer's
--    is_teacher mark) marks that person's 'new_question' notifications of that question
--    read: they have just dealt with it. A trigger on question_answers, so any path that
--    writes a teacher's answer does it, in the same transaction.
-- 2. A teacher unlinked from a course loses their 'new_question' notifications of that
--    course's questions (they would show titles of questions they may no longer read). A
--    deferred constraint trigger on teacher_courses' DELETE, whatever removes the link: it
--    runs at commit and keeps them when the same transaction links the teacher to the course
--    again (a screen that rewrites a teacher's links as delete + insert).
-- 'question_answered' notifications are the asker's, about their own question: untouched.
-- The unread counter on profiles follows through the triggers of 20261126010500.
-- See docs/rules/community.md.
-- =============================================================================

create function private.on_teacher_answer_read_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = new.author_id
     and n.question_id = new.question_id
     and n.kind = 'new_question'
     and n.read_at is null;
  return null;
end;
$$;
revoke all on function private.on_teacher_answer_read_notifications() from public, anon, authenticated;

create trigger question_answers_teacher_reads_notifications
  after insert on public.question_answers
  for each row
  when (new.is_teacher)
  execute function private.on_teacher_answer_read_notifications();


create function private.on_teacher_course_unlinked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.on_teacher_course_unlinked() from public, anon, authenticated;

create constraint trigger teacher_courses_unlinked_notifications
  after delete on public.teacher_courses
  deferrable initially deferred
  for each row execute function private.on_teacher_course_unlinked();

-- Links already removed before this migration left such notifications behind.
delete from public.notifications n
 using public.lesson_questions q
 where n.kind = 'new_question'
   and q.id = n.question_id
   and not exists (
     select 1 from public.teacher_courses tc
     where tc.teacher_id = n.user_id and tc.course_id = q.course_id
   );
