import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function LessonsRoute() {
  return <UnavailableScreen title="Módulos e Aulas" />;
}
