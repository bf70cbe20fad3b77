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
  /**
   * Resend accepts 2 requests per second per team by default: one e-mail every 550 ms stays
   * under it (docs/engagement-mail.md → Provider).
   */
  minIntervalMs?: number;
  sleep?: (milliseconds: number) => Promise<void>;
  clock?: () => number;
}

export function resendMailer(options: ResendOptions): Mailer {
  const apiUrl = (options.apiUrl ?? RESEND_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const minIntervalMs = options.minIntervalMs ?? 550;
  const sleep =
    options.sleep ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)));
  const clock = options.clock ?? (() => Date.now());
  let lastRequestAt = -Infinity;

  async function post(mail: OutgoingMail): Promise<Response> {
    const wait = lastRequestAt + minIntervalMs - clock();
    if (wait > 0) await sleep(wait);
    lastRequestAt = clock();
    return await doFetch(`${apiUrl}/emails`, {
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
  }

  return {
    name: 'resend',
    async send(mail: OutgoingMail) {
      let response = await post(mail);
      if (response.status === 429) {
        // Over the rate limit all the same (another sender on the team): wait as told, once.
        const retryAfter = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000);
        response = await post(mail);
      }
      const answer = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!response.ok || !answer?.id) {
        throw new MailerError(
          `Resend answered ${response.status}: ${answer?.message ?? 'no id'}`,
          response.status,
        );
      }
      return { id: answer.id };
    },
  };
}
