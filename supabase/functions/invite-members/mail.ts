// The invitation e-mail (pt-BR): who invites, for what, the link to accept. Pure.
import type { OutgoingMail } from '../_shared/mail/mailer.ts';

export interface InvitationMail {
  id: string;
  email: string;
  token: string;
  expiresAt: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function expiryDate(expiresAt: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' }).format(
    new Date(expiresAt),
  );
}

export function invitationMail(
  invitation: InvitationMail,
  company: { legalName: string; productTitle: string | null },
  siteUrl: string,
): OutgoingMail {
  const link = `${siteUrl}/convite/${invitation.token}`;
  const what = company.productTitle ? ` e liberou para você uma licença de ${company.productTitle}` : '';
  const subject = `Convite de ${company.legalName} na Trilha Cloud`;
  const text = [
    'Olá!',
    '',
    `${company.legalName} convidou você para a equipe na Trilha Cloud${what}.`,
    '',
    `Para aceitar, abra o link abaixo e entre (ou crie sua conta) com este email (${invitation.email}):`,
    link,
    '',
    `O convite vale até ${expiryDate(invitation.expiresAt)}.`,
    'Se você não esperava este convite, ignore este email.',
  ].join('\n');
  const html = `<p>Olá!</p>
<p><strong>${escapeHtml(company.legalName)}</strong> convidou você para a equipe na Trilha Cloud${escapeHtml(what)}.</p>
<p>Para aceitar, entre (ou crie sua conta) com este email (${escapeHtml(invitation.email)}):</p>
<p><a href="${escapeHtml(link)}">Aceitar convite</a></p>
<p>O convite vale até ${escapeHtml(expiryDate(invitation.expiresAt))}. Se você não esperava este convite, ignore este email.</p>`;
  return { to: invitation.email, subject, text, html, idempotencyKey: `invitation-${invitation.id}` };
}
