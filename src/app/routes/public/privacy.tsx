import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /privacidade (public, linked from the footer and the sign-up form). */
export default function PrivacyRoute() {
  useDocumentMeta(
    'Política de Privacidade',
    'Quais dados pessoais a Trilha Cloud coleta, para que, quem vê, por quanto tempo e como exercer seus direitos pela LGPD.',
  );
  return <PrivacyPolicy />;
}
