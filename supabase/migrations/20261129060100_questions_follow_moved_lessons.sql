-- A lesson moves to another course through its module_id; its course_id then follows in the
-- before-trigger private.prepare_lesson. A trigger declared "after update of course_id" fires only
-- when the UPDATE statement names course_id, so the questions of a moved lesson stayed with the
-- old course (its students and teacher kept reading them, the new course's could not). The trigger
-- now fires on every update that changes the lesson's course, however it was changed.
drop trigger lessons_move_questions on public.lessons;
create trigger lessons_move_questions
  after update on public.lessons
  for each row
  when (old.course_id is distinct from new.course_id)
  execute function private.on_lesson_course_changed();
