// create-teacher: an administrador registers a teacher (confirmed account, role professor,
// teacher_docs and an optional course link). The caller is authorised from the database
// (user_roles), never from the body or JWT metadata.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { parseCreateTeacherBody, type CreateTeacherInput } from './validate.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
// 'admin' (production): the Auth admin API. 'signup': the documented local fallback for
// @supabase/lite, which has no admin API; chosen explicitly by the local stack, never guessed.
const userStrategy = Deno.env.get('CREATE_TEACHER_USER_STRATEGY') ?? 'admin';

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

async function createConfirmedUser(service: SupabaseClient, input: CreateTeacherInput) {
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

function isDuplicateEmail(message: string) {
  return /already (been )?registered|already exists|duplicate/i.test(message);
}

Deno.serve(async (request) => {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  if (request.method !== 'POST') return jsonResponse({ error: 'Método não permitido' }, 405, cors);

  const authorization = request.headers.get('Authorization') ?? '';
  const token = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (!token) return jsonResponse({ error: 'Não autenticado' }, 401, cors);

  const service = createClient(supabaseUrl, serviceRoleKey, noSession);
  const { data: caller, error: callerError } = await service.auth.getUser(token);
  if (callerError || !caller.user) return jsonResponse({ error: 'Sessão inválida ou expirada' }, 401, cors);

  const { data: adminRole, error: roleError } = await service
    .from('user_roles')
    .select('role')
    .eq('user_id', caller.user.id)
    .eq('role', 'administrador')
    .maybeSingle();
  if (roleError) return jsonResponse({ error: 'Erro ao verificar permissões' }, 500, cors);
  if (!adminRole) return jsonResponse({ error: 'Acesso negado' }, 403, cors);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonResponse({ error: 'Corpo da requisição inválido' }, 400, cors);
  }
  const parsed = parseCreateTeacherBody(body);
  if ('error' in parsed) return jsonResponse({ error: parsed.error }, 400, cors);
  const input = parsed.data;

  if (input.courseId) {
    const { data: course } = await service
      .from('courses')
      .select('id')
      .eq('id', input.courseId)
      .maybeSingle();
    if (!course) return jsonResponse({ error: 'Curso não encontrado' }, 400, cors);
  }

  const { userId, error: createError } = await createConfirmedUser(service, input);
  if (createError || !userId) {
    const message = createError?.message ?? 'Erro ao cadastrar professor';
    if (isDuplicateEmail(message))
      return jsonResponse({ error: 'Um usuário com este email já existe' }, 409, cors);
    return jsonResponse({ error: message }, 400, cors);
  }

  // The sign-up trigger made the user an aluno; a teacher has exactly one role, professor.
  const steps = [
    () => service.from('user_roles').update({ role: 'professor' }).eq('user_id', userId),
    () => service.from('profiles').update({ phone: input.phone }).eq('id', userId),
    () =>
      service.from('teacher_docs').insert({
        user_id: userId,
        bio: input.bio,
        specialization: input.specialization,
        status: 'ativo',
      }),
    () =>
      input.courseId
        ? service.from('teacher_courses').insert({ teacher_id: userId, course_id: input.courseId })
        : Promise.resolve({ error: null }),
  ];
  for (const step of steps) {
    const { error } = await step();
    if (error) return jsonResponse({ error: error.message }, 500, cors);
  }

  return jsonResponse({ user_id: userId, email: input.email }, 201, cors);
});
