-- The privileges our migrations give the API roles, read on the migrated database before any API
-- layer touches it (has_table_privilege, has_column_privilege, has_function_privilege,
-- has_schema_privilege). Not on the stack's database: @supabase/lite, on the first request that
-- carries a role, grants ALL on every table of each schema with an RLS table to the API roles
-- (node_modules/@supabase/lite/dist/db/postgres/PostgresConnection.js, ensureRlsContext), which
-- erases every table and column grant the migrations wrote (function EXECUTE it leaves alone).
-- The database the runner builds has what a hosted Supabase project has before our first
-- migration, Supabase's default privileges included (everything new in public granted to anon,
-- authenticated and service_role): a migration that grants too much, forgets to revoke a
-- default, or grants too little fails here. The lists below are the intent, every allowance and
-- every denial: a table or role not listed is granted nothing.
select trilha_tap.plan(11);

-- What a role may do on each relation of public: 'SELECT' on the whole table, or a column-only
-- grant as 'UPDATE (a, b)' (columns sorted).
create function pg_temp.table_grants(p_role text)
returns text[]
language sql
as $$
  select coalesce(array_agg(g), '{}') from (
    select c.relname || ' ' || p as g
    from pg_class c join pg_namespace n on n.oid = c.relnamespace,
         unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and has_table_privilege(p_role, c.oid, p)
    union all
    select c.relname || ' ' || p || ' (' || string_agg(a.attname, ', ' order by a.attname) || ')'
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped,
         unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as p
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and not has_table_privilege(p_role, c.oid, p)
      and has_column_privilege(p_role, c.oid, a.attnum, p)
    group by c.relname, p
  ) grants
$$;

