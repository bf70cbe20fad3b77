import { CardShell } from '@/components/ui/card-shell';
import { Container } from '@/components/ui/container';
import { useStudentDashboard } from '@/features/dashboard/api/get-student-dashboard';
import { CourseRankings } from '@/features/study/components/course-ranking';
import { PointsHistory } from '@/features/study/components/points-history';
import { PointsRule } from '@/features/study/components/points-rule';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** The courses whose ranking the person may see: their enrolments, as the dashboard reads them. */
function RankingsOfMyCourses({ userId }: { userId: string }) {
  const dashboard = useStudentDashboard(userId);
  if (dashboard.isPending) return <p className="text-sm text-ink-muted">Carregando...</p>;
  if (dashboard.isError) {
    return <p className="text-sm text-ink-muted">Não foi possível carregar seus cursos agora.</p>;
  }
  const courses = dashboard.data.enrollments.map(({ course }) => ({ id: course.id, title: course.title }));
  return <CourseRankings userId={userId} courses={courses} />;
}

/** /meus-pontos (behind RequireAuth): the points history and the opt-in ranking of each course. */
export default function MyPointsRoute() {
  useDocumentMeta('Meus pontos');
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Meus pontos</h1>
        <p className="mt-2 text-ink-muted">
          Pontos vêm do que você estuda de verdade: aulas assistidas até o fim, quizzes e simulados aprovados,
          respostas marcadas como solução e a avaliação de cada curso.
        </p>
        <PointsRule userId={userId} />
      </header>
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="historico-de-pontos" className="lg:col-span-3">
          <h2 id="historico-de-pontos" className="mb-4 text-xl font-bold text-ink">
            Histórico
          </h2>
          <PointsHistory userId={userId} />
        </section>
        <CardShell title="Ranking da turma" className="self-start lg:col-span-2">
          <RankingsOfMyCourses userId={userId} />
        </CardShell>
      </div>
    </Container>
  );
}
