// create-teacher: an administrador registers a teacher (confirmed account, role professor,
// teacher_docs and an optional course link).
//
// Order of checks: CORS preflight → method → bearer token (401) → the token's user (401) → that
// user is an active administrador, read from the database (403) → body (400) → course (400).
// Nothing is created before all of them pass. The caller is authorised from user_roles and
// profiles only, never from the body or the JWT's metadata; any role or id in the body is ignored.
//
// Answers: 201 {user_id, email}; errors {error: text} with 400/401/403/405/409/500.
// A duplicate e-mail is 409 'Um usuário com este email já existe' (the UI shows
// 'Este email já está cadastrado no sistema').
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { parseCreateTeacherBody, type CreateTeacherInput } from './validate.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
// 'admin' (production): the Auth admin API. 'signup': the documented local fallback for
// @supabase/lite, which has no admin API (sign-up through a throwaway client; local Auth has
// e-mail confirmations off, so the account is confirmed). Chosen explicitly by the local stack
// (scripts/lib/functions-server.mjs), never guessed.
const userStrategy = Deno.env.get('CREATE_TEACHER_USER_STRATEGY') === 'signup' ? 'signup' : 'admin';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

const DUPLICATE_EMAIL = 'Um usuário com este email já existe';

interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
}

function isDuplicateEmail(error: AuthFailure) {
  return (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    /already (been )?registered|already exists|duplicate/i.test(error.message)
  );
}

async function createConfirmedUser(
  service: SupabaseClient,
  input: CreateTeacherInput,
): Promise<{ userId: string | null; error: AuthFailure | null }> {
  const metadata = { full_name: input.fullName, phone: input.phone };
  if (userStrategy === 'signup') {
    const throwaway = createClient(supabaseUrl, anonKey, noSession);
    const { data, error } = await throwaway.auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: metadata },
    });
    return { userId: data.user?.id ?? null, error };
  }
  const { data, error } = await service.auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: true,
    user_metadata: metadata,
  });
  return { userId: data.user?.id ?? null, error };
}

/** Best effort: a half-created teacher must not stay behind (only the admin API can delete users). */
async function removeUser(service: SupabaseClient, userId: string) {
  if (userStrategy !== 'admin') return;
  const { error } = await service.auth.admin.deleteUser(userId);
  if (error) console.error(`create-teacher: could not remove user ${userId} after a failure`, error.message);
}

async function handle(request: Request, cors: Record<string, string>): Promise<Response> {
  if (request.method !== 'POST') return jsonResponse({ error: 'Método não permitido' }, 405, cors);

  const authorization = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const token = match?.[1] ?? '';
  if (!token) return jsonResponse({ error: 'Não autenticado' }, 401, cors);

  const service = createClient(supabaseUrl, serviceRoleKey, noSession);
  const { data: caller, error: callerError } = await service.auth.getUser(token);
  if (callerError || !caller.user) return jsonResponse({ error: 'Sessão inválida ou expirada' }, 401, cors);

  // One read: the caller's active flag and role (user_roles embedded through its foreign key).
  const { data: account, error: accountError } = await service
    .from('profiles')
    .select('is_active, user_roles(role)')
    .eq('id', caller.user.id)
    .maybeSingle();
  if (accountError) {
    console.error('create-teacher: permission check failed', accountError);
    return jsonResponse({ error: 'Erro ao verificar permissões' }, 500, cors);
  }
  const embedded = (account as { user_roles?: unknown } | null)?.user_roles;
  const roles = (Array.isArray(embedded) ? embedded : embedded ? [embedded] : []) as { role?: string }[];
  const isActiveAdmin = account?.is_active === true && roles.some((row) => row.role === 'administrador');
  if (!isActiveAdmin) return jsonResponse({ error: 'Acesso negado' }, 403, cors);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonResponse({ error: 'Corpo da requisição inválido' }, 400, cors);
  }
  const parsed = parseCreateTeacherBody(body);
  if ('error' in parsed) return jsonResponse({ error: parsed.error }, 400, cors);
  const input = parsed.data;

  let specialization = input.specialization;
  if (input.courseId) {
    const { data: course, error } = await service
      .from('courses')
      .select('id, title')
      .eq('id', input.courseId)
      .maybeSingle();
    if (error) return jsonResponse({ error: 'Erro ao verificar o curso' }, 500, cors);
    if (!course) return jsonResponse({ error: 'Curso não encontrado' }, 400, cors);
    specialization ??= course.title;
  }

  const { userId, error: createError } = await createConfirmedUser(service, input);
  if (createError || !userId) {
    if (createError && isDuplicateEmail(createError))
      return jsonResponse({ error: DUPLICATE_EMAIL }, 409, cors);
    return jsonResponse({ error: createError?.message || 'Erro ao cadastrar professor' }, 400, cors);
  }

  // The sign-up trigger made the user an aluno with a profile; a teacher has exactly one role.
  const steps = [
    () =>
      service.from('user_roles').upsert({ user_id: userId, role: 'professor' }, { onConflict: 'user_id' }),
    () => service.from('profiles').update({ full_name: input.fullName, phone: input.phone }).eq('id', userId),
    () =>
      service.from('teacher_docs').insert({
        user_id: userId,
        bio: input.bio,
        specialization,
        status: 'ativo',
      }),
    () =>
      input.courseId
        ? service.from('teacher_courses').insert({ teacher_id: userId, course_id: input.courseId })
        : Promise.resolve({ error: null }),
  ];
  for (const step of steps) {
    const { error } = await step();
    if (error) {
      await removeUser(service, userId);
      return jsonResponse({ error: error.message || 'Erro ao cadastrar professor' }, 500, cors);
    }
  }

  return jsonResponse({ user_id: userId, email: input.email }, 201, cors);
}

Deno.serve(async (request) => {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  try {
    return await handle(request, cors);
  } catch (error) {
    console.error('create-teacher: unexpected failure', error);
    return jsonResponse({ error: 'Erro inesperado ao cadastrar professor' }, 500, cors);
  }
});