-- (role, relation, privilege); a NULL privilege: the relation grants that role nothing.
create temp table intended_tables (role text, relation text, privilege text);
insert into intended_tables values
  -- anon
  ('anon', 'courses', 'SELECT'),
  ('anon', 'course_modules', 'SELECT'),
  -- Rows: only the free preview lessons of public courses (RLS).
  ('anon', 'lessons', 'SELECT'),
  -- The curriculum: every lesson's title and length, never a video link.
  ('anon', 'lesson_outlines', 'SELECT'),
  -- Visible reviews as anyone may see them: never who wrote them beyond 'Maria L.'.
  ('anon', 'course_review_cards', 'SELECT'),
  ('anon', 'books', 'SELECT'),
  ('anon', 'pricing_plans', 'SELECT'),
  -- Which active plans include which course (the buy buttons).
  ('anon', 'plan_courses', 'SELECT'),
  -- Published tracks, their steps and the active plans including them (RLS); the rest of
  -- the tracks is read and written through functions.
  ('anon', 'tracks', 'SELECT'),
  ('anon', 'track_steps', 'SELECT'),
  ('anon', 'plan_tracks', 'SELECT'),
  -- authenticated
  -- Contact and address only; id, email, is_active, created_at are the server's.
  ('authenticated', 'profiles', 'SELECT'),
  ('authenticated', 'profiles', 'UPDATE (address_city, address_number, address_state, address_street, address_zipcode, full_name, phone)'),
  -- Roles change through set_user_role only.
  ('authenticated', 'user_roles', 'SELECT'),
  -- The owner may remove the optional income (withdraw that consent).
  ('authenticated', 'sensitive_user_data', 'DELETE'),
  ('authenticated', 'sensitive_user_data', 'SELECT'),
  ('authenticated', 'sensitive_user_data', 'INSERT (family_income, user_id)'),
  ('authenticated', 'sensitive_user_data', 'UPDATE (family_income)'),
  -- Written by the sign-up trigger only.
  ('authenticated', 'consents', 'SELECT'),
  ('authenticated', 'teacher_docs', 'DELETE'),
  ('authenticated', 'teacher_docs', 'SELECT'),
  ('authenticated', 'teacher_docs', 'INSERT (bio, specialization, status, user_id)'),
  ('authenticated', 'teacher_docs', 'UPDATE (bio, specialization, status)'),
  -- Counters and created_at are the server's.
  ('authenticated', 'courses', 'DELETE'),
  ('authenticated', 'courses', 'SELECT'),
  ('authenticated', 'courses', 'INSERT (access_model, description, duration, image_url, is_active, learning_points, level, price, slug, title, topic, total_hours)'),
  ('authenticated', 'courses', 'UPDATE (access_model, description, duration, image_url, is_active, learning_points, level, price, slug, title, topic, total_hours)'),
  ('authenticated', 'course_modules', 'DELETE'),
  ('authenticated', 'course_modules', 'SELECT'),
  ('authenticated', 'course_modules', 'INSERT (course_id, description, order_index, title)'),
  ('authenticated', 'course_modules', 'UPDATE (description, order_index, title)'),
  ('authenticated', 'lessons', 'DELETE'),
  ('authenticated', 'lessons', 'SELECT'),
  ('authenticated', 'lessons', 'INSERT (course_id, description, duration_minutes, is_preview, module_id, order_index, title, video_url)'),
  ('authenticated', 'lessons', 'UPDATE (course_id, description, duration_minutes, is_preview, module_id, order_index, title, video_url)'),
  -- Written by the lessons trigger only.
  ('authenticated', 'lesson_outlines', 'SELECT'),
  ('authenticated', 'teacher_courses', 'DELETE'),
  ('authenticated', 'teacher_courses', 'SELECT'),
  ('authenticated', 'teacher_courses', 'INSERT (course_id, teacher_id)'),
  ('authenticated', 'books', 'DELETE'),
  ('authenticated', 'books', 'SELECT'),
  ('authenticated', 'books', 'INSERT (author, benefits, description, file_path, image_url, is_active, order_index, pages, price, purchase_url, rating, reviews, sample_url, subtitle, title, topics)'),
  ('authenticated', 'books', 'UPDATE (author, benefits, description, file_path, image_url, is_active, order_index, pages, price, purchase_url, rating, reviews, sample_url, subtitle, title, topics)'),
  ('authenticated', 'pricing_plans', 'DELETE'),
  ('authenticated', 'pricing_plans', 'SELECT'),
  ('authenticated', 'pricing_plans', 'INSERT (amount, billing_interval, cta, cta_link, description, features, is_active, is_popular, name, order_index, period, price)'),
  ('authenticated', 'pricing_plans', 'UPDATE (amount, billing_interval, cta, cta_link, description, features, is_active, is_popular, name, order_index, period, price)'),
  -- Enrolment, progress and certificates are written by RPCs only.
  ('authenticated', 'enrollments', 'DELETE'),
  ('authenticated', 'enrollments', 'SELECT'),
  ('authenticated', 'lesson_progress', 'SELECT'),
  -- Written by save_watch_position only.
  ('authenticated', 'watch_positions', 'SELECT'),
  ('authenticated', 'certificates', 'SELECT'),
  -- Reviews, questions, answers, votes and notifications are written by RPCs only; the
  -- tables answer their own rows (RLS), the cards every visible review.
  ('authenticated', 'course_reviews', 'SELECT'),
  ('authenticated', 'course_review_cards', 'SELECT'),
  ('authenticated', 'lesson_questions', 'SELECT'),
  ('authenticated', 'question_answers', 'SELECT'),
  ('authenticated', 'question_votes', 'SELECT'),
  ('authenticated', 'notifications', 'SELECT'),
  -- Assessments: no grant at all; every read and write is a function that checks the caller
  -- (the answer key never leaves through a table).
  ('authenticated', 'exam_domains', null),
  ('authenticated', 'assessment_questions', null),
  ('authenticated', 'assessment_options', null),
  ('authenticated', 'module_quizzes', null),
  ('authenticated', 'practice_exams', null),
  ('authenticated', 'assessment_attempts', null),
  ('authenticated', 'attempt_answers', null),
  -- Selling: admins choose the plans' courses; orders, their history, subscriptions and
  -- entitlements are written by the order and payment functions only; provider events are
  -- read by the service role only.
  ('authenticated', 'plan_courses', 'DELETE'),
  ('authenticated', 'plan_courses', 'INSERT'),
  ('authenticated', 'plan_courses', 'SELECT'),
  ('authenticated', 'orders', 'SELECT'),
  ('authenticated', 'order_events', 'SELECT'),
  ('authenticated', 'subscriptions', 'SELECT'),
  ('authenticated', 'entitlements', 'SELECT'),
  ('authenticated', 'payment_events', null),
  -- The renewal job's bookkeeping: service role only.
  ('authenticated', 'subscription_renewals', null),
  -- Tracks: read through RLS (published ones, own follows and certificates); every write is
  -- a function (save_track, save_track_steps, follow_track, the certificate trigger).
  ('authenticated', 'tracks', 'SELECT'),
  ('authenticated', 'track_steps', 'SELECT'),
  ('authenticated', 'plan_tracks', 'SELECT'),
  ('authenticated', 'track_followers', 'SELECT'),
  ('authenticated', 'track_certificates', 'SELECT'),
  -- Engagement: each owner reads their own rows (RLS); triggers and functions write them
  -- (migration 20261207000000). The digest's deliveries are the functions' own bookkeeping.
  ('authenticated', 'study_days', 'SELECT'),
  ('authenticated', 'study_goals', 'SELECT'),
  ('authenticated', 'point_events', 'SELECT'),
  ('authenticated', 'course_ranking_members', 'SELECT'),
  ('authenticated', 'email_consents', 'SELECT'),
  ('authenticated', 'email_consent_events', 'SELECT'),
  ('authenticated', 'digest_deliveries', null),
  -- Empresas (docs/companies.md): members read their organisations and own rows, gestores their
  -- team, seat blocks and holders (RLS); every write is a function. Invitations: functions only.
  ('authenticated', 'organisations', 'SELECT'),
  ('authenticated', 'organisation_members', 'SELECT'),
  ('authenticated', 'organisation_seats', 'SELECT'),
  ('authenticated', 'seat_holders', 'SELECT'),
  -- Read by administrators (RLS); visitors and buyers see them through list_seat_offer.
  ('authenticated', 'seat_price_tiers', 'SELECT'),
  -- Coupons: administrators read them (RLS); every write goes through save_coupon.
  ('authenticated', 'coupons', 'SELECT'),
  ('authenticated', 'coupon_products', 'SELECT'),
  -- Plan changes: the subscriber and administrators read them (RLS); written by functions only.
  ('authenticated', 'plan_changes', 'SELECT'),
  -- Affiliates: each reads their own (RLS), administrators all; written by functions and triggers.
  ('authenticated', 'affiliates', 'SELECT'),
  ('authenticated', 'affiliate_products', 'SELECT'),
  ('authenticated', 'affiliate_clicks', 'SELECT'),
  ('authenticated', 'affiliate_commissions', 'SELECT'),
  ('authenticated', 'affiliate_payouts', 'SELECT'),
  -- Notas fiscais: the buyer reads their orders' (RLS), administrators all and the settings.
  ('authenticated', 'fiscal_settings', 'SELECT'),
  ('authenticated', 'invoices', 'SELECT'),
  ('authenticated', 'organisation_invitations', null),
  -- Empresas: what each company order does to seats, the seat and payment functions' own
  -- bookkeeping (13_company-sales.sql).
  ('authenticated', 'seat_order_grants', null),
  -- Empresas: assignments are read and written through their functions only (14_assignments.sql).
  ('authenticated', 'assignments', null),
  ('authenticated', 'assignment_members', null),
  -- Practice (20_practice.sql): the keys never, the rest through the practice functions only.
  ('authenticated', 'practice_exercises', null),
  ('authenticated', 'practice_exercise_keys', null),
  ('authenticated', 'practice_progress', null),
  ('authenticated', 'practice_attempts', null);

