export function notaPdf(lines: string[]): Buffer;
export function startFiscalStandIn(options: {
  port?: number;
  token: string;
  processingMs?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export function localFiscalToken(): string;
