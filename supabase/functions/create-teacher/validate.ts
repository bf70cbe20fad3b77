// Validates the create-teacher request body. Pure, so it is unit-testable without a server.
// Messages are the forms' pt-BR texts (docs/rules/forms-and-messages.md) so the admin screen can show them as they are.
export interface CreateTeacherInput {
  email: string;
  password: string;
  fullName: string;
  phone: string | null;
  bio: string | null;
  specialization: string | null;
  courseId: string | null;
}

export const REQUIRED_FIELDS_MESSAGE = 'Preencha todos os campos obrigatórios';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The same rules as the sign-up form and the Auth configuration.
const PASSWORD_RULES: [RegExp, string][] = [
  [/^.{8,}$/s, 'A senha deve ter no mínimo 8 caracteres'],
  [/[a-z]/, 'A senha deve conter pelo menos uma letra minúscula'],
  [/[A-Z]/, 'A senha deve conter pelo menos uma letra maiúscula'],
  [/[^A-Za-z0-9]/, 'A senha deve conter pelo menos um caractere especial'],
  // Supabase Auth's password_requirements also demand a digit, after the other four.
  [/[0-9]/, 'A senha deve conter pelo menos um número'],
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

export function parseCreateTeacherBody(body: unknown): { data: CreateTeacherInput } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: 'Corpo da requisição inválido' };
  }
  const record = body as Record<string, unknown>;
  const email = optionalText(record.email);
  const password =
    typeof record.password === 'string' && record.password.trim() !== '' ? record.password : '';
  const fullName = optionalText(record.fullName);
  if (!email || !password || !fullName) return { error: REQUIRED_FIELDS_MESSAGE };
  if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.email) return { error: 'Email inválido' };
  const failedRule = PASSWORD_RULES.find(([pattern]) => !pattern.test(password));
  if (failedRule) return { error: failedRule[1] };
  if (password.length > LIMITS.password) return { error: 'A senha deve ter no máximo 72 caracteres' };
  if (fullName.length > LIMITS.fullName) return { error: 'Nome muito longo' };

  const phone = optionalText(record.phone);
  const bio = optionalText(record.bio);
  const specialization = optionalText(record.specialization);
  if (phone && phone.length > LIMITS.phone) return { error: 'Telefone inválido' };
  if (bio && bio.length > LIMITS.bio) return { error: 'Biografia muito longa' };
  if (specialization && specialization.length > LIMITS.specialization) {
    return { error: 'Especialização muito longa' };
  }
  const courseId = optionalText(record.courseId);
  if (courseId && !UUID_PATTERN.test(courseId)) return { error: 'Curso inválido' };
  return {
    data: { email: email.toLowerCase(), password, fullName, phone, bio, specialization, courseId },
  };
}
