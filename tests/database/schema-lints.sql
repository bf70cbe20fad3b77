-- Our own catalogue queries for the rules of Supabase's database linter (splinter) that the
-- threat model lists (docs/threat-model.md). Each lint's query returns the offending objects; the
-- expected answer is none. Schemas we own: public and private. auth and storage belong to the
-- platform (splinter skips them too), except the policies we add on storage.objects.
select trilha_tap.plan(14);

select trilha_tap.is_empty($$
  select c.relname, c.relrowsecurity
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))
$$, 'every table in public has RLS enabled and at least one policy');

-- pg_policies deparses `(select auth.uid())` as `( SELECT auth.uid() AS uid)`.
select trilha_tap.is_empty($$
  with texts as (
    select schemaname, tablename, policyname,
           lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')) as body
    from pg_policies where schemaname in ('public', 'storage')
  ), fns(fn) as (values ('auth.uid()'), ('auth.jwt()'), ('auth.role()'), ('auth.email()'))
  select tablename, policyname, fn from texts, fns
  where (length(body) - length(replace(body, fn, ''))) / length(fn)
      > (length(body) - length(replace(body, 'select ' || fn, ''))) / length('select ' || fn)
$$, 'policies call (select auth.uid()) / (select auth.jwt()), never the bare function');

select trilha_tap.is_empty($$
  select tablename, policyname, cmd, roles from pg_policies
  where schemaname in ('public', 'storage')
    and ((cmd <> 'SELECT' and (qual = 'true' or with_check = 'true'))
         or roles = '{public}'
         or not (roles <@ array['anon', 'authenticated']::name[]))
$$, 'no write policy is USING (true) / WITH CHECK (true), and every policy names its roles');

select trilha_tap.is_empty($$
  select tablename, policyname from pg_policies
  where schemaname in ('public', 'storage') and tablename <> 'buckets'
    and policyname !~ '^[A-Z][a-z]+( [^ ]+){3,}$'
$$, 'policies are named as sentences');

select trilha_tap.is_empty($$
  select tablename, policyname from pg_policies
  where coalesce(qual, '') || coalesce(with_check, '') ~* '(user_metadata|raw_user_meta_data|raw_app_meta_data)'
$$, 'no policy reads user metadata');

select trilha_tap.is_empty($$
  select schemaname, tablename, role, action, count(*)::int as policies
  from pg_policies,
       unnest(roles) as role,
       unnest(case when cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[cmd] end) as action
  where schemaname in ('public', 'storage') and permissive = 'PERMISSIVE'
  group by schemaname, tablename, role, action
  having count(*) > 1
$$, 'one permissive policy per table, role and action');

select trilha_tap.is_empty($$
  select n.nspname, p.proname
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as setting where setting like 'search_path=%')
    -- A SET clause keeps Postgres from inlining a function: the one that must be inlined, an SQL,
    -- STABLE function that is not SECURITY DEFINER, goes without (docs/companies.md).
    and not (p.oid = 'private.assignment_state(uuid,uuid,uuid,date,date)'::regprocedure
             and p.prolang = (select oid from pg_language where lanname = 'sql')
             and p.provolatile = 's' and not p.prosecdef)
$$, 'every function we own has a fixed search_path (SECURITY DEFINER ones above all)');

-- Splinter 0028 (WARN) lists these, accepted on purpose: visitors have no session.
-- catalogue_levels and search_courses: the catalogue (/courses), only the public fields of
-- published courses (tests/integration/database/catalogue-search.test.ts). verify_certificate:
-- a certificate link, only the public fields of the one certificate whose code is typed exactly
-- (threat 19 in tests/integration/database/threats.test.ts). The track pages (list_tracks,
-- get_track, course_tracks): published tracks only, and for a visitor nothing about anyone;
-- verify_track_certificate: as verify_certificate (tests/integration/database/tracks.test.ts).
-- get_course_assessments: the course page and the curriculum, what the certificate requires and
-- which modules have a quiz; nothing about anyone's attempts for a visitor
-- (assessments-keys.test.ts). get_course_practice: the titles of a course's published exercises in
-- curriculum order; for a visitor no status, and never a check (practice.test.ts). submit_sign_up_details: a new account's address and income before
-- it has a session, only with the one-time ticket of that account
-- (tests/integration/sign-up-with-confirmations.test.ts). list_seat_offer and quote_seats: the
-- public seat offer of /empresas, tiers and product prices only; a quote for a seat block is
-- refused unless the caller manages its organisation (tests/integration/company-sales.test.ts).
select trilha_tap.results_eq($$
  select n.nspname::text, p.proname::text, pg_get_function_identity_arguments(p.oid)
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where p.prosecdef and n.nspname in ('public', 'private')
    and (has_function_privilege('anon', p.oid, 'EXECUTE')
         or exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0))
  order by p.proname
