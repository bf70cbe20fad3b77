import { CouponsManager } from '@/features/admin-coupons/components/coupons-manager';

/** /admin/cupons, 'Cupons' (behind RequireAdmin; docs/coupons-admin.md). */
export default function AdminCouponsRoute() {
  return <CouponsManager />;
}
