import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function DashboardRoute() {
  return <UnavailableScreen title="Dashboard" />;
}
