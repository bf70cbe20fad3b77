import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function HomeRoute() {
  return <UnavailableScreen title="Home" />;
}
