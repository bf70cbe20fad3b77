import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function UsersRoute() {
  return <UnavailableScreen title="Usuários" />;
}
