// The create-teacher request body (the shared check: _shared/body.ts). A refusal is a reason code;
// the admin screen shows the catalogue's pt-BR message for it (docs/errors.md). Presence comes
// first: a missing required field is refused before any field's format.
import { z } from 'zod';
import { parseBody, uuidField } from '../_shared/body.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The same rules as the sign-up form and the Auth configuration.
const PASSWORD_RULES: [RegExp, string][] = [
  [/^.{8,}$/s, 'password_too_short'],
  [/[a-z]/, 'password_needs_lowercase'],
  [/[A-Z]/, 'password_needs_uppercase'],
  [/[^A-Za-z0-9]/, 'password_needs_special'],
  // Supabase Auth's password_requirements also demand a digit, after the form's four rules (docs/rules/accounts-and-consent.md).
  [/[0-9]/, 'password_needs_digit'],
];

/** A string with more than blanks, trimmed; anything else reads as absent (null). */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Absent, or trimmed text within a column's limit (profiles and teacher_docs: a clear 400). */
const optionalField = (limit: number, code: string) =>
  z.preprocess(optionalText, z.string().max(limit, { error: code }).nullable());

const required = z.preprocess(optionalText, z.string({ error: 'required_fields_missing' }));

const requiredFields = z.looseObject({
  email: required,
  // The password is kept as typed (not trimmed); only a blank one is missing.
  password: z
    .string({ error: 'required_fields_missing' })
    .refine((password) => password.trim() !== '', { error: 'required_fields_missing' }),
  fullName: required,
});

const fields = z.object({
  email: z
    .string()
    .regex(EMAIL_PATTERN, { error: 'invalid_email' })
    .max(320, { error: 'invalid_email' })
    .transform((email) => email.toLowerCase()),
  password: PASSWORD_RULES.reduce(
    (schema, [pattern, code]) => schema.regex(pattern, { error: code }),
    z.string(),
  ).max(72, { error: 'password_too_long' }),
  fullName: z.string().max(200, { error: 'full_name_too_long' }),
  phone: optionalField(30, 'phone_too_long'),
  bio: optionalField(5000, 'bio_too_long'),
  specialization: optionalField(200, 'specialization_too_long'),
  courseId: z.preprocess(optionalText, uuidField('invalid_course_id').nullable()),
});

/** Only these fields are read: any role or id sent in the body is dropped. */
export const createTeacherBody = requiredFields.pipe(fields);

export type CreateTeacherInput = z.output<typeof createTeacherBody>;

export function parseCreateTeacherBody(body: unknown) {
  return parseBody(body, createTeacherBody, 'invalid_body');
}
