// Resend (https://resend.com/docs/api-reference/emails/send-email): POST /emails with the API key
// as a bearer token. Plain fetch, no SDK: one call, and the function bundle stays small.
import { type Mailer, MailerError, type OutgoingMail } from './mailer.ts';

export const RESEND_API_URL = 'https://api.resend.com';

export interface ResendOptions {
  apiKey: string;
  /** "Trilha Cloud <resumo@trilha.cloud>": a sender on a domain verified in Resend. */
  from: string;
  replyTo?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}

export function resendMailer(options: ResendOptions): Mailer {
  const apiUrl = (options.apiUrl ?? RESEND_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'resend',
    async send(mail: OutgoingMail) {
      const response = await doFetch(`${apiUrl}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          // Resend keeps the key for 24 hours and answers the first message's id again.
          'Idempotency-Key': mail.idempotencyKey,
        },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(options.replyTo && { reply_to: options.replyTo }),
          ...(mail.headers && { headers: mail.headers }),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!response.ok || !answer?.id) {
        throw new MailerError(`Resend answered ${response.status}: ${answer?.message ?? 'no id'}`, response.status);
      }
      return { id: answer.id };
    },
  };
}
