// The privileges our migrations give the API roles, proven on plain Postgres.
//
// Why not the stack's database: @supabase/lite, on the first request that carries a role, runs
//   GRANT ALL ON ALL TABLES / SEQUENCES IN SCHEMA <each schema with an RLS table>
//     TO anon, authenticated, service_role   (plus the same as default privileges)
// (node_modules/@supabase/lite/dist/db/postgres/PostgresConnection.js, ensureRlsContext). That
// erases every table and column grant the migrations wrote, so the REST layer's answers (and
// has_table_privilege on that database) say nothing about them; RLS and the guard triggers are
// what refuse there. Function EXECUTE is left alone by lite.
//
// So this suite creates its own database on the same Postgres server (scripts/lib/migrated-database.mjs), gives it what a hosted
// Supabase project has before our first migration — the API roles, an auth schema with users,
// auth.uid()/auth.jwt(), and Supabase's default privileges (every new table, function and
// sequence in public granted ALL to anon, authenticated and service_role) — applies
// supabase/migrations/*.sql in order, and reads the privileges with has_table_privilege,
// has_column_privilege, has_function_privilege and has_schema_privilege. The expected matrix
// below is the intent of the migrations, every allowance and every denial: a migration that
// grants too much (or forgets to revoke a Supabase default) or too little fails here.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../../scripts/lib/migrated-database.mjs';
import { sql as server, stack } from '../../support/stack';

type ApiRole = 'anon' | 'authenticated' | 'service_role';
const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'] as const;

/** What a role may do on a table: privileges on the whole table, then column-only grants. */
interface TablePrivileges {
  table?: string[];
  insert?: string[];
  update?: string[];
  select?: string[];
  references?: string[];
}

// ---------------------------------------------------------------------------------------------
// The intent (migrations 20261122010100 … 20261127000100). A table not listed grants the role nothing.
// ---------------------------------------------------------------------------------------------
const COURSE_COLUMNS = [
  'slug',
  'title',
  'description',
  'image_url',
  'duration',
  'level',
  'price',
  'total_hours',
  'learning_points',
  'is_active',
  'topic',
  'access_model',
];
const LESSON_COLUMNS = [
  'module_id',
  'course_id',
  'title',
  'video_url',
  'duration_minutes',
  'order_index',
  'description',
  'is_preview',
];
const BOOK_COLUMNS = [
  'title',
  'subtitle',
  'description',
  'author',
  'pages',
  'rating',
  'reviews',
  'price',
  'image_url',
  'sample_url',
  'purchase_url',
  'topics',
  'benefits',
  'is_active',
  'order_index',
  'file_path',
];
const PLAN_COLUMNS = [
  'name',
  'price',
  'period',
  'description',
  'features',
  'cta',
  'cta_link',
  'is_popular',
  'is_active',
  'order_index',
  'amount',
  'billing_interval',
];

