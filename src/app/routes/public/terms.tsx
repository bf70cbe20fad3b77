import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /termos (public, linked from the footer and the sign-up form). */
export default function TermsRoute() {
  useDocumentMeta(
    'Termos de Uso',
    'As regras para usar a Trilha Cloud: conta, cursos, planos e certificados.',
  );
  return <TermsOfUse />;
}
