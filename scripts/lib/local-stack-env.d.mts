export const LOCAL_STACK_ENV: Readonly<Record<string, string>>;
export function localStackEnv(): Record<string, string>;
