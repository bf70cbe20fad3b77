import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function CoursesRoute() {
  return <UnavailableScreen title="Cursos" />;
}
