// Field rules of the account forms, with their exact pt-BR messages. The e-mail and the
// personal data fields are in src/rules/personal-data-fields.ts ('Meus dados' validates with them
// too), the password rules in src/rules/password-rules.ts (the admin's create-teacher form uses them).
export { emailField } from '@/rules/personal-data-fields';

/** Message when a confirmation differs from the password it confirms. */
export const passwordMismatchMessage = 'As senhas não coincidem';
