// Validates the create-teacher request body. Pure, so it is unit-testable without a server.
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

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function parseCreateTeacherBody(body: unknown): { data: CreateTeacherInput } | { error: string } {
  if (typeof body !== 'object' || body === null) return { error: 'Corpo da requisição inválido' };
  const record = body as Record<string, unknown>;
  const email = optionalText(record.email);
  const password = typeof record.password === 'string' ? record.password : '';
  const fullName = optionalText(record.fullName);
  if (!email || !password || !fullName) return { error: 'Preencha todos os campos obrigatórios' };
  if (!EMAIL_PATTERN.test(email)) return { error: 'Email inválido' };
  if (password.length < 8) return { error: 'A senha deve ter no mínimo 8 caracteres' };
  const courseId = optionalText(record.courseId);
  if (courseId && !UUID_PATTERN.test(courseId)) return { error: 'Curso inválido' };
  return {
    data: {
      email: email.toLowerCase(),
      password,
      fullName,
      phone: optionalText(record.phone),
      bio: optionalText(record.bio),
      specialization: optionalText(record.specialization),
      courseId,
    },
  };
}