const INTENDED_TABLES: Record<'anon' | 'authenticated', Record<string, TablePrivileges>> = {
  // Visitors read the public catalogue (rows filtered by RLS) and write nothing.
  anon: {
    courses: { table: ['SELECT'] },
    course_modules: { table: ['SELECT'] },
    // Rows: only the free preview lessons of public courses (RLS).
    lessons: { table: ['SELECT'] },
    // The curriculum: every lesson's title and length, never a video link.
    lesson_outlines: { table: ['SELECT'] },
    // Visible reviews as anyone may see them: never who wrote them beyond 'Maria L.'.
    course_review_cards: { table: ['SELECT'] },
    books: { table: ['SELECT'] },
    pricing_plans: { table: ['SELECT'] },
    // Which active plans include which course (the buy buttons).
    plan_courses: { table: ['SELECT'] },
    // Published tracks, their steps and the active plans including them (RLS); the rest of
    // the tracks is read and written through functions.
    tracks: { table: ['SELECT'] },
    track_steps: { table: ['SELECT'] },
    plan_tracks: { table: ['SELECT'] },
  },
  authenticated: {
    // Contact and address only; id, email, is_active, created_at are the server's.
    profiles: {
      table: ['SELECT'],
      update: [
        'full_name',
        'phone',
        'address_street',
        'address_number',
        'address_city',
        'address_state',
        'address_zipcode',
      ],
    },
    // Roles change through set_user_role only.
    user_roles: { table: ['SELECT'] },
    // The owner may remove the optional income (withdraw that consent).
    sensitive_user_data: {
      table: ['DELETE', 'SELECT'],
      insert: ['user_id', 'family_income'],
      update: ['family_income'],
    },
    // Written by the sign-up trigger only.
    consents: { table: ['SELECT'] },
    teacher_docs: {
      table: ['SELECT', 'DELETE'],
      insert: ['user_id', 'bio', 'specialization', 'status'],
      update: ['bio', 'specialization', 'status'],
    },
    // Counters and created_at are the server's.
    courses: { table: ['SELECT', 'DELETE'], insert: COURSE_COLUMNS, update: COURSE_COLUMNS },
    course_modules: {
      table: ['SELECT', 'DELETE'],
      insert: ['course_id', 'title', 'description', 'order_index'],
      update: ['title', 'description', 'order_index'],
    },
    lessons: { table: ['SELECT', 'DELETE'], insert: LESSON_COLUMNS, update: LESSON_COLUMNS },
    // Written by the lessons trigger only.
    lesson_outlines: { table: ['SELECT'] },
    teacher_courses: { table: ['SELECT', 'DELETE'], insert: ['teacher_id', 'course_id'] },
    books: { table: ['SELECT', 'DELETE'], insert: BOOK_COLUMNS, update: BOOK_COLUMNS },
    pricing_plans: { table: ['SELECT', 'DELETE'], insert: PLAN_COLUMNS, update: PLAN_COLUMNS },
    // Enrolment, progress and certificates are written by RPCs only.
    enrollments: { table: ['SELECT', 'DELETE'] },
    lesson_progress: { table: ['SELECT'] },
    // Written by save_watch_position only.
    watch_positions: { table: ['SELECT'] },
    certificates: { table: ['SELECT'] },
    // Reviews, questions, answers, votes and notifications are written by RPCs only; the
    // tables answer their own rows (RLS), the cards every visible review.
    course_reviews: { table: ['SELECT'] },
    course_review_cards: { table: ['SELECT'] },
    lesson_questions: { table: ['SELECT'] },
    question_answers: { table: ['SELECT'] },
    question_votes: { table: ['SELECT'] },
    notifications: { table: ['SELECT'] },
    // Assessments: no grant at all; every read and write is a function that checks the caller
    // (the answer key never leaves through a table).
    exam_domains: {},
    assessment_questions: {},
    assessment_options: {},
    module_quizzes: {},
    practice_exams: {},
    assessment_attempts: {},
    attempt_answers: {},
    // Selling: admins choose the plans' courses; orders, their history, subscriptions and
    // entitlements are written by the order and payment functions only; provider events are
    // read by the service role only.
    plan_courses: { table: ['DELETE', 'INSERT', 'SELECT'] },
    orders: { table: ['SELECT'] },
    order_events: { table: ['SELECT'] },
    subscriptions: { table: ['SELECT'] },
    entitlements: { table: ['SELECT'] },
    payment_events: {},
    // The renewal job's bookkeeping: service role only.
    subscription_renewals: {},
    // Tracks: read through RLS (published ones, own follows and certificates); every write is
    // a function (save_track, save_track_steps, follow_track, the certificate trigger).
    tracks: { table: ['SELECT'] },
    track_steps: { table: ['SELECT'] },
    plan_tracks: { table: ['SELECT'] },
    track_followers: { table: ['SELECT'] },
    track_certificates: { table: ['SELECT'] },
    // Engagement: each owner reads their own rows (RLS); triggers and functions write them
    // (migration 20261207000000). The digest's deliveries are the functions' own bookkeeping.
    study_days: { table: ['SELECT'] },
    study_goals: { table: ['SELECT'] },
    point_events: { table: ['SELECT'] },
    course_ranking_members: { table: ['SELECT'] },
    email_consents: { table: ['SELECT'] },
    email_consent_events: { table: ['SELECT'] },
    digest_deliveries: {},
  },
};

