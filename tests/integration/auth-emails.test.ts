// The e-mails Auth sends, in Portuguese: the templates wired in supabase/config.toml (read by the
// official CLI, hosted projects and lite alike) and the local stack printing them as text
// (scripts/lib/local-mail.mjs), as `npm run dev` prints them in its terminal.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ConsoleEmailDriver } from '@supabase/lite';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { formatLocalMail, htmlToText, REAUTHENTICATION_TEMPLATE } from '../../scripts/lib/local-mail.mjs';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { readProjectConfig, writeStackConfig } from '../../scripts/lib/stack-config.mjs';
import { anonClient, createUser, readAuthLog } from '../support/stack';

interface Template {
  subject: string;
  content_path: string;
}

const templates = (readProjectConfig() as { auth: { email: { template: Record<string, Template> } } }).auth
  .email.template;

/** Variables Auth fills; our templates use the `{{ .Name }}` form only, which lite fills too. */
const VARIABLES = ['ConfirmationURL', 'Token', 'Email', 'NewEmail'];

/** The part of the stack's log from the last e-mail to `address` on. */
async function lastMailTo(address: string) {
  await expect
    .poll(() => readAuthLog().lastIndexOf(`Para: ${address}`), { timeout: 10_000 })
    .toBeGreaterThan(-1);
  const log = readAuthLog();
  const start = log.lastIndexOf(`Para: ${address}`);
  const end = log.indexOf('[e-mail local', start);
  return log.slice(start, end === -1 ? undefined : end);
}

describe('templates in supabase/config.toml', () => {
  /** Each template file, and the subject it is sent with (config.toml, or the dashboard for reauthentication). */
  const files: [string, string, string][] = [
    ...Object.entries(templates).map(([name, template]): [string, string, string] => [
      name,
      template.content_path,
      template.subject,
    ]),
    ['reauthentication', `./${REAUTHENTICATION_TEMPLATE.contentPath}`, REAUTHENTICATION_TEMPLATE.subject],
  ];

  it('wire the four e-mails of sign-up, recovery, e-mail change and magic link', () => {
    expect(Object.keys(templates).sort()).toEqual(['confirmation', 'email_change', 'magic_link', 'recovery']);
  });

  it('are in Portuguese, name the brand in the subject, and use only variables lite fills too', () => {
    for (const [name, contentPath, subject] of files) {
      expect(subject, name).toMatch(/Trilha Cloud/);
      expect(contentPath, name).toBe(`./supabase/templates/${name}.html`);
      const file = path.join(projectRoot, contentPath);
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html, name).toContain('<html lang="pt-BR">');
      const used = [...html.matchAll(/\{\{\s*\.?(\w+)[^}]*\}\}/g)].map((match) => match[1]);
      expect(
        used.filter((variable) => !VARIABLES.includes(variable!)),
        name,
      ).toEqual([]);
      // Every placeholder in the simple form lite fills as well (no Go template logic).
      expect(
        html.match(/\{\{[^}]*\}\}/g)?.every((tag) => /^\{\{ \.\w+ \}\}$/.test(tag)),
        name,
      ).toBe(true);
      expect(htmlToText(html), name).toMatch(/\{\{ \.Token \}\}/);
    }
  });

  it('the local stacks read config.toml as it is (lite refuses unknown keys, so none are there)', () => {
    const file = writeStackConfig({
      name: `emails-test-${process.pid}`,
      appOrigin: 'http://localhost:5399',
      database: { driver: 'postgres', url: 'postgres://postgres:postgres@127.0.0.1:5432/postgres' },
    });
    try {
      const written = parse(readFileSync(file, 'utf8')) as unknown as {
        auth: { email: { template: Record<string, Template> } };
      };
      expect(written.auth.email.template).toEqual(templates);
    } finally {
      rmSync(file, { force: true });
    }
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, writes links as "label: address" and decodes entities', () => {
    const html = `<html><head><title>x</title><style>p{color:red}</style></head><body>
      <p>Olá &amp; bem-vindo,<br />Ana</p>
      <p><a href="https://exemplo.dev/a?x=1&amp;y=2"
          style="color: blue">Entrar</a
        ></p>
      <p><a href="https://exemplo.dev/b">https://exemplo.dev/b</a></p><table><tr><td>fim&nbsp;123456</td></tr></table>
    </body></html>`;
    expect(htmlToText(html)).toBe(
      'Olá & bem-vindo,\nAna\n\nEntrar: https://exemplo.dev/a?x=1&y=2\n\nhttps://exemplo.dev/b\n\nfim 123456',
    );
  });
});

