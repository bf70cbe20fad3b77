// One transactional e-mail, and what sends it: Resend's HTTP API on hosted projects, the
// function's own log locally (docs/engagement-mail.md → Provider). Pure (no Deno globals).

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The same key for the same e-mail: the provider sends it once even when the job that
   * asked twice (a retry after a timeout) does not know the first request went through.
   */
  idempotencyKey: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  name: 'resend' | 'console';
  /** Resolves with the provider's id of the message; rejects when it was not accepted. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

export class MailerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MailerError';
  }
}
