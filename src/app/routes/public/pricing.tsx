import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function PricingRoute() {
  return <UnavailableScreen title="Preços" />;
}
