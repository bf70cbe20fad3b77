export interface RunningStack {
  url: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  authLogFile: string;
  /** The local payment provider (scripts/lib/payment-stand-in.mjs). */
  paymentStandInUrl: string;
  /** The webhook secret the stand-in signs with and payment-webhook checks. */
  paymentWebhookSecret: string;
  stop: () => Promise<void>;
}
export function startStack(options?: {
  name?: string;
  port?: number;
  siteUrl?: string;
  projectDirectory?: string;
  emailConfirmations?: boolean;
}): Promise<RunningStack>;
