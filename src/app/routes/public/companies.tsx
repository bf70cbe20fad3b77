import { CompaniesPage } from '@/features/company-sales/components/companies-page';
import { companiesHead } from '@/app/seo/company-heads';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /empresas: public, prerendered, in the sitemap (docs/companies.md). */
export default function CompaniesRoute() {
  useDocumentMeta(companiesHead.title, companiesHead.description, companiesHead.path);
  return <CompaniesPage />;
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './companies-reads';
