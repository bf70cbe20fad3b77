export interface RunningStack {
  url: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  authLogFile: string;
  /** True when this start made the database (migrations and seed); false when it found one. */
  created: boolean;
  /** The local payment provider (scripts/lib/payment-stand-in.mjs); unset with `payments: 'environment'`. */
  paymentStandInUrl: string;
  /** The webhook secret the stand-in signs with and payment-webhook checks. */
  paymentWebhookSecret: string;
  /** The local NFS-e provider (scripts/lib/fiscal-stand-in.mjs); unset with `fiscal: 'environment'`. */
  fiscalStandInUrl: string;
  stop: () => Promise<void>;
}
export function startStack(options?: {
  name?: string;
  port?: number;
  siteUrl?: string;
  projectDirectory?: string;
  emailConfirmations?: boolean;
  dataDirectory?: string;
  onOutput?: (text: string) => void;
  payments?: 'stand-in' | 'environment';
  fiscal?: 'stand-in' | 'environment';
}): Promise<RunningStack>;
