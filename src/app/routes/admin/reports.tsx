import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function ReportsRoute() {
  return <UnavailableScreen title="Relatórios" />;
}