$$, $$
  values ('public', 'catalogue_levels', ''),
         ('public', 'course_tracks', 'p_course_id uuid'),
         ('public', 'get_course_assessments', 'p_course_id uuid'),
         ('public', 'get_course_practice', 'p_course_id uuid'),
         ('public', 'get_invitation', 'p_token text'),
         ('public', 'get_track', 'p_slug text'),
         ('public', 'list_seat_offer', ''),
         ('public', 'list_tracks', ''),
         ('public', 'quote_seats', 'p_product_kind text, p_product_id uuid, p_seats integer, p_seat_block_id uuid'),
         ('public', 'search_courses', 'p_query text, p_topic text, p_level text, p_page integer, p_page_size integer'),
         ('public', 'submit_sign_up_details', 'p_user_id uuid, p_ticket text, p_address_street text, p_address_number text, p_address_city text, p_address_state text, p_address_zipcode text, p_family_income numeric'),
         ('public', 'verify_certificate', 'p_code text'),
         ('public', 'verify_track_certificate', 'p_code text')
$$, 'no security definer function is executable by anon (or PUBLIC) but the reviewed public readers');

-- Splinter 0029 (WARN) lists these; each is accepted on purpose: the public ones are the RPCs,
-- which validate the caller first; the private ones are policy helpers that only answer about
-- the caller and are not exposed through the Data API.
select trilha_tap.set_eq(
  array(select n.nspname || '.' || p.proname
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
          and has_function_privilege('authenticated', p.oid, 'EXECUTE')),
  array[
    'private.has_role',
    'private.is_active_user',
    'private.is_admin',
    'private.is_enrolled',
    'private.is_organisation_manager',
    'private.my_course_ids',
    'private.my_open_course_ids',
    'private.my_organisation_ids',
    'private.teaches',
    'public.accept_current_terms',
    'public.accept_invitation',
    'public.admin_list_certificates',
    'public.admin_list_course_enrollments',
    'public.admin_delete_organisation',
    'public.admin_get_organisation',
    'public.admin_list_hidden_reviews',
    'public.admin_list_organisations',
    'public.admin_list_coupons',
    'public.save_coupon',
    'public.quote_coupon',
    'public.quote_plan_change',
    'public.schedule_plan_downgrade',
    'public.get_course_practice',
    'public.get_practice_exercise',
    'public.save_practice_draft',
    'public.reveal_practice_hint',
    'public.give_up_practice_exercise',
    'public.start_practice_attempt',
    'public.list_practice_exercises',
    'public.get_practice_exercise_key',
    'public.save_practice_exercise',
    'public.delete_practice_exercise',
    'public.set_practice_exercise_published',
    'public.export_practice_exercises',
    'public.import_practice_exercises',
    'public.get_practice_statistics',
    'public.cancel_plan_change',
    'public.start_plan_upgrade_order',
    'public.apply_as_affiliate',
    'public.update_my_pix_key',
    'public.get_my_affiliate_panel',
    'public.admin_list_affiliates',
    'public.admin_save_affiliate',
    'public.admin_record_affiliate_payout',
    'public.admin_reveal_affiliate_pix_key',
    'public.get_fiscal_settings',
    'public.save_fiscal_settings',
    'public.retry_invoice',
    'public.admin_list_seat_tiers',
    'public.admin_list_students',
    'public.admin_list_teachers',
    'public.admin_list_tracks',
    'public.admin_list_users',
    'public.admin_track_exam_courses',
    'public.admin_save_seat_tiers',
    'public.answer_question',
    'public.ask_question',
    'public.assessment_standing',
    'public.cancel_my_order',
    'public.catalogue_levels',
    'public.complete_lesson',
    'public.course_tracks',
    'public.create_invitation_link',
    'public.create_organisation',
    'public.delete_answer',
    'public.delete_assessment_question',
    'public.delete_course_review',
    'public.delete_module_quiz',
    'public.delete_my_account',
    'public.delete_question',
    'public.delete_teacher',
    'public.delete_track',
    'public.edit_answer',
    'public.edit_question',
    'public.enroll_in_course',
    'public.export_assessment_questions',
    'public.export_my_data',
    'public.export_sales',
    'public.follow_track',
    'public.get_admin_report',
    'public.get_assessment_settings',
    'public.get_attempt_review',
    'public.get_book_download',
    'public.get_continue_lesson',
    'public.get_course_analytics',
    'public.get_course_assessments',
    'public.get_course_ranking',
    'public.get_invitation',
    'public.get_my_course_refund',
    'public.get_my_course_review',
    'public.get_my_email_preferences',
    'public.get_my_study_calendar',
    'public.get_my_study_week',
    'public.get_my_subscription',
    'public.get_my_track_progress',
    'public.get_order',
    'public.get_order_receipt',
    'public.get_profile_stats',
    'public.get_purchase_offer',
    'public.get_question_statistics',
    'public.get_question_thread',
    'public.get_revenue_report',
    'public.get_school_weeks',
    'public.get_student_dashboard',
    'public.get_teacher_dashboard',
    'public.get_track',
    'public.give_seat',
    'public.grant_course_access',
    'public.has_course_access',
    'public.import_assessment_questions',
    'public.invite_members',
    'public.issue_certificate',
    'public.leave_organisation',
    'public.link_teacher_course',
    'public.list_course_questions',
    'public.list_lesson_questions',
    'public.list_my_attempts',
    'public.list_my_notifications',
    'public.list_my_orders',
    'public.list_my_organisations',
    'public.list_my_points',
    'public.list_organisation_invitations',
    'public.list_organisation_people',
    'public.list_organisation_seats',
    'public.list_my_seat_organisations',
    'public.list_sales',
    'public.list_seat_offer',
    'public.list_tracks',
    'public.mark_notifications_read',
    'public.quote_seats',
    'public.reactivate_subscription',
    'public.release_seat',
    'public.remove_member',
    'public.reorder_course_modules',
    'public.reorder_module_lessons',
    'public.revoke_certificate',
    'public.revoke_course_access',
    'public.revoke_invitation',
    'public.save_assessment_question',
    'public.save_course_review',
    'public.save_exam_answer',
    'public.save_exam_domains',
    'public.save_module_quiz',
    'public.save_practice_exam',
    'public.save_quiz_answer',
    'public.save_track',
    'public.save_track_steps',
    'public.save_watch_position',
    'public.search_courses',
    'public.set_answer_hidden',
    'public.set_answer_solution',
    'public.set_course_ranking',
    'public.set_course_requirements',
    'public.set_member_role',
    'public.set_question_hidden',
    'public.set_question_resolved',
    'public.set_question_vote',
    'public.set_review_hidden',
    'public.set_study_goal',
    'public.set_teacher_status',
    'public.set_user_active',
    'public.set_user_role',
    'public.set_weekly_digest',
    'public.assign_to_members',
    'public.export_team_progress',
    'public.get_organisation_overview',
    'public.get_team_domain_scores',
    'public.list_my_assignments',
    'public.list_my_managed_organisations',
    'public.list_organisation_assignments',
    'public.list_team_certificates',
    'public.list_team_progress',
    'public.unassign',
    'public.start_module_quiz',
    'public.start_order',
    'public.start_practice_exam',
    'public.start_seat_order',
    'public.submit_practice_exam',
    'public.submit_quiz_attempt',
    'public.submit_sign_up_details',
    'public.teacher_course_students',
    'public.teacher_waiting_questions',
    'public.unfollow_track',
    'public.unlink_teacher_course',
    'public.update_organisation',
    'public.update_teacher',
    'public.verify_certificate',
    'public.verify_track_certificate'
  ],
  'security definer functions executable by authenticated are exactly the reviewed list');

select trilha_tap.is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('v', 'm')
    and not coalesce(c.reloptions @> array['security_invoker=true'], false)
$$, 'views use security_invoker (or there are none)');

select trilha_tap.is_empty($$
  select c.conrelid::regclass::text as table_name, c.conname
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] operator(pg_catalog.@>) c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] operator(pg_catalog.<@) c.conkey
    )
$$, 'every foreign key is covered by an index');

select trilha_tap.is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')
$$, 'every table has a primary key');

select trilha_tap.is_empty($$
  select e.extname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'
$$, 'no extension lives in public');

select trilha_tap.results_eq($$
  select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by p.proname
$$, $$
  values ('catalogue_levels'), ('course_tracks'), ('get_course_assessments'), ('get_course_practice'), ('get_invitation'), ('get_track'),
         ('list_seat_offer'), ('list_tracks'), ('quote_seats'), ('search_courses'),
         ('submit_sign_up_details'), ('verify_certificate'), ('verify_track_certificate')
$$, 'anon executes no function in public but the catalogue and track readers, get_course_assessments, get_course_practice, the certificate verifiers and submit_sign_up_details');