// Functions each role may EXECUTE (public: the Data API's /rpc; private: helpers, not exposed).
const ADMIN_AND_USER_RPCS = [
  'public.accept_current_terms',
  'public.admin_list_certificates',
  'public.admin_list_course_enrollments',
  'public.admin_list_hidden_reviews',
  'public.admin_list_students',
  'public.admin_list_teachers',
  'public.admin_list_users',
  'public.answer_question',
  'public.ask_question',
  'public.assessment_standing',
  'public.complete_lesson',
  'public.delete_answer',
  'public.delete_assessment_question',
  'public.delete_course_review',
  'public.delete_module_quiz',
  'public.delete_my_account',
  'public.delete_question',
  'public.delete_teacher',
  'public.edit_answer',
  'public.edit_question',
  'public.enroll_in_course',
  'public.export_assessment_questions',
  'public.export_my_data',
  'public.get_admin_report',
  'public.get_assessment_settings',
  'public.get_attempt_review',
  'public.get_continue_lesson',
  'public.get_my_course_review',
  'public.get_profile_stats',
  'public.get_question_statistics',
  'public.get_question_thread',
  'public.get_student_dashboard',
  'public.get_teacher_dashboard',
  'public.import_assessment_questions',
  'public.issue_certificate',
  'public.link_teacher_course',
  'public.list_course_questions',
  'public.list_lesson_questions',
  'public.list_my_attempts',
  'public.list_my_notifications',
  'public.mark_notifications_read',
  'public.reorder_course_modules',
  'public.reorder_module_lessons',
  'public.revoke_certificate',
  'public.save_assessment_question',
  'public.save_course_review',
  'public.save_exam_answer',
  'public.save_exam_domains',
  'public.save_module_quiz',
  'public.save_practice_exam',
  'public.save_quiz_answer',
  'public.save_watch_position',
  'public.set_answer_hidden',
  'public.set_course_requirements',
  'public.set_question_hidden',
  'public.set_question_resolved',
  'public.set_question_vote',
  'public.set_review_hidden',
  'public.set_teacher_status',
  'public.set_user_active',
  'public.set_user_role',
  'public.start_module_quiz',
  'public.start_practice_exam',
  'public.submit_practice_exam',
  'public.submit_quiz_attempt',
  'public.teacher_course_students',
  'public.teacher_waiting_questions',
  'public.unlink_teacher_course',
  'public.update_teacher',
  // Selling (buyers and administrators).
  'public.export_sales',
  'public.get_book_download',
  'public.get_my_subscription',
  'public.get_order',
  'public.cancel_my_order',
  'public.get_my_course_refund',
  'public.get_order_receipt',
  'public.get_revenue_report',
  'public.grant_course_access',
  'public.has_course_access',
  'public.list_my_orders',
  'public.list_sales',
  'public.revoke_course_access',
  'public.start_order',
  // What a purchase would add, and the subscriber's reactivation (migration 20261210010000).
  'public.get_purchase_offer',
  'public.reactivate_subscription',
  // Tracks (followers and administrators).
  'public.admin_list_tracks',
  'public.admin_track_exam_courses',
  'public.delete_track',
  'public.follow_track',
  'public.get_my_track_progress',
  'public.save_track',
  'public.save_track_steps',
  'public.unfollow_track',
  // Engagement (migration 20261207000000): goals, points, ranking, e-mail consent, analytics.
  'public.get_course_analytics',
  'public.get_course_ranking',
  'public.get_my_email_preferences',
  'public.get_my_study_calendar',
  'public.get_my_study_week',
  'public.get_school_weeks',
  'public.list_my_points',
  'public.set_answer_solution',
  'public.set_course_ranking',
  'public.set_study_goal',
  'public.set_weekly_digest',
];
// The one function a visitor may call: the certificate behind an exact code (threat 19).
const PUBLIC_RPCS = ['public.verify_certificate'];
// What a course's certificate requires and which modules have a quiz (the course page, for visitors too).
const ASSESSMENT_PUBLIC_RPCS = ['public.get_course_assessments'];
const SERVICE_ROLE_ONLY_RPCS = [
  'public.discard_teacher_account',
  'public.reserve_account_origin',
  'public.setup_teacher_account',
  'public.sign_up_refusal',
  // The payment functions: a browser that could call these could mark its own order paid.
  'public.apply_payment_event',
  'public.apply_subscription_event',
  'public.record_checkout',
  // The renewal job (renew-subscriptions, migration 20261203000000).
  'public.prepare_subscription_renewals',
  'public.record_subscription_renewal',
  'public.settle_lapsed_subscriptions',
  // The expiry job, the guarantee's check and the refund e-mail (migration 20261210020000).
  'public.expire_abandoned_orders',
  'public.check_guarantee_refund',
  'public.claim_refund_mail',
  'public.release_refund_mail',
  'public.record_payment_started',
  // The reminder and digest jobs, the unsubscribe link's function, the school weeks' refresh.
  'public.claim_weekly_digests',
  'public.finish_weekly_digest',
  'public.refresh_course_analytics',
  'public.refresh_school_weeks',
  'public.send_goal_reminders',
  'public.unsubscribe_weekly_digest',
];
// A new account's address and income, before it has a session (one-time ticket).
const SIGN_UP_RPCS = ['public.submit_sign_up_details'];
// The public catalogue's search, for visitors too (migration 20261127000000).
const CATALOGUE_RPCS = ['public.catalogue_levels', 'public.search_courses'];
// The public track pages and the track certificate behind an exact code (migration 20261206000000).
const TRACK_PUBLIC_RPCS = [
  'public.course_tracks',
  'public.get_track',
  'public.list_tracks',
  'public.verify_track_certificate',
];
// Pure helpers whose EXECUTE stays with PUBLIC on purpose (CHECK constraints, column default,
// search index expressions evaluated as whoever writes the row): callable only by roles with
// USAGE on private.
const PUBLIC_PRIVATE_HELPERS = [
  'private.catalogue_search_text',
  'private.catalogue_search_vector',
  'private.course_progress',
  'private.course_search_document',
  'private.course_search_query',
  'private.is_search',
  'private.new_certificate_code',
  'private.normalize_search_text',
  'private.order_search_document',
  'private.profile_search_document',
  'private.search_document',
  'private.search_query',
  'private.search_words',
  'private.texts_are_filled',
];
const POLICY_HELPERS = [
  'private.has_role',
  'private.is_active_user',
  'private.is_admin',
  'private.is_enrolled',
  'private.my_course_ids',
  'private.my_open_course_ids',
  'private.teaches',
];

