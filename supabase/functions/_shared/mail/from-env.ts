// Picks the mailer from the function secrets (README → Resumo semanal e lembretes). Deno-only.
// RESEND_API_KEY set: Resend. MAIL_TRANSPORT=console (set by the local scripts only): the log.
// Neither: null, and the job answers 503 mail_not_configured rather than pretend to send.
import { consoleMailer } from './console.ts';
import type { Mailer } from './mailer.ts';
import { resendMailer } from './resend.ts';

export function mailerFromEnv(functionName: string): Mailer | null {
  const apiKey = Deno.env.get('RESEND_API_KEY')?.trim();
  if (apiKey) {
    const from = Deno.env.get('MAIL_FROM')?.trim();
    if (!from) {
      console.error(`${functionName}: MAIL_FROM is not set (README → Resumo semanal e lembretes)`);
      return null;
    }
    return resendMailer({ apiKey, from, replyTo: Deno.env.get('MAIL_REPLY_TO')?.trim() || undefined });
  }
  if (Deno.env.get('MAIL_TRANSPORT')?.trim() === 'console') return consoleMailer();
  console.error(`${functionName}: RESEND_API_KEY is not set (README → Resumo semanal e lembretes)`);
  return null;
}
