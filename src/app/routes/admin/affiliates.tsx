import { AffiliatesManager } from '@/features/admin-affiliates/components/affiliates-manager';

/** /admin/afiliados, 'Afiliados' (behind RequireAdmin; docs/affiliates-admin.md). */
export default function AdminAffiliatesRoute() {
  return <AffiliatesManager />;
}
