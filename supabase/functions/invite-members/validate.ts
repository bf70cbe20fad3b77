// The invite-members request body (the shared check: _shared/body.ts). The e-mails are checked
// by the database, row by row (invite_members); here only their shape and count.
import { z } from 'zod';
import { parseBody, uuidField } from '../_shared/body.ts';

export const inviteMembersBody = z.object({
  organisationId: uuidField('invalid_invitation_request'),
  emails: z
    .array(
      z.string({ error: 'invalid_invitation_request' }).max(320, { error: 'invalid_invitation_request' }),
      {
        error: 'invalid_invitation_request',
      },
    )
    .min(1, { error: 'invitation_emails_required' })
    .max(500, { error: 'too_many_invitations' }),
  seatBlockId: uuidField('invalid_invitation_request').nullish(),
});

export type InviteMembersInput = z.output<typeof inviteMembersBody>;

export function parseInviteMembersBody(body: unknown) {
  return parseBody(body, inviteMembersBody, 'invalid_invitation_request');
}
