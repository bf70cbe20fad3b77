export interface RunningStack {
  url: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  authLogFile: string;
  stop: () => Promise<void>;
}
export function startStack(options?: {
  name?: string;
  port?: number;
  siteUrl?: string;
  projectDirectory?: string;
  emailConfirmations?: boolean;
}): Promise<RunningStack>;