describe('the local stack prints each e-mail in Portuguese', () => {
  it('recovery: subject, text, link and code of our template, nothing of lite’s English one', async () => {
    const user = await createUser();
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const mail = await lastMailTo(user.email);
    expect(mail).toContain('Assunto: Redefinição de senha da Trilha Cloud');
    expect(mail).toContain(
      `Recebemos um pedido para redefinir a senha da conta ${user.email} na Trilha Cloud.`,
    );
    expect(mail).toMatch(/Criar nova senha: http:\/\/\S+\/auth\/v1\/verify\?token=\w+&type=recovery/);
    expect(mail).toMatch(/Se preferir, use este código:\n\n\d{6}\n/);
    expect(mail).not.toMatch(/Reset your password|Follow this link|Subject:/);
  });

  it('magic link and e-mail change', async () => {
    const user = await createUser();
    expect(
      (await anonClient().auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } }))
        .error,
    ).toBeNull();
    const magic = await lastMailTo(user.email);
    expect(magic).toContain('Assunto: Seu link de acesso à Trilha Cloud');
    expect(magic).toMatch(/Entrar na Trilha Cloud: http:\/\/\S+type=magiclink/);

    const newAddress = user.email.replace('@', '.nova@');
    expect((await user.client.auth.updateUser({ email: newAddress })).error).toBeNull();
    await expect
      .poll(() => readAuthLog().includes('Assunto: Confirme seu novo e-mail na Trilha Cloud'), {
        timeout: 10_000,
      })
      .toBe(true);
    const log = readAuthLog();
    const change = log.slice(log.lastIndexOf('Assunto: Confirme seu novo e-mail'));
    expect(change).toContain(`de ${user.email} para ${newAddress}`);
    expect(change).toMatch(/Confirmar a troca de e-mail: http:\/\/\S+type=email_change/);
  });

  it('reauthentication (lite has no template for it): ours, filled with the code lite generated', async () => {
    const user = await createUser();
    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const mail = await lastMailTo(user.email);
    expect(mail).toContain('Assunto: Código de confirmação da Trilha Cloud');
    expect(mail).toMatch(/digite este código na Trilha Cloud:\n\n\d{6}\n/);
    expect(mail).not.toContain('Enter this code');
  });

  it('the printer replaces lite’s own: the driver lite uses (in this process too) prints our text', () => {
    const lines: string[] = [];
    const driver = new ConsoleEmailDriver({
      logger: { info: (line: string) => lines.push(line) } as unknown as Console,
    });
    const html = readFileSync(path.join(projectRoot, templates.recovery!.content_path), 'utf8')
      .replaceAll('{{ .Email }}', 'ana@exemplo.dev')
      .replaceAll('{{ .ConfirmationURL }}', 'http://localhost:5173/auth/v1/verify?token=abc&type=recovery')
      .replaceAll('{{ .Token }}', '123456');
    void driver.send({ to: 'ana@exemplo.dev', subject: 'Redefinição', text: 'Reset your password', html });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      formatLocalMail({ to: 'ana@exemplo.dev', subject: 'Redefinição', text: 'Reset your password', html }),
    );
    expect(lines[0]).toContain(
      'Criar nova senha: http://localhost:5173/auth/v1/verify?token=abc&type=recovery',
    );
    expect(lines[0]).not.toContain('Reset your password');
  });
});
