import { SalesManager } from '@/features/admin-sales/components/sales-manager';

/** /admin/sales, 'Vendas' (behind RequireAdmin). */
export default function AdminSalesRoute() {
  return <SalesManager />;
}
