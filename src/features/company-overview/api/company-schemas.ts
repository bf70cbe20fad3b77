// The answers of the manager's RPCs (supabase/schemas/14_assignments.sql), parsed with zod.
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';

export const assignmentStatusSchema = z.enum(['done', 'on_track', 'late']);
export type AssignmentStatus = z.output<typeof assignmentStatusSchema>;

export const managedOrganisationsSchema = z.array(
  z.object({ id: z.string().min(1), legal_name: z.string() }),
);
export type ManagedOrganisation = z.output<typeof managedOrganisationsSchema>[number];

export const overviewSchema = z.object({
  id: z.string().min(1),
  legal_name: z.string(),
  members: jsonCount,
  managers: jsonCount,
  seat_blocks: z.array(
    z.object({
      id: z.string().min(1),
      product_kind: z.enum(['plan', 'track', 'course']),
      product_title: z.string(),
      period_start: z.string(),
      period_end: z.string(),
      open: z.boolean(),
      seat_count: jsonCount,
      used: jsonCount,
      available: jsonCount,
    }),
  ),
  assignments: z.object({ count: jsonCount, done: jsonCount, on_track: jsonCount, late: jsonCount }),
});
export type OrganisationOverview = z.output<typeof overviewSchema>;

export const teamRowSchema = z.object({
  user_id: z.string().min(1),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['gestor', 'membro']),
  last_activity_on: z.string().nullable(),
  assignments: z.array(
    z.object({
      assignment_id: z.string().min(1),
      kind: z.enum(['track', 'course']),
      title: z.string(),
      due_on: z.string(),
      progress: jsonCount,
      status: assignmentStatusSchema,
    }),
  ),
});
export type TeamRow = z.output<typeof teamRowSchema>;

export const domainScoresSchema = z.array(
  z.object({
    course_id: z.string().min(1),
    course_title: z.string(),
    domain: z.string(),
    best_percent: jsonCount,
    average_percent: jsonCount,
    members: jsonCount,
  }),
);
export type DomainScore = z.output<typeof domainScoresSchema>[number];

export const teamCertificateSchema = z.object({
  kind: z.enum(['course', 'track']),
  full_name: z.string().nullable(),
  title: z.string(),
  code: z.string(),
  issued_at: z.string(),
  verification_path: z.string().startsWith('/certificado/'),
});
export type TeamCertificate = z.output<typeof teamCertificateSchema>;

export const organisationAssignmentSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['track', 'course']),
  item_id: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  due_on: z.string(),
  everyone: z.boolean(),
  created_at: z.string(),
  members: jsonCount,
  done: jsonCount,
  on_track: jsonCount,
  late: jsonCount,
});
export type OrganisationAssignment = z.output<typeof organisationAssignmentSchema>;

export const exportSchema = z.object({
  truncated: z.boolean(),
  rows: z.array(
    z.object({
      full_name: z.string().nullable(),
      email: z.string().nullable(),
      role: z.string(),
      last_activity_on: z.string().nullable(),
      title: z.string().nullable(),
      due_on: z.string().nullable(),
      progress: jsonCount.nullable(),
      status: assignmentStatusSchema.nullable(),
    }),
  ),
});
export type TeamExport = z.output<typeof exportSchema>;

export const assignedSchema = z.object({ id: z.string().min(1), members: jsonCount });
