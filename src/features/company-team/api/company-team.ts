// The company's people, seats and invitations as a gestor sees them (docs/companies.md), and an
// invitation as its holder sees it. Every list is paged, searched and counted by the database.
import { queryOptions, useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc, runRpc } from '@/lib/api/backend';
import { loadSupabase } from '@/lib/load-supabase';
import { ReasonCodeError } from '@/lib/errors/reason-code-error';
import { parsePagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const PEOPLE_PAGE_SIZE = 20;

const seatSchema = z.object({
  seat_block_id: z.string(),
  product_kind: z.string(),
  product_title: z.string(),
  period_end: z.string(),
});

const personRowSchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['gestor', 'membro']),
  joined_at: z.string(),
  seats: z.array(seatSchema),
});
export type CompanyPerson = z.output<typeof personRowSchema>;

const seatBlockSchema = z.object({
  seat_block_id: z.string(),
  product_kind: z.string(),
  product_title: z.string(),
  seat_count: z.number(),
  used: z.number(),
  pending_invitations: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  open: z.boolean(),
});
export type SeatBlock = z.output<typeof seatBlockSchema>;

const invitationRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['email', 'domain_link']),
  email: z.string().nullable(),
  email_domain: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  seat_block_id: z.string().nullable(),
  product_title: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type InvitationRow = z.output<typeof invitationRowSchema>;

export const publicInvitationSchema = z.object({
  legal_name: z.string(),
  kind: z.enum(['email', 'domain_link']),
  product_title: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  email_masked: z.string().nullable(),
  email_domain: z.string().nullable(),
  expires_at: z.string(),
});
export type PublicInvitation = z.output<typeof publicInvitationSchema>;

export const companyTeamKeys = {
  all: (organisationId: string) => ['company-team', organisationId] as const,
  people: (organisationId: string, search: string, page: number) =>
    ['company-team', organisationId, 'people', search, page] as const,
  seats: (organisationId: string) => ['company-team', organisationId, 'seats'] as const,
  invitations: (organisationId: string, page: number) =>
    ['company-team', organisationId, 'invitations', page] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export const companyPeopleQueryOptions = (organisationId: string, search = '', page = 1) =>
  queryOptions({
    queryKey: companyTeamKeys.people(organisationId, search, page),
    queryFn: async () =>
      parsePagedList(
        'list_organisation_people',
        personRowSchema,
        await callRpc(
          'list_organisation_people',
          {
            p_organisation_id: organisationId,
            p_search: search || undefined,
            p_page: page,
            p_page_size: PEOPLE_PAGE_SIZE,
          },
          (data) => data,
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const companySeatsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: companyTeamKeys.seats(organisationId),
    queryFn: () =>
      callRpc('list_organisation_seats', { p_organisation_id: organisationId }, z.array(seatBlockSchema)),
  });

export const companyInvitationsQueryOptions = (organisationId: string, page = 1) =>
  queryOptions({
    queryKey: companyTeamKeys.invitations(organisationId, page),
    queryFn: async () =>
      parsePagedList(
        'list_organisation_invitations',
        invitationRowSchema,
        await callRpc(
          'list_organisation_invitations',
          { p_organisation_id: organisationId, p_page: page, p_page_size: PEOPLE_PAGE_SIZE },
          (data) => data,
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: companyTeamKeys.invitation(token),
    queryFn: () => callRpc('get_invitation', { p_token: token }, publicInvitationSchema),
    retry: false,
  });

export const useCompanyPeople = (organisationId: string, search: string, page: number) =>
  useQuery(companyPeopleQueryOptions(organisationId, search, page));
export const useCompanySeats = (organisationId: string) => useQuery(companySeatsQueryOptions(organisationId));
export const useCompanyInvitations = (organisationId: string, page: number) =>
  useQuery(companyInvitationsQueryOptions(organisationId, page));
export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** One bad row of an invitation list, as the database names it. */
export interface InvitationRowError {
  row: number;
  email: string;
  code: 'invalid_email' | 'duplicate_email' | 'already_member' | 'already_invited' | 'no_seats_left';
}

/** invitation_rows_invalid with the rows the database refused (nothing was created). */
export class InvitationRowsError extends ReasonCodeError {
  readonly rows: InvitationRowError[];
  constructor(rows: InvitationRowError[]) {
    super('invitation_rows_invalid');
    this.rows = rows;
  }
}

const rowErrorSchema = z.object({
  row: z.number(),
  email: z.string(),
  code: z.enum(['invalid_email', 'duplicate_email', 'already_member', 'already_invited', 'no_seats_left']),
});
const inviteAnswerSchema = z.object({
  invited: z.array(z.object({ id: z.string(), email: z.string(), expires_at: z.string() })),
  not_sent: z.array(z.string()),
});

/** invite-members (the edge function mails each invitation); the rows' refusal keeps its rows. */
async function inviteMembers(input: {
  organisationId: string;
  emails: string[];
  seatBlockId: string | null;
}) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>('invite-members', { body: input });
  if (error) {
    const context: unknown = 'context' in error ? error.context : undefined;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => ({}))) as { code?: string; rows?: unknown };
      if (body.code === 'invitation_rows_invalid') {
        throw new InvitationRowsError(z.array(rowErrorSchema).parse(body.rows ?? []));
      }
      throw new ReasonCodeError(body.code ?? 'invitation_mail_failed');
    }
    throw error;
  }
  return inviteAnswerSchema.parse(data);
}

function useInvalidateTeam(organisationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyTeamKeys.all(organisationId) });
}

export function useInviteMembers(organisationId: string) {
  const invalidate = useInvalidateTeam(organisationId);
  return useMutation({
    mutationFn: (input: { emails: string[]; seatBlockId: string | null }) =>
      inviteMembers({ organisationId, ...input }),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitation(organisationId: string) {
  const invalidate = useInvalidateTeam(organisationId);
  return useMutation({
    mutationFn: (invitationId: string) => runRpc('revoke_invitation', { p_invitation_id: invitationId }),
    onSuccess: invalidate,
  });
}

export function useRemoveMember(organisationId: string) {
  const invalidate = useInvalidateTeam(organisationId);
  return useMutation({
    mutationFn: (userId: string) =>
      runRpc('remove_member', { p_organisation_id: organisationId, p_user_id: userId }),
    onSuccess: invalidate,
  });
}

export function useSetMemberRole(organisationId: string) {
  const invalidate = useInvalidateTeam(organisationId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'gestor' | 'membro' }) =>
      runRpc('set_member_role', { p_organisation_id: organisationId, p_user_id: userId, p_role: role }),
    onSuccess: invalidate,
  });
}

const linkSchema = z.object({
  id: z.string(),
  token: z.string(),
  email_domain: z.string(),
  product_title: z.string().nullable(),
  expires_at: z.string(),
});

export function useCreateInvitationLink(organisationId: string) {
  const invalidate = useInvalidateTeam(organisationId);
  return useMutation({
    mutationFn: (seatBlockId: string | null) =>
      callRpc(
        'create_invitation_link',
        { p_organisation_id: organisationId, ...(seatBlockId ? { p_seat_block_id: seatBlockId } : {}) },
        linkSchema,
      ),
    onSuccess: invalidate,
  });
}

export function useAcceptInvitation(token: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRpc(
        'accept_invitation',
        { p_token: token },
        z.object({ organisation_id: z.string(), already_accepted: z.boolean() }),
      ),
    // Access through the new seat changes what the person's own screens show.
    onSuccess: () =>
      userId ? queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }) : undefined,
  });
}
