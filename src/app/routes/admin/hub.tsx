import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function HubRoute() {
  return <UnavailableScreen title="Painel Admin" />;
}