const INTENDED_FUNCTIONS: Record<ApiRole, string[]> = {
  anon: [
    ...PUBLIC_RPCS,
    ...ASSESSMENT_PUBLIC_RPCS,
    ...SIGN_UP_RPCS,
    ...CATALOGUE_RPCS,
    ...TRACK_PUBLIC_RPCS,
    ...PUBLIC_PRIVATE_HELPERS,
  ],
  authenticated: [
    ...PUBLIC_RPCS,
    ...ASSESSMENT_PUBLIC_RPCS,
    ...SIGN_UP_RPCS,
    ...ADMIN_AND_USER_RPCS,
    ...CATALOGUE_RPCS,
    ...TRACK_PUBLIC_RPCS,
    ...POLICY_HELPERS,
    ...PUBLIC_PRIVATE_HELPERS,
  ],
  // Supabase's default privileges give service_role every function in public; the migrations keep
  // that and add the create-teacher steps, which nobody else has.
  service_role: [
    ...PUBLIC_RPCS,
    ...ASSESSMENT_PUBLIC_RPCS,
    ...SIGN_UP_RPCS,
    ...ADMIN_AND_USER_RPCS,
    ...CATALOGUE_RPCS,
    ...TRACK_PUBLIC_RPCS,
    ...SERVICE_ROLE_ONLY_RPCS,
    ...PUBLIC_PRIVATE_HELPERS,
  ],
};

const INTENDED_SCHEMAS: Record<ApiRole, string[]> = {
  anon: ['public:USAGE'],
  // Policies run as the caller and call the private helpers.
  authenticated: ['private:USAGE', 'public:USAGE'],
  service_role: ['public:USAGE'],
};

// ---------------------------------------------------------------------------------------------

let db: postgres.Sql;
let databaseName: string;

beforeAll(async () => {
  databaseName = `grants_${randomUUID().replaceAll('-', '')}`;
  await server.unsafe(`create database ${databaseName} template template0`);
  const url = new URL(stack.databaseUrl);
  url.pathname = `/${databaseName}`;
  db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await applyMigrations(db);
});

afterAll(async () => {
  await db?.end();
  if (databaseName) await server.unsafe(`drop database if exists ${databaseName} with (force)`);
});

