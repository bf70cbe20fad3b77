// create-teacher edge function: wiring only (environment, clients, strategy); the request
// handling is in handler.ts. See handler.ts for the contract and accounts.ts for the strategies.
import { allowedOrigins, anonKey, serviceClient, supabaseUrl } from '../_shared/env.ts';
import { adminAccounts, signupAccounts } from './accounts.ts';
import { createTeacherHandler } from './handler.ts';

const service = serviceClient();

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
    allowedOrigins,
  }),
);
