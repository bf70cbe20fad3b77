export const E2E_APP_PORT: number;
export const E2E_STACK_PORT: number;
export const E2E_APP_URL: string;
export const E2E_STACK_URL: string;
export const E2E_DIST_DIR: string;
export const E2E_RESULTS_DIR: string;
export function outputFolder(
  variable: string,
  defaultFolder: string,
  env?: Record<string, string | undefined>,
): string;
