import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function LessonPlayerRoute() {
  return <UnavailableScreen title="Aula" />;
}
