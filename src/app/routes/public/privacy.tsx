import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentMeta } from '@/lib/use-document-title';
import { privacyHead } from '@/app/seo/page-heads';

/** /privacidade (public, linked from the footer and the sign-up form). */
export default function PrivacyRoute() {
  useDocumentMeta(privacyHead.title, privacyHead.description, privacyHead.path);
  return <PrivacyPolicy />;
}
