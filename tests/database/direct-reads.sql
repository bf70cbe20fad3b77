-- Tables read and written directly (as the Data API does for a browser: the role authenticated or
-- anon, the caller's id in the claims), where the rule is RLS and grants alone. Each denial has an
-- allowed twin showing the rule works and the table is not simply broken. Moved here from
-- tests/integration/database/direct-reads-and-guards.test.ts; unlike the local stack, this
-- database keeps the migrations' table grants, so a write the grants refuse is refused here too.
select trilha_tap.plan(31);

select trilha_tap.remember('admin', trilha_tap.new_user('administrador', 'Admin Geral'));
select trilha_tap.remember('owner', trilha_tap.new_user());
select trilha_tap.remember('owner_without_row', trilha_tap.new_user());
insert into public.sensitive_user_data (user_id, family_income) values (trilha_tap.id('owner'), 4100);

-- sensitive_user_data of a deactivated owner -----------------------------------------------------
select trilha_tap.act_as(trilha_tap.id('admin'));
select public.set_user_active(trilha_tap.id('owner'), false);
select public.set_user_active(trilha_tap.id('owner_without_row'), false);

select trilha_tap.act_as(trilha_tap.id('owner'));
select trilha_tap.is((select count(*) from public.sensitive_user_data), 0::bigint,
  'denied: a deactivated owner reads nothing of their sensitive_user_data');
with changed as (
  update public.sensitive_user_data set family_income = 1 where user_id = trilha_tap.id('owner') returning 1
)
select trilha_tap.is(count(*), 0::bigint, 'denied: a deactivated owner changes no row of their income')
from changed;
with removed as (
  delete from public.sensitive_user_data where user_id = trilha_tap.id('owner') returning 1
)
select trilha_tap.is(count(*), 0::bigint, 'denied: a deactivated owner removes no row of their income')
from removed;
select trilha_tap.act_as(trilha_tap.id('owner_without_row'));
select trilha_tap.throws_ok(
  format('insert into public.sensitive_user_data (user_id, family_income) values (%L, 900)',
         trilha_tap.id('owner_without_row')),
  '42501', 'denied: a deactivated owner adds no income (42501)');

select trilha_tap.act_as_owner();
select trilha_tap.results_eq(
  format($$select user_id, family_income::text from public.sensitive_user_data
           where user_id in (%L, %L)$$, trilha_tap.id('owner'), trilha_tap.id('owner_without_row')),
  format($$values (%L::uuid, '4100.00')$$, trilha_tap.id('owner')),
  'denied: what is stored is unchanged by the deactivated owners');

-- allowed: the same owners, active again, read, change, add and remove their own income
select trilha_tap.act_as(trilha_tap.id('admin'));
select public.set_user_active(trilha_tap.id('owner'), true);
select public.set_user_active(trilha_tap.id('owner_without_row'), true);

select trilha_tap.act_as(trilha_tap.id('owner'));
select trilha_tap.results_eq('select family_income::text from public.sensitive_user_data',
  $$values ('4100.00')$$, 'allowed: the owner, active again, reads their own income');
with changed as (
  update public.sensitive_user_data set family_income = 5000 where user_id = trilha_tap.id('owner')
  returning family_income::text
)
select trilha_tap.is((select array_agg(family_income) from changed), array['5000.00'],
  'allowed: the owner, active again, changes their own income');
select trilha_tap.act_as(trilha_tap.id('owner_without_row'));
with added as (
  insert into public.sensitive_user_data (user_id, family_income)
  values (trilha_tap.id('owner_without_row'), 900) returning family_income::text
)
select trilha_tap.is((select array_agg(family_income) from added), array['900.00'],
  'allowed: an owner, active again, adds their income');
select trilha_tap.act_as(trilha_tap.id('owner'));
with removed as (
  delete from public.sensitive_user_data where user_id = trilha_tap.id('owner') returning user_id
)
select trilha_tap.is((select array_agg(user_id) from removed), array[trilha_tap.id('owner')],
  'allowed: the owner, active again, removes their income (withdraws that consent)');
select trilha_tap.act_as_owner();
select trilha_tap.results_eq(
  format($$select user_id from public.sensitive_user_data where user_id in (%L, %L)$$,
         trilha_tap.id('owner'), trilha_tap.id('owner_without_row')),
  format($$values (%L::uuid)$$, trilha_tap.id('owner_without_row')),
  'allowed: what is stored is what the active owners wrote');

-- user_roles read directly -----------------------------------------------------------------------
select trilha_tap.remember('aluno', trilha_tap.new_user());
select trilha_tap.remember('professor', trilha_tap.new_user('professor'));
select trilha_tap.remember('victim', trilha_tap.new_user('professor'));

select trilha_tap.act_as(null);
-- anon has no grant on user_roles (tests/database/grants.sql): refused outright, where the local
-- stack, which grants every table, answers no row.
select trilha_tap.throws_ok('select user_id, role from public.user_roles', '42501',
  'denied: anon reads no role at all (42501)');
select trilha_tap.act_as(trilha_tap.id('professor'));
select trilha_tap.is((select count(*) from public.user_roles where user_id = trilha_tap.id('victim')), 0::bigint,
  'denied: a professor reads nothing of another user’s role');
select trilha_tap.act_as(trilha_tap.id('aluno'));
select trilha_tap.results_eq('select user_id, role::text from public.user_roles',
  format($$values (%L::uuid, 'aluno')$$, trilha_tap.id('aluno')),
  'denied: an aluno reads only their own role, not another user’s, nor who is administrador');

-- allowed: each user reads their own role; an administrador reads anyone’s
select trilha_tap.act_as(trilha_tap.id('professor'));
select trilha_tap.results_eq('select user_id, role::text from public.user_roles',
  format($$values (%L::uuid, 'professor')$$, trilha_tap.id('professor')),
  'allowed: a professor reads their own role');
select trilha_tap.act_as(trilha_tap.id('admin'));
select trilha_tap.results_eq(
  format($$select user_id, role::text from public.user_roles where user_id in (%L, %L) order by role$$,
         trilha_tap.id('aluno'), trilha_tap.id('victim')),
  format($$values (%L::uuid, 'aluno'), (%L::uuid, 'professor')$$, trilha_tap.id('aluno'), trilha_tap.id('victim')),
  'allowed: an administrador reads anyone’s role');

-- teacher_docs and teacher_courses read directly -------------------------------------------------
select trilha_tap.act_as_owner();
select trilha_tap.remember('teacher', trilha_tap.new_user('professor'));
select trilha_tap.remember('colleague', trilha_tap.new_user('professor')); -- linked to the same course
select trilha_tap.remember('student', trilha_tap.new_user()); -- enrolled in the teacher's course
select trilha_tap.remember('course', trilha_tap.new_course(1));
insert into public.teacher_docs (user_id, bio, specialization)
values (trilha_tap.id('teacher'), 'Bio da professora', 'AWS'), (trilha_tap.id('colleague'), 'Outra bio', 'Azure');
insert into public.teacher_courses (teacher_id, course_id)
values (trilha_tap.id('teacher'), trilha_tap.id('course')), (trilha_tap.id('colleague'), trilha_tap.id('course'));
insert into public.enrollments (user_id, course_id) values (trilha_tap.id('student'), trilha_tap.id('course'));

-- anon has no grant on either table (tests/database/grants.sql): refused outright.
select trilha_tap.act_as(null);
select trilha_tap.throws_ok('select bio from public.teacher_docs', '42501',
  'denied: anon reads no teacher’s record (42501)');
select trilha_tap.throws_ok('select course_id from public.teacher_courses', '42501',
  'denied: anon reads no teacher’s course links (42501)');
select trilha_tap.act_as(trilha_tap.id('student'));
select trilha_tap.is((select count(*) from public.teacher_docs), 0::bigint,
  'denied: an aluno of the course reads no teacher’s record');
select trilha_tap.is((select count(*) from public.teacher_courses), 0::bigint,
  'denied: an aluno of the course reads no teacher’s course links');
select trilha_tap.act_as(trilha_tap.id('colleague'));
select trilha_tap.is((select count(*) from public.teacher_docs where user_id = trilha_tap.id('teacher')), 0::bigint,
  'denied: another professor of the same course reads nothing of the teacher’s record');
select trilha_tap.results_eq(
  format('select teacher_id from public.teacher_courses where course_id = %L', trilha_tap.id('course')),
  format('values (%L::uuid)', trilha_tap.id('colleague')),
  'denied: another professor of the same course reads only their own link to it, not the teacher’s');

-- allowed: the teacher reads their own record and links; an administrador reads them
select trilha_tap.act_as(trilha_tap.id('teacher'));
select trilha_tap.results_eq(
  format('select bio, status::text from public.teacher_docs where user_id = %L', trilha_tap.id('teacher')),
  $$values ('Bio da professora', 'ativo')$$, 'allowed: the teacher reads their own record');
select trilha_tap.results_eq(
  format('select course_id from public.teacher_courses where teacher_id = %L', trilha_tap.id('teacher')),
  format('values (%L::uuid)', trilha_tap.id('course')), 'allowed: the teacher reads their own course links');
select trilha_tap.act_as(trilha_tap.id('admin'));
select trilha_tap.results_eq(
  format('select bio, status::text from public.teacher_docs where user_id = %L', trilha_tap.id('teacher')),
  $$values ('Bio da professora', 'ativo')$$, 'allowed: an administrador reads a teacher’s record');
select trilha_tap.set_eq(
  array(select teacher_id::text from public.teacher_courses where course_id = trilha_tap.id('course')),
  array[trilha_tap.id('teacher')::text, trilha_tap.id('colleague')::text],
  'allowed: an administrador reads every teacher’s link to a course');

-- lesson_progress read directly ------------------------------------------------------------------
select trilha_tap.act_as_owner();
select trilha_tap.remember('learner', trilha_tap.new_user());
select trilha_tap.remember('classmate', trilha_tap.new_user());
select trilha_tap.remember('lesson_teacher', trilha_tap.new_user('professor'));
select trilha_tap.remember('lesson_course', trilha_tap.new_course(2));
insert into public.enrollments (user_id, course_id)
values (trilha_tap.id('learner'), trilha_tap.id('lesson_course')), (trilha_tap.id('classmate'), trilha_tap.id('lesson_course'));
insert into public.teacher_courses (teacher_id, course_id) values (trilha_tap.id('lesson_teacher'), trilha_tap.id('lesson_course'));
select trilha_tap.remember('first_lesson', (trilha_tap.lessons_of(trilha_tap.id('lesson_course')))[1]);
-- Each student completes the first lesson through the call the player makes.
select trilha_tap.act_as(trilha_tap.id('learner'));
select public.complete_lesson(trilha_tap.id('first_lesson'));
select trilha_tap.act_as(trilha_tap.id('classmate'));
select public.complete_lesson(trilha_tap.id('first_lesson'));

select trilha_tap.is(
  (select count(*) from public.lesson_progress where user_id = trilha_tap.id('learner')), 0::bigint,
  'denied: a classmate reads nothing of a student’s completed lessons');
select trilha_tap.results_eq(
  format('select user_id from public.lesson_progress where lesson_id = %L', trilha_tap.id('first_lesson')),
  format('values (%L::uuid)', trilha_tap.id('classmate')),
  'denied: a classmate reading a lesson’s progress gets only their own row');
select trilha_tap.act_as(trilha_tap.id('lesson_teacher'));
select trilha_tap.is(
  (select count(*) from public.lesson_progress where user_id = trilha_tap.id('learner')), 0::bigint,
  'denied: the course’s teacher reads nothing of a student’s completed lessons');
select trilha_tap.act_as(null);
select trilha_tap.throws_ok('select lesson_id from public.lesson_progress', '42501',
  'denied: anon reads nothing of a student’s completed lessons (42501, no grant)');

-- allowed: the student reads their own rows and an administrador reads theirs
select trilha_tap.act_as(trilha_tap.id('learner'));
select trilha_tap.results_eq(
  format('select lesson_id from public.lesson_progress where user_id = %L', trilha_tap.id('learner')),
  format('values (%L::uuid)', trilha_tap.id('first_lesson')),
  'allowed: the student reads their own completed lessons');
select trilha_tap.act_as(trilha_tap.id('admin'));
select trilha_tap.results_eq(
  format('select lesson_id from public.lesson_progress where user_id = %L', trilha_tap.id('learner')),
  format('values (%L::uuid)', trilha_tap.id('first_lesson')),
  'allowed: an administrador reads a student’s completed lessons');
