import { describe, expect, it } from 'vitest';
import { MailerError } from './mailer.ts';
import { resendMailer } from './resend.ts';

const mail = {
  to: 'aluna@exemplo.com.br',
  subject: 'Assunto',
  html: '<p>Olá</p>',
  text: 'Olá',
  idempotencyKey: 'weekly-digest/2026-11-23/3f0c6a2e',
  headers: { 'List-Unsubscribe': '<https://exemplo.supabase.co/functions/v1/email-unsubscribe?token=t>' },
};

describe('resendMailer', () => {
  it("POSTs one e-mail to Resend's /emails with the key, the idempotency key and the headers", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const mailer = resendMailer({
      apiKey: 're_teste',
      from: 'Trilha Cloud <resumo@trilha.cloud>',
      fetch: (url, init) => {
        calls.push({ url: String(url), init: init! });
        return Promise.resolve(Response.json({ id: 'email-1' }));
      },
    });
    await expect(mailer.send(mail)).resolves.toEqual({ id: 'email-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.resend.com/emails');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer re_teste');
    expect(headers['Idempotency-Key']).toBe(mail.idempotencyKey);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: 'Trilha Cloud <resumo@trilha.cloud>',
      to: ['aluna@exemplo.com.br'],
      subject: 'Assunto',
      html: '<p>Olá</p>',
      text: 'Olá',
      headers: mail.headers,
    });
  });

  it('rejects with the status when Resend refuses the e-mail', async () => {
    const mailer = resendMailer({
      apiKey: 're_teste',
      from: 'Trilha Cloud <resumo@trilha.cloud>',
      fetch: () => Promise.resolve(Response.json({ message: 'Invalid `from` field.' }, { status: 422 })),
    });
    const failure = await mailer.send(mail).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailerError);
    expect((failure as MailerError).status).toBe(422);
  });

  it('keeps under the rate limit: waits between e-mails, and once as told after a 429', async () => {
    let now = 0;
    const waits: number[] = [];
    const answers = [
      Response.json({ id: 'email-1' }),
      new Response(JSON.stringify({ message: 'Too many requests' }), {
        status: 429,
        headers: { 'retry-after': '2' },
      }),
      Response.json({ id: 'email-2' }),
    ];
    const mailer = resendMailer({
      apiKey: 're_teste',
      from: 'Trilha Cloud <resumo@trilha.cloud>',
      fetch: () => Promise.resolve(answers.shift()!),
      clock: () => now,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        now += milliseconds;
        return Promise.resolve();
      },
    });
    await expect(mailer.send(mail)).resolves.toEqual({ id: 'email-1' });
    now += 100;
    await expect(mailer.send(mail)).resolves.toEqual({ id: 'email-2' });
    expect(waits).toEqual([450, 2000]);
  });
});
