// The signed-in person accepts the Terms of Use and the Privacy Policy in force: the database
// records it for auth.uid() only, and only for the version it has in force.
import { useMutation } from '@tanstack/react-query';
import { LEGAL } from '@/config/legal';
import { runRpc } from '@/lib/api/backend';

export async function acceptCurrentTerms() {
  await runRpc('accept_current_terms', { p_terms_version: LEGAL.termsVersion });
}

export function useAcceptCurrentTerms() {
  return useMutation({ mutationFn: acceptCurrentTerms });
}
