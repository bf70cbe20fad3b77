import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function AuthRoute() {
  return <UnavailableScreen title="Entrar" />;
}