async function tablePrivileges(role: ApiRole): Promise<Record<string, TablePrivileges>> {
  const rows = await db<
    { table: string; privileges: string[]; columns: { privilege: string; column: string }[] }[]
  >`
    select c.relname as table,
           array(select p from unnest(${TABLE_PRIVILEGES}::text[]) as p
                 where has_table_privilege(${role}, c.oid, p)) as privileges,
           coalesce((select json_agg(json_build_object('privilege', p, 'column', a.attname) order by a.attnum)
                     from pg_attribute a, unnest(${[...COLUMN_PRIVILEGES]}::text[]) as p
                     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                       and not has_table_privilege(${role}, c.oid, p)
                       and has_column_privilege(${role}, c.oid, a.attnum, p)), '[]') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
    order by c.relname`;
  const result: Record<string, TablePrivileges> = {};
  for (const row of rows) {
    const entry: TablePrivileges = {};
    if (row.privileges.length > 0) entry.table = [...row.privileges].sort();
    for (const privilege of COLUMN_PRIVILEGES) {
      const columns = row.columns.filter((item) => item.privilege === privilege).map((item) => item.column);
      if (columns.length > 0) entry[privilege.toLowerCase() as Lowercase<typeof privilege>] = columns.sort();
    }
    result[row.table] = entry;
  }
  return result;
}

function normalise(intended: Record<string, TablePrivileges>, tables: string[]) {
  return Object.fromEntries(
    tables.map((table) => {
      const entry = intended[table] ?? {};
      return [
        table,
        Object.fromEntries(Object.entries(entry).map(([key, list]) => [key, [...(list as string[])].sort()])),
      ];
    }),
  );
}

async function executableFunctions(role: ApiRole) {
  const rows = await db<{ name: string }[]>`
    select distinct n.nspname || '.' || p.proname as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and has_function_privilege(${role}, p.oid, 'EXECUTE')
    order by 1`;
  return rows.map((row) => row.name);
}

async function schemaPrivileges(role: ApiRole) {
  const rows = await db<{ grant: string }[]>`
    select s.schema || ':' || p as grant
    from unnest(array['public', 'private']) as s(schema), unnest(array['USAGE', 'CREATE']) as p
    where has_schema_privilege(${role}, s.schema, p)
    order by 1`;
  return rows.map((row) => row.grant);
}

describe('grants written by the migrations (plain Postgres, before any API layer touches them)', () => {
  it('the migrations apply on a database with Supabase’s default privileges', async () => {
    const [row] = await db<{ tables: number }[]>`
      select count(*)::int as tables from pg_tables where schemaname = 'public'`;
    expect(row!.tables).toBe(Object.keys(INTENDED_TABLES.authenticated).length);
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`${role}: table and column privileges on every table in public are exactly the intended ones`, async () => {
      const actual = await tablePrivileges(role);
      expect(actual).toEqual(normalise(INTENDED_TABLES[role], Object.keys(actual)));
    });
  }

  it('anon: no insert, update, delete or truncate anywhere; reads only the catalogue tables', async () => {
    const actual = await tablePrivileges('anon');
    const writes = Object.entries(actual).filter(
      ([, entry]) => entry.insert || entry.update || entry.table?.some((privilege) => privilege !== 'SELECT'),
    );
    expect(writes).toEqual([]);
    expect(Object.keys(actual).filter((table) => actual[table]!.table?.includes('SELECT'))).toEqual([
      'books',
      'course_modules',
      'course_review_cards',
      'courses',
      'lesson_outlines',
      'lessons',
      'plan_courses',
      'plan_tracks',
      'pricing_plans',
      'track_steps',
      'tracks',
    ]);
  });

  it('authenticated: server-owned columns are never writable by the browser', async () => {
    const rows = await db<{ column: string }[]>`
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
      order by 1`;
    expect(rows).toEqual([]);
  });

  for (const role of ['anon', 'authenticated', 'service_role'] as const) {
    it(`${role}: EXECUTE on exactly the intended functions of public and private`, async () => {
      expect(await executableFunctions(role)).toEqual([...INTENDED_FUNCTIONS[role]].sort());
    });

    it(`${role}: schema privileges (private is for policies only)`, async () => {
      expect(await schemaPrivileges(role)).toEqual(INTENDED_SCHEMAS[role]);
    });
  }
});
