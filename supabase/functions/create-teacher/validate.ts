// Validates the create-teacher request body. Pure, so it is unit-testable without a server.
// A refusal is a reason code; the admin screen shows the catalogue's pt-BR message for it
// (src/lib/errors/catalogue.ts, docs/errors.md).
export interface CreateTeacherInput {
  email: string;
  password: string;
  fullName: string;
  phone: string | null;
  bio: string | null;
  specialization: string | null;
  courseId: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The same rules as the sign-up form and the Auth configuration.
const PASSWORD_RULES: [RegExp, string][] = [
  [/^.{8,}$/s, 'password_too_short'],
  [/[a-z]/, 'password_needs_lowercase'],
  [/[A-Z]/, 'password_needs_uppercase'],
  [/[^A-Za-z0-9]/, 'password_needs_special'],
  // Supabase Auth's password_requirements also demand a digit, after the form's four rules (docs/rules/accounts-and-consent.md).
  [/[0-9]/, 'password_needs_digit'],
];

// Column limits of profiles and teacher_docs, checked here so the answer is a clear 400.
const LIMITS = {
  email: 320,
  password: 72,
  fullName: 200,
  phone: 30,
  bio: 5000,
  specialization: 200,
} as const;

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function parseCreateTeacherBody(body: unknown): { data: CreateTeacherInput } | { code: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { code: 'invalid_body' };
  }
  const record = body as Record<string, unknown>;
  const email = optionalText(record.email);
  const password =
    typeof record.password === 'string' && record.password.trim() !== '' ? record.password : '';
  const fullName = optionalText(record.fullName);
  if (!email || !password || !fullName) return { code: 'required_fields_missing' };
  if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.email) return { code: 'invalid_email' };
  const failedRule = PASSWORD_RULES.find(([pattern]) => !pattern.test(password));
  if (failedRule) return { code: failedRule[1] };
  if (password.length > LIMITS.password) return { code: 'password_too_long' };
  if (fullName.length > LIMITS.fullName) return { code: 'full_name_too_long' };

  const phone = optionalText(record.phone);
  const bio = optionalText(record.bio);
  const specialization = optionalText(record.specialization);
  if (phone && phone.length > LIMITS.phone) return { code: 'phone_too_long' };
  if (bio && bio.length > LIMITS.bio) return { code: 'bio_too_long' };
  if (specialization && specialization.length > LIMITS.specialization) {
    return { code: 'specialization_too_long' };
  }
  const courseId = optionalText(record.courseId);
  if (courseId && !UUID_PATTERN.test(courseId)) return { code: 'invalid_course_id' };
  return {
    data: { email: email.toLowerCase(), password, fullName, phone, bio, specialization, courseId },
  };
}
