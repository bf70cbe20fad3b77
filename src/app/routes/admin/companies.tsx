import { OrganisationsManager } from '@/features/admin-companies/components/organisations-manager';

/** /admin/empresas, 'Empresas' (behind RequireAdmin). */
export default function AdminCompaniesRoute() {
  return <OrganisationsManager />;
}
