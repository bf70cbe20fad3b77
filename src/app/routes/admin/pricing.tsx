import { PlansManager } from '@/features/admin-pricing/components/plans-manager';

/** /admin/pricing (behind RequireAdmin). */
export default function AdminPricingRoute() {
  return <PlansManager />;
}
