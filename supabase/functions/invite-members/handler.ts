// invite-members: a gestor invites people by e-mail (one, or a CSV's list); the database decides
// everything (invite_members AS THE CALLER: who may invite, each row's validity, the seats left,
// all or nothing) and answers the raw tokens once; this function mails each one its link and
// never returns the tokens to the browser. docs/companies.md → Invitations.
//
// Order: CORS preflight → method → bearer token (401) → body (400) → invite_members (its
// refusal as is; invitation_rows_invalid carries the bad rows) → one e-mail per invitation.
import { readBody } from '../_shared/body.ts';
import { databaseReasonCode, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse } from '../_shared/http.ts';
import type { Mailer } from '../_shared/mail/mailer.ts';
import type { ServiceClient } from '../_shared/supabase.ts';
import { invitationMail } from './mail.ts';
import { inviteMembersBody } from './validate.ts';

export interface InviteMembersDependencies {
  service: ServiceClient;
  clientFor: (token: string) => ServiceClient;
  mailer: Mailer | null;
  /** The site's origin (PUBLIC_SITE_URL): the invitation links. */
  siteUrl: string;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

interface Invited {
  legal_name: string;
  product_title: string | null;
  invitations: { id: string; email: string; token: string; expires_at: string }[];
}

function rowsOf(details: string | undefined): unknown {
  try {
    return (JSON.parse(details ?? '') as { rows?: unknown }).rows ?? [];
  } catch {
    return [];
  }
}

export const inviteMembersHandler = browserFunction<InviteMembersDependencies>(
  { name: 'invite-members', failureCode: 'invitation_mail_failed' },
  async (request, cors, { service, clientFor, mailer, siteUrl, logError }) => {
    const caller = await signedInCaller(request, service, cors);
    if (caller instanceof Response) return caller;
    const input = await readBody(request, inviteMembersBody, {
      invalid: 'invalid_invitation_request',
      headers: cors,
    });
    if (input instanceof Response) return input;
    if (!mailer || !siteUrl) return refuse('mail_not_configured', 503, cors);

    const result = await clientFor(caller.token).rpc('invite_members', {
      p_organisation_id: input.organisationId,
      p_emails: input.emails,
      ...(input.seatBlockId ? { p_seat_block_id: input.seatBlockId } : {}),
    });
    if (result.error) {
      const code = databaseReasonCode(result.error);
      if (code === 'invitation_rows_invalid') {
        return jsonResponse({ code, rows: rowsOf(result.error.details) }, 400, cors);
      }
      if (code && result.status >= 400 && result.status < 500) return refuse(code, result.status, cors);
      logError('invite-members: invite_members failed', result.error);
      return refuse('invitation_mail_failed', 500, cors);
    }
    const invited = result.data as unknown as Invited;
    const failed: string[] = [];
    for (const invitation of invited.invitations) {
      try {
        await mailer.send(
          invitationMail(
            {
              id: invitation.id,
              email: invitation.email,
              token: invitation.token,
              expiresAt: invitation.expires_at,
            },
            { legalName: invited.legal_name, productTitle: invited.product_title },
            siteUrl,
          ),
        );
      } catch (error) {
        logError(`invite-members: the e-mail of invitation ${invitation.id} was not sent`, error);
        failed.push(invitation.email);
      }
    }
    return jsonResponse(
      {
        invited: invited.invitations.map(({ id, email, expires_at }) => ({ id, email, expires_at })),
        not_sent: failed,
      },
      200,
      cors,
    );
  },
);
