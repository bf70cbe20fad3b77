// create-teacher edge function: wiring only (environment, clients, strategy); the request
// handling is in handler.ts. See handler.ts for the contract and accounts.ts for the strategies.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { adminAccounts, signupAccounts } from './accounts.ts';
import { createTeacherHandler } from './handler.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

const service = createClient<Database>(supabaseUrl, serviceRoleKey, noSession);

// 'admin' unless the local stack (scripts/lib/functions-server.mjs) explicitly asks for 'signup';
// never guessed.
const accounts =
  Deno.env.get('CREATE_TEACHER_USER_STRATEGY') === 'signup'
    ? signupAccounts({ supabaseUrl, anonKey, service })
    : adminAccounts(service.auth.admin);

Deno.serve(
  createTeacherHandler({
    service,
    accounts,
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
  }),
);
