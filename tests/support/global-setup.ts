// Starts one fresh local Supabase (real Postgres + our migrations and seed, lite, Deno) for the
// whole integration run and stops it afterwards.
import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/lib/stack.mjs';

export interface StackInfo {
  url: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  authLogFile: string;
  paymentStandInUrl: string;
  paymentWebhookSecret: string;
  fiscalStandInUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  // Test accounts' passwords hashed at bcrypt's lowest cost (lite's own setting; its default, 10,
  // costs ≈ 0.1 s of CPU per sign-up and sign-in): docs/testing.md, "Speed".
  process.env.LITE_AUTH_BCRYPT_COST ??= '4';
  const stack = await startStack({ name: 'integration' });
  const { stop, ...info } = stack;
  project.provide('stack', info);
  return stop;
}
