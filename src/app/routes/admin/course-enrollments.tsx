import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function CourseEnrollmentsRoute() {
  return <UnavailableScreen title="Alunos do curso" />;
}
