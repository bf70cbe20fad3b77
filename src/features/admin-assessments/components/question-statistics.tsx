// 'Estatísticas': per module quiz, attempts and pass rate; per question (a page at a time), how many
// answered, the share that got it right and the wrong option chosen most, to find the questions
// that mislead.
import { AdminEmptyState, AdminLoadError } from '@/components/ui/admin-page';
import { AdminPagedTable } from '@/components/ui/admin-paged-table';
import { LoadingText } from '@/components/ui/loading-text';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { formatCount, formatNumber } from '@/utils/format';
import { useQuestionStatistics } from '../api/get-question-statistics';

const percent = (value: number | null) =>
  value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;

export function QuestionStatisticsPanel({
  courseId,
  hasPracticeExam,
}: {
  courseId: string;
  /** The course has a simulado: its row shows even before anyone took it. */
  hasPracticeExam: boolean;
}) {
  const list = useListParams();
  const statistics = useQuestionStatistics(courseId, list.page);
  usePageFromAnswer(list, statistics.isPlaceholderData ? undefined : statistics.data?.questions.page);

  if (statistics.isError)
    return (
      <AdminLoadError message="Erro ao carregar estatísticas" onRetry={() => void statistics.refetch()} />
    );
  if (!statistics.data) return <LoadingText />;
  const { quizzes } = statistics.data;
  const practiceExam = hasPracticeExam ? statistics.data.practiceExam : null;
  const questions = { ...statistics, data: statistics.data.questions };

  return (
    <div className="space-y-10">
      <section aria-labelledby="quiz-statistics-title">
        <h2 id="quiz-statistics-title" className="mb-4 text-xl font-bold text-ink">
          Tentativas
        </h2>
        {quizzes.length === 0 && !practiceExam ? (
          <AdminEmptyState>Este curso ainda não tem quizzes nem simulado.</AdminEmptyState>
        ) : (
          <Table label="Tentativas por quiz e simulado">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Avaliação</TableHeaderCell>
                <TableHeaderCell className="w-40">Tentativas</TableHeaderCell>
                <TableHeaderCell className="w-40">Aprovação</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quizzes.map((quiz) => (
                <TableRow key={quiz.module_id}>
                  <TableCell className="font-semibold">
                    Módulo {quiz.module_number}: {quiz.module_title}
                  </TableCell>
                  <TableCell label="Tentativas">{formatCount(quiz.attempts)}</TableCell>
                  <TableCell label="Aprovação">{percent(quiz.pass_percent)}</TableCell>
                </TableRow>
              ))}
              {practiceExam && (
                <TableRow>
                  <TableCell className="font-semibold">Simulado</TableCell>
                  <TableCell label="Tentativas">{formatCount(practiceExam.attempts)}</TableCell>
                  <TableCell label="Aprovação">{percent(practiceExam.pass_percent)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="question-statistics-title" id="estatisticas-questoes">
        <h2 id="question-statistics-title" className="mb-1 text-xl font-bold text-ink">
          Questões
        </h2>
        <p className="mb-4 text-sm text-ink-muted">
          Acertos de cada questão e a opção errada mais escolhida: uma opção errada muito escolhida pode
          indicar um enunciado confuso.
        </p>
        <AdminPagedTable
          query={questions}
          searching={false}
          notFound=""
          empty="Nenhuma questão respondida ainda."
          tableLabel="Acertos por questão"
          tableClassName="md:min-w-[48rem]"
          columns={
            <>
              <TableHeaderCell>Questão</TableHeaderCell>
              <TableHeaderCell className="w-36">Respostas</TableHeaderCell>
              <TableHeaderCell className="w-28">Acertos</TableHeaderCell>
              <TableHeaderCell className="w-64">Erro mais comum</TableHeaderCell>
            </>
          }
          row={(question) => (
            <TableRow key={question.question_id}>
              <TableCell className="font-medium">
                <span className="line-clamp-3 break-words">{question.prompt}</span>
              </TableCell>
              <TableCell label="Respostas">{formatCount(question.answers)}</TableCell>
              <TableCell label="Acertos">{percent(question.correct_percent)}</TableCell>
              <TableCell label="Erro mais comum">
                {question.top_wrong_option ? (
                  <>
                    <span className="break-words">{question.top_wrong_option.text}</span>{' '}
                    <span className="text-ink-muted">({percent(question.top_wrong_option.percent)})</span>
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          )}
          pagesLabel="Páginas de estatísticas"
          hrefFor={list.hrefFor}
          scrollTargetId="estatisticas-questoes"
        />
      </section>
    </div>
  );
}
