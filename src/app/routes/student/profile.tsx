import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function ProfileRoute() {
  return <UnavailableScreen title="Perfil" />;
}