create temp table function_groups (name text, function text);
insert into function_groups values
  -- The one function a visitor may call: the certificate behind an exact code (threat 19).
  ('public_rpcs', 'public.verify_certificate'),
  -- An invitation behind an exact token: who invites, for what (docs/companies.md).
  ('public_rpcs', 'public.get_invitation'),
  -- What a course's certificate requires and which modules have a quiz (the course page, for visitors too).
  ('assessment_public_rpcs', 'public.get_course_assessments'),
  -- The course's published exercises (titles, in curriculum order), for visitors too.
  ('assessment_public_rpcs', 'public.get_course_practice'),
  -- A new account's address and income, before it has a session (one-time ticket).
  ('sign_up_rpcs', 'public.submit_sign_up_details'),
  -- The public catalogue's search, for visitors too (migration 20261127000000).
  ('catalogue_rpcs', 'public.catalogue_levels'),
  ('catalogue_rpcs', 'public.search_courses'),
  -- The seat offer and a quote of new seats, for visitors too (/empresas; 13_company-sales.sql).
  ('catalogue_rpcs', 'public.list_seat_offer'),
  ('catalogue_rpcs', 'public.quote_seats'),
  -- The public track pages and the track certificate behind an exact code (migration 20261206000000).
  ('track_public_rpcs', 'public.course_tracks'),
  ('track_public_rpcs', 'public.get_track'),
  ('track_public_rpcs', 'public.list_tracks'),
  ('track_public_rpcs', 'public.verify_track_certificate'),
  -- Pure helpers whose EXECUTE stays with PUBLIC on purpose (CHECK constraints, column default,
  -- search index expressions evaluated as whoever writes the row): callable only by roles with
  -- USAGE on private.
  ('public_private_helpers', 'private.catalogue_search_text'),
  ('public_private_helpers', 'private.catalogue_search_vector'),
  ('public_private_helpers', 'private.course_progress'),
  ('public_private_helpers', 'private.course_search_document'),
  ('public_private_helpers', 'private.course_search_query'),
  ('public_private_helpers', 'private.is_search'),
  ('public_private_helpers', 'private.new_certificate_code'),
  ('public_private_helpers', 'private.normalize_search_text'),
  ('public_private_helpers', 'private.order_search_document'),
  ('public_private_helpers', 'private.organisation_search_document'),
  ('public_private_helpers', 'private.organisation_search_query'),
  ('public_private_helpers', 'private.profile_search_document'),
  ('public_private_helpers', 'private.search_document'),
  ('public_private_helpers', 'private.search_query'),
  ('public_private_helpers', 'private.search_words'),
  ('public_private_helpers', 'private.texts_are_filled'),
  ('policy_helpers', 'private.has_role'),
  ('policy_helpers', 'private.is_active_user'),
  ('policy_helpers', 'private.is_admin'),
  ('policy_helpers', 'private.is_enrolled'),
  ('policy_helpers', 'private.is_organisation_manager'),
  ('policy_helpers', 'private.my_organisation_ids'),
  ('policy_helpers', 'private.my_course_ids'),
  ('policy_helpers', 'private.my_open_course_ids'),
  ('policy_helpers', 'private.teaches'),
  -- Functions each role may EXECUTE (public: the Data API's /rpc; private: helpers, not exposed).
  ('admin_and_user_rpcs', 'public.accept_current_terms'),
  ('admin_and_user_rpcs', 'public.accept_invitation'),
  ('admin_and_user_rpcs', 'public.create_invitation_link'),
  ('admin_and_user_rpcs', 'public.give_seat'),
  ('admin_and_user_rpcs', 'public.invite_members'),
  ('admin_and_user_rpcs', 'public.leave_organisation'),
  ('admin_and_user_rpcs', 'public.list_my_organisations'),
  ('admin_and_user_rpcs', 'public.list_organisation_invitations'),
  ('admin_and_user_rpcs', 'public.list_organisation_people'),
  ('admin_and_user_rpcs', 'public.list_organisation_seats'),
  ('admin_and_user_rpcs', 'public.release_seat'),
  ('admin_and_user_rpcs', 'public.remove_member'),
  ('admin_and_user_rpcs', 'public.revoke_invitation'),
  ('admin_and_user_rpcs', 'public.set_member_role'),
  ('admin_and_user_rpcs', 'public.update_organisation'),
  ('admin_and_user_rpcs', 'public.admin_list_certificates'),
  ('admin_and_user_rpcs', 'public.admin_list_course_enrollments'),
  ('admin_and_user_rpcs', 'public.admin_list_hidden_reviews'),
  ('admin_and_user_rpcs', 'public.admin_list_students'),
  ('admin_and_user_rpcs', 'public.admin_list_teachers'),
  ('admin_and_user_rpcs', 'public.admin_list_users'),
  -- The Empresas back office (15_company-admin.sql).
  ('admin_and_user_rpcs', 'public.admin_list_organisations'),
  ('admin_and_user_rpcs', 'public.admin_get_organisation'),
  ('admin_and_user_rpcs', 'public.admin_list_seat_tiers'),
  ('admin_and_user_rpcs', 'public.admin_save_seat_tiers'),
  ('admin_and_user_rpcs', 'public.admin_delete_organisation'),
  -- Coupons (16_coupons.sql).
  ('admin_and_user_rpcs', 'public.admin_list_coupons'),
  ('admin_and_user_rpcs', 'public.save_coupon'),
  ('admin_and_user_rpcs', 'public.quote_coupon'),
  -- Plan changes (17_plan-changes.sql).
  ('admin_and_user_rpcs', 'public.quote_plan_change'),
  ('admin_and_user_rpcs', 'public.schedule_plan_downgrade'),
  ('admin_and_user_rpcs', 'public.get_practice_exercise'),
  ('admin_and_user_rpcs', 'public.save_practice_draft'),
  ('admin_and_user_rpcs', 'public.reveal_practice_hint'),
  ('admin_and_user_rpcs', 'public.give_up_practice_exercise'),
  ('admin_and_user_rpcs', 'public.start_practice_attempt'),
  ('admin_and_user_rpcs', 'public.list_practice_exercises'),
  ('admin_and_user_rpcs', 'public.get_practice_exercise_key'),
  ('admin_and_user_rpcs', 'public.save_practice_exercise'),
  ('admin_and_user_rpcs', 'public.delete_practice_exercise'),
  ('admin_and_user_rpcs', 'public.set_practice_exercise_published'),
  ('admin_and_user_rpcs', 'public.export_practice_exercises'),
  ('admin_and_user_rpcs', 'public.import_practice_exercises'),
  ('admin_and_user_rpcs', 'public.get_practice_statistics'),
  ('admin_and_user_rpcs', 'public.cancel_plan_change'),
  ('admin_and_user_rpcs', 'public.start_plan_upgrade_order'),
  -- Affiliates (18_affiliates.sql).
  ('admin_and_user_rpcs', 'public.apply_as_affiliate'),
  ('admin_and_user_rpcs', 'public.update_my_pix_key'),
  ('admin_and_user_rpcs', 'public.get_my_affiliate_panel'),
  ('admin_and_user_rpcs', 'public.admin_list_affiliates'),
  ('admin_and_user_rpcs', 'public.admin_save_affiliate'),
  ('admin_and_user_rpcs', 'public.admin_record_affiliate_payout'),
  ('admin_and_user_rpcs', 'public.admin_reveal_affiliate_pix_key'),
  -- Notas fiscais (19_fiscal.sql).
  ('admin_and_user_rpcs', 'public.get_fiscal_settings'),
  ('admin_and_user_rpcs', 'public.save_fiscal_settings'),
  ('admin_and_user_rpcs', 'public.retry_invoice'),
  ('admin_and_user_rpcs', 'public.answer_question'),
  ('admin_and_user_rpcs', 'public.ask_question'),
  ('admin_and_user_rpcs', 'public.assessment_standing'),
  ('admin_and_user_rpcs', 'public.complete_lesson'),
  ('admin_and_user_rpcs', 'public.delete_answer'),
  ('admin_and_user_rpcs', 'public.delete_assessment_question'),
  ('admin_and_user_rpcs', 'public.delete_course_review'),
  ('admin_and_user_rpcs', 'public.delete_module_quiz'),
  ('admin_and_user_rpcs', 'public.delete_my_account'),
  ('admin_and_user_rpcs', 'public.delete_question'),
  ('admin_and_user_rpcs', 'public.delete_teacher'),
  ('admin_and_user_rpcs', 'public.edit_answer'),
  ('admin_and_user_rpcs', 'public.edit_question'),
  ('admin_and_user_rpcs', 'public.enroll_in_course'),
  ('admin_and_user_rpcs', 'public.export_assessment_questions'),
  ('admin_and_user_rpcs', 'public.export_my_data'),
  ('admin_and_user_rpcs', 'public.get_admin_report'),
  ('admin_and_user_rpcs', 'public.get_assessment_settings'),
  ('admin_and_user_rpcs', 'public.get_attempt_review'),
  ('admin_and_user_rpcs', 'public.get_continue_lesson'),
  ('admin_and_user_rpcs', 'public.get_my_course_review'),
  ('admin_and_user_rpcs', 'public.get_profile_stats'),
  ('admin_and_user_rpcs', 'public.get_question_statistics'),
  ('admin_and_user_rpcs', 'public.get_question_thread'),
  ('admin_and_user_rpcs', 'public.get_student_dashboard'),
  ('admin_and_user_rpcs', 'public.get_teacher_dashboard'),
  ('admin_and_user_rpcs', 'public.import_assessment_questions'),
  ('admin_and_user_rpcs', 'public.issue_certificate'),
  ('admin_and_user_rpcs', 'public.link_teacher_course'),
  ('admin_and_user_rpcs', 'public.list_course_questions'),
  ('admin_and_user_rpcs', 'public.list_lesson_questions'),
  ('admin_and_user_rpcs', 'public.list_my_attempts'),
  ('admin_and_user_rpcs', 'public.list_my_notifications'),
  ('admin_and_user_rpcs', 'public.mark_notifications_read'),
  ('admin_and_user_rpcs', 'public.reorder_course_modules'),
  ('admin_and_user_rpcs', 'public.reorder_module_lessons'),
  ('admin_and_user_rpcs', 'public.revoke_certificate'),
  ('admin_and_user_rpcs', 'public.save_assessment_question'),
  ('admin_and_user_rpcs', 'public.save_course_review'),
  ('admin_and_user_rpcs', 'public.save_exam_answer'),
  ('admin_and_user_rpcs', 'public.save_exam_domains'),
  ('admin_and_user_rpcs', 'public.save_module_quiz'),
  ('admin_and_user_rpcs', 'public.save_practice_exam'),
  ('admin_and_user_rpcs', 'public.save_quiz_answer'),
  ('admin_and_user_rpcs', 'public.save_watch_position'),
  ('admin_and_user_rpcs', 'public.set_answer_hidden'),
  ('admin_and_user_rpcs', 'public.set_course_requirements'),
  ('admin_and_user_rpcs', 'public.set_question_hidden'),
  ('admin_and_user_rpcs', 'public.set_question_resolved'),
  ('admin_and_user_rpcs', 'public.set_question_vote'),
  ('admin_and_user_rpcs', 'public.set_review_hidden'),
  ('admin_and_user_rpcs', 'public.set_teacher_status'),
  ('admin_and_user_rpcs', 'public.set_user_active'),
  ('admin_and_user_rpcs', 'public.set_user_role'),
  ('admin_and_user_rpcs', 'public.start_module_quiz'),
  ('admin_and_user_rpcs', 'public.start_practice_exam'),
  ('admin_and_user_rpcs', 'public.submit_practice_exam'),
  ('admin_and_user_rpcs', 'public.submit_quiz_attempt'),
  ('admin_and_user_rpcs', 'public.teacher_course_students'),
  ('admin_and_user_rpcs', 'public.teacher_waiting_questions'),
  ('admin_and_user_rpcs', 'public.unlink_teacher_course'),
  ('admin_and_user_rpcs', 'public.update_teacher'),
  ('admin_and_user_rpcs', 'public.export_sales'),
  ('admin_and_user_rpcs', 'public.get_book_download'),
  ('admin_and_user_rpcs', 'public.get_my_subscription'),
  ('admin_and_user_rpcs', 'public.get_order'),
  ('admin_and_user_rpcs', 'public.cancel_my_order'),
  ('admin_and_user_rpcs', 'public.get_my_course_refund'),
  ('admin_and_user_rpcs', 'public.get_order_receipt'),
  ('admin_and_user_rpcs', 'public.get_revenue_report'),
  ('admin_and_user_rpcs', 'public.grant_course_access'),
  ('admin_and_user_rpcs', 'public.has_course_access'),
  ('admin_and_user_rpcs', 'public.list_my_orders'),
  ('admin_and_user_rpcs', 'public.list_sales'),
  ('admin_and_user_rpcs', 'public.revoke_course_access'),
  ('admin_and_user_rpcs', 'public.start_order'),
  ('admin_and_user_rpcs', 'public.create_organisation'),
  ('admin_and_user_rpcs', 'public.list_my_seat_organisations'),
  ('admin_and_user_rpcs', 'public.start_seat_order'),
  ('admin_and_user_rpcs', 'public.get_purchase_offer'),
  ('admin_and_user_rpcs', 'public.reactivate_subscription'),
  ('admin_and_user_rpcs', 'public.admin_list_tracks'),
  ('admin_and_user_rpcs', 'public.admin_track_exam_courses'),
  ('admin_and_user_rpcs', 'public.delete_track'),
  ('admin_and_user_rpcs', 'public.follow_track'),
  ('admin_and_user_rpcs', 'public.get_my_track_progress'),
  ('admin_and_user_rpcs', 'public.save_track'),
  ('admin_and_user_rpcs', 'public.save_track_steps'),
  ('admin_and_user_rpcs', 'public.unfollow_track'),
  ('admin_and_user_rpcs', 'public.get_course_analytics'),
  ('admin_and_user_rpcs', 'public.get_course_ranking'),
  ('admin_and_user_rpcs', 'public.get_my_email_preferences'),
  ('admin_and_user_rpcs', 'public.get_my_study_calendar'),
  ('admin_and_user_rpcs', 'public.get_my_study_week'),
  ('admin_and_user_rpcs', 'public.get_school_weeks'),
  ('admin_and_user_rpcs', 'public.list_my_points'),
  ('admin_and_user_rpcs', 'public.set_answer_solution'),
  ('admin_and_user_rpcs', 'public.set_course_ranking'),
  ('admin_and_user_rpcs', 'public.set_study_goal'),
  ('admin_and_user_rpcs', 'public.set_weekly_digest'),
  ('admin_and_user_rpcs', 'public.assign_to_members'),
  ('admin_and_user_rpcs', 'public.unassign'),
  ('admin_and_user_rpcs', 'public.list_organisation_assignments'),
  ('admin_and_user_rpcs', 'public.list_my_assignments'),
  ('admin_and_user_rpcs', 'public.list_my_managed_organisations'),
  ('admin_and_user_rpcs', 'public.get_organisation_overview'),
  ('admin_and_user_rpcs', 'public.list_team_progress'),
  ('admin_and_user_rpcs', 'public.get_team_domain_scores'),
  ('admin_and_user_rpcs', 'public.list_team_certificates'),
  ('admin_and_user_rpcs', 'public.export_team_progress'),
  ('service_role_only_rpcs', 'public.discard_teacher_account'),
  ('service_role_only_rpcs', 'public.reserve_account_origin'),
  ('service_role_only_rpcs', 'public.setup_teacher_account'),
  ('service_role_only_rpcs', 'public.sign_up_refusal'),
  ('service_role_only_rpcs', 'public.apply_payment_event'),
  ('service_role_only_rpcs', 'public.apply_subscription_event'),
  ('service_role_only_rpcs', 'public.record_checkout'),
  ('service_role_only_rpcs', 'public.record_affiliate_click'),
  ('service_role_only_rpcs', 'public.claim_invoice_work'),
  ('service_role_only_rpcs', 'public.record_invoice_result'),
  ('service_role_only_rpcs', 'public.prepare_subscription_renewals'),
  ('service_role_only_rpcs', 'public.record_subscription_renewal'),
  ('service_role_only_rpcs', 'public.settle_lapsed_subscriptions'),
  ('service_role_only_rpcs', 'public.claim_provider_amount_changes'),
  ('service_role_only_rpcs', 'public.record_provider_amount'),
  -- grade-exercise: the checks of an attempt, its grade, an author's verified version.
  ('service_role_only_rpcs', 'public.practice_attempt_key'),
  ('service_role_only_rpcs', 'public.finish_practice_attempt'),
  ('service_role_only_rpcs', 'public.record_practice_verification'),
  ('service_role_only_rpcs', 'public.expire_abandoned_orders'),
  ('service_role_only_rpcs', 'public.check_guarantee_refund'),
  ('service_role_only_rpcs', 'public.claim_refund_mail'),
  ('service_role_only_rpcs', 'public.release_refund_mail'),
  ('service_role_only_rpcs', 'public.record_payment_started'),
  ('service_role_only_rpcs', 'public.claim_weekly_digests'),
  ('service_role_only_rpcs', 'public.finish_weekly_digest'),
  ('service_role_only_rpcs', 'public.refresh_course_analytics'),
  ('service_role_only_rpcs', 'public.refresh_school_weeks'),
  ('service_role_only_rpcs', 'public.send_goal_reminders'),
  ('service_role_only_rpcs', 'public.send_assignment_reminders'),
  ('service_role_only_rpcs', 'public.unsubscribe_weekly_digest');

-- Functions each role may EXECUTE (public: the Data API's /rpc; private: helpers, not exposed).
-- service_role: Supabase's default privileges give it every function in public; the migrations
-- keep that and add the create-teacher steps, which nobody else has.
create temp table intended_functions as
  select r.role, f.function
  from (values
    ('anon', array['public_rpcs', 'assessment_public_rpcs', 'sign_up_rpcs', 'catalogue_rpcs', 'track_public_rpcs', 'public_private_helpers']),
    ('authenticated', array['public_rpcs', 'assessment_public_rpcs', 'sign_up_rpcs', 'admin_and_user_rpcs', 'catalogue_rpcs', 'track_public_rpcs', 'policy_helpers', 'public_private_helpers']),
    ('service_role', array['public_rpcs', 'assessment_public_rpcs', 'sign_up_rpcs', 'admin_and_user_rpcs', 'catalogue_rpcs', 'track_public_rpcs', 'service_role_only_rpcs', 'public_private_helpers'])
  ) as r(role, groups)
  join function_groups f on f.name = any (r.groups);

create function pg_temp.executable_functions(p_role text)
returns text[]
language sql
as $$
  select array(
    select distinct n.nspname || '.' || p.proname
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and has_function_privilege(p_role, p.oid, 'EXECUTE'))
$$;

create function pg_temp.schema_grants(p_role text)
returns text[]
language sql
as $$
  select array(
    select s.schema || ':' || p
    from unnest(array['public', 'private']) as s(schema), unnest(array['USAGE', 'CREATE']) as p
    where has_schema_privilege(p_role, s.schema, p))
$$;

select trilha_tap.set_eq(
  array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')),
  array(select distinct relation from intended_tables where role = 'authenticated'),
  'the migrations apply on a database with Supabase’s default privileges, and every relation of public is in the intended list');

select trilha_tap.set_eq(
  pg_temp.table_grants('anon'),
  array(select relation || ' ' || privilege from intended_tables where role = 'anon' and privilege is not null),
  'anon: table and column privileges on every table in public are exactly the intended ones');

select trilha_tap.set_eq(
  pg_temp.table_grants('authenticated'),
  array(select relation || ' ' || privilege from intended_tables where role = 'authenticated' and privilege is not null),
  'authenticated: table and column privileges on every table in public are exactly the intended ones');

select trilha_tap.ok(
  not exists (select from unnest(pg_temp.table_grants('anon')) g where g !~ '^[a-z_]+ SELECT$')
  and array(select split_part(g, ' ', 1) from unnest(pg_temp.table_grants('anon')) g order by 1)
    = array['books', 'course_modules', 'course_review_cards', 'courses', 'lesson_outlines', 'lessons',
            'plan_courses', 'plan_tracks', 'pricing_plans', 'track_steps', 'tracks'],
  'anon: no insert, update, delete or truncate anywhere; reads only the catalogue tables');

select trilha_tap.is_empty($$
  select c.relname || '.' || a.attname as column
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and a.attnum > 0
    and (c.relname, a.attname) in (
      ('profiles', 'id'), ('profiles', 'email'), ('profiles', 'is_active'), ('profiles', 'created_at'),
      ('courses', 'total_students'), ('courses', 'lesson_count'), ('courses', 'total_minutes'),
      ('courses', 'created_at'), ('course_modules', 'lesson_count'), ('course_modules', 'total_minutes'),
      ('enrollments', 'progress'), ('enrollments', 'completed'), ('enrollments', 'user_id'),
      ('lesson_progress', 'completed'), ('lesson_progress', 'completed_at'),
      ('watch_positions', 'position_seconds'), ('watch_positions', 'user_id'),
      ('lesson_outlines', 'title'), ('lesson_outlines', 'is_preview'),
      ('certificates', 'verification_code'), ('certificates', 'holder_name'), ('certificates', 'title'),
      ('certificates', 'workload_minutes'), ('certificates', 'syllabus'), ('certificates', 'issued_on'),
      ('user_roles', 'role'), ('teacher_docs', 'created_at'),
      ('courses', 'review_count'), ('courses', 'review_total'), ('courses', 'review_stars'),
      ('courses', 'public_rating'), ('course_reviews', 'author_id'), ('course_reviews', 'is_hidden'),
      ('course_review_cards', 'author_name'), ('lesson_questions', 'author_id'),
      ('lesson_questions', 'upvote_count'), ('lesson_questions', 'teacher_answer_count'),
      ('question_answers', 'is_teacher'), ('question_answers', 'author_id'),
      ('question_votes', 'user_id'), ('notifications', 'user_id'), ('notifications', 'read_at'),
      ('profiles', 'unread_notifications'))
    and (has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT')
      or has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE'))
  order by 1
$$, 'authenticated: server-owned columns are never writable by the browser');

select trilha_tap.set_eq(pg_temp.executable_functions('anon'),
  array(select function from intended_functions where role = 'anon'),
  'anon: EXECUTE on exactly the intended functions of public and private');
select trilha_tap.set_eq(pg_temp.executable_functions('authenticated'),
  array(select function from intended_functions where role = 'authenticated'),
  'authenticated: EXECUTE on exactly the intended functions of public and private');
select trilha_tap.set_eq(pg_temp.executable_functions('service_role'),
  array(select function from intended_functions where role = 'service_role'),
  'service_role: EXECUTE on exactly the intended functions of public and private');

-- Policies run as the caller and call the private helpers; private is for policies only.
select trilha_tap.set_eq(pg_temp.schema_grants('anon'), array['public:USAGE'],
  'anon: schema privileges (private is for policies only)');
select trilha_tap.set_eq(pg_temp.schema_grants('authenticated'), array['private:USAGE', 'public:USAGE'],
  'authenticated: schema privileges (private is for policies only)');
select trilha_tap.set_eq(pg_temp.schema_grants('service_role'), array['public:USAGE'],
  'service_role: schema privileges (private is for policies only)');
