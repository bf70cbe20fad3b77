import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { useDocumentMeta } from '@/lib/use-document-title';
import { termsHead } from '@/app/seo/page-heads';

/** /termos (public, linked from the footer and the sign-up form). */
export default function TermsRoute() {
  useDocumentMeta(termsHead.title, termsHead.description, termsHead.path);
  return <TermsOfUse />;
}
