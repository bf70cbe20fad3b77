import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function TeachersRoute() {
  return <UnavailableScreen title="Professores" />;
}
