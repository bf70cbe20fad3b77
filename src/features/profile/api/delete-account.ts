import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { errorMessages } from '@/lib/errors/catalogue';
import { runRpc } from '@/lib/api/backend';
import { emailField } from '@/rules/personal-data-fields';

export const EMAIL_MISMATCH_MESSAGE = errorMessages.email_confirmation_mismatch;
export const DELETE_ACCOUNT_FAILED_MESSAGE = 'Não foi possível excluir a conta. Tente novamente.';
export const ACCOUNT_DELETED_MESSAGE = 'Sua conta e seus dados foram excluídos. Você saiu da plataforma.';

/** The typed e-mail must be the account's (compared as the database does: trimmed, any case). */
export function deleteAccountSchema(accountEmail: string) {
  return z.object({
    email: emailField.refine(
      (typed) => typed.toLowerCase() === accountEmail.trim().toLowerCase(),
      EMAIL_MISMATCH_MESSAGE,
    ),
  });
}

export type DeleteAccountFormValues = { email: string };

/**
 * 'Excluir minha conta': one call; the database checks the typed e-mail again, deletes the Auth
 * user and, through it, every personal row (delete_my_account in the personal-data migration).
 */
export async function deleteAccount(typedEmail: string): Promise<void> {
  await runRpc('delete_my_account', { p_email_confirmation: typedEmail });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
