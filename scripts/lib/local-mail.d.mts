export interface CapturedMail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}
export function htmlToText(html: string): string;
export function fillTemplate(template: string, values: Record<string, unknown>): string;
export function formatLocalMail(captured: CapturedMail): string;
export const REAUTHENTICATION_TEMPLATE: { subject: string; contentPath: string };
