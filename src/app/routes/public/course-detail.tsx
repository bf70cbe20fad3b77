import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function CourseDetailRoute() {
  return <UnavailableScreen title="Curso" />;
}
