// The local "provider": prints the e-mail to the function's log, in the same form as the local
// Auth e-mails (scripts/lib/local-mail.mjs), so `npm run dev`'s terminal shows what would be sent.
import type { Mailer, OutgoingMail } from './mailer.ts';

export function formatConsoleMail(mail: OutgoingMail): string {
  return [
    '[e-mail local, não enviado]',
    `Para: ${mail.to}`,
    `Assunto: ${mail.subject}`,
    '',
    mail.text,
    '',
  ].join('\n');
}

export function consoleMailer(print: (text: string) => void = (text) => console.log(text)): Mailer {
  return {
    name: 'console',
    send(mail: OutgoingMail) {
      print(formatConsoleMail(mail));
      return Promise.resolve({ id: `local-${mail.idempotencyKey}` });
    },
  };
}
