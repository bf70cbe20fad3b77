// Field rules shared by the account forms, with the spec's exact pt-BR messages (§5). The password
// rules are in src/lib/password-rules.ts (the admin's create-teacher form uses them too).
import { z } from 'zod';

/** Valid e-mail; surrounding spaces (pasted addresses) are ignored. */
export const emailField = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Email inválido' }));

/** Message when a confirmation differs from the password it confirms. */
export const passwordMismatchMessage = 'As senhas não coincidem';
