// The environment every process of the local stack runs with, applied as soon as this module is
// imported. @supabase/lite reads its feature flags once, when it is first imported: storage must
// be switched on before that, or /storage/v1 answers 404 for the life of the process (docs/tooling.md,
// "Storage and lite's feature flags"). Any module that imports lite imports this one first.
export const LOCAL_STACK_ENV = Object.freeze({
  EXPERIMENTAL_STORAGE: '1',
  LITE_TELEMETRY: '0',
  DO_NOT_TRACK: '1',
});

/** Environment every local-stack process needs (storage on, telemetry off). */
export function localStackEnv() {
  return { ...LOCAL_STACK_ENV };
}

Object.assign(process.env, LOCAL_STACK_ENV);
