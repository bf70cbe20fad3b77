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
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack({ name: 'integration' });
  const { stop, ...info } = stack;
  project.provide('stack', info);
  return stop;
}
