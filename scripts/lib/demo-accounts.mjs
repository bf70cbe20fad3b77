// Demo logins created by supabase/seed.sql — local databases only, never a hosted project.
export const demoAccounts = [
  { role: 'administrador', email: 'admin@trilhacloud.dev', password: 'Admin@12345' },
  { role: 'professor', email: 'professor@trilhacloud.dev', password: 'Professor@123' },
  { role: 'aluno', email: 'aluno@trilhacloud.dev', password: 'Aluno@12345' },
];
