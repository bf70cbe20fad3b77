// Demo logins created by supabase/seed.sql — local databases only, never a hosted project.
export const demoAccounts = [
  { role: 'administrador', email: 'admin@trilhacloud.dev', password: 'Admin@12345' },
  { role: 'professor', email: 'professor@trilhacloud.dev', password: 'Professor@123' },
  { role: 'aluno', email: 'aluno@trilhacloud.dev', password: 'Aluno@12345' },
  // Nuvem Consultoria Ltda's manager and one of its members (also bruno@ and carla@), docs/companies.md.
  { role: 'gestor', email: 'gestor@trilhacloud.dev', password: 'Gestor@12345' },
  { role: 'membro', email: 'ana@nuvemconsultoria.com.br', password: 'Membro@12345' },
];
