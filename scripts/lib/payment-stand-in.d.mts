export const REFUSED_TEST_CARD: string;
export function signNotification(options: {
  dataId: string;
  requestId: string;
  ts: string;
  secret: string;
}): string;
export function startPaymentStandIn(options: {
  port?: number;
  accessToken: string;
  webhookSecret: string;
  webhookUrl?: string;
  pixLifetimeMs?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export function localPaymentSecrets(): { accessToken: string; webhookSecret: string };
